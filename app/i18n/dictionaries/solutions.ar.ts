import type { DeepStrings } from "../types";
import type { solutionsEn } from "./solutions.en";

export const solutionsAr: DeepStrings<typeof solutionsEn> = {
  solutions: {
    title: "الحلول",
    tabs: {
      label: "الخدمات والمنتجات",
      services: "الخدمات",
      products: "المنتجات",
    },
    jumpServices: "الخدمات في هذه الصفحة",
    jumpProducts: "المنتجات في هذه الصفحة",
    jumpList: "في هذه الصفحة",
    slider: {
      label: "خدماتنا",
      carousel: "عرض شرائح",
      previous: "الشريحة السابقة",
      next: "الشريحة التالية",
      pause: "إيقاف تقليب الشرائح",
    },
    scrollTop: "العودة إلى أعلى الصفحة",
    downloadApp: "حمّل التطبيق",
    cta: {
      text: "هل تبحث عن الحل المناسب لمؤسستك؟",
      button: "تحدّث إلى فريقنا",
    },
    vocational: {
      offersTitle: "بناء المنظومة",
      contactTitle: "خطّط معنا لبرنامجك في التعليم المهني",
      contactText: "يعمل مستشارونا مع الوزارات وهيئات التدريب وأصحاب العمل في أنحاء المنطقة.",
    },
    corporates: {
      ctaText: "هل أنت مستعد لبناء المهارات التي تحتاج إليها مؤسستك؟",
    },
    publishingSolutions: {
      servicesTitle: "خدمات النشر",
      productsTitle: "الكتب والمجلات",
    },
    digitalLearning: {
      servicesTitle: "خدمات التعلم الرقمي",
    },
    serviceAreas: {
      categoriesTitle: "ما نقدّمه",
    },
    institutions: {
      programs: "برامجنا",
      figures: "بالأرقام",
      learnMore: "اعرف المزيد",
      contactText: "هل ترغب في زيارتنا أو التسجيل لدينا؟",
    },
    examCenter: {
      certificates: "الشهادات والاختبارات",
      contactText: "احجز موعد اختبار أو استفسر عن الدورات التحضيرية.",
    },
  },
};
