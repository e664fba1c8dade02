/**
 * Corporate seed content of Manar Education & Publishing Group: the about,
 * history, awards, markets, social-impact, subsidiaries, contacts,
 * certificates, institutions, home and projects-page documents, the home
 * heads derived from collections, the social links and the page titles.
 * Every image path is listed in db/seed/IMAGES.md.
 */
import { TITLE_CODES, type TitleCode } from "../../../app/content/title-codes";
import type { AuthoredDocuments, DerivedHeads, TitleSeed } from "../types";

type CorporateKey =
  | "Award.headSection"
  | "Award.awards"
  | "Award.awardspartner"
  | "About.headSection"
  | "About.purposeSection"
  | "About.whatwedoSection"
  | "About.whatwebrings"
  | "About.values"
  | "About.figures"
  | "About.OverViewPartnersHeadSection"
  | "About.GetOverViewPartners"
  | "History.headSection"
  | "History.historystorySection"
  | "History.historyyears"
  | "Marketings.headSection"
  | "Marketings.countries"
  | "Marketings.textSection"
  | "Sustainability.SustainabilityHeadSection"
  | "Sustainability.SustainabilityText1"
  | "Sustainability.SustainabilityText2"
  | "Sustainability.GetSunSteps"
  | "Subsidiaries.headSection"
  | "Subsidiaries.subsidiaries"
  | "Contacts.ContactAreas"
  | "Certificates.headSection"
  | "Certificates.secondSection"
  | "Certificates.GetAll"
  | "EducationalInstitutions.GetEducationalInstitutionTechnologySchool"
  | "EducationalInstitutions.GetEducationalInstitutionTahea"
  | "EducationalInstitutions.GetEducationalInstitutionPrinting"
  | "home.headSection"
  | "home.aboutSection"
  | "home.whoweserve"
  | "home.latestadditions"
  | "WhatWeDo.GetAll"
  | "ProjectsPage.ProjectPageHeadSection"
  | "ProjectsPage.ProjectPageSecondSection"
  | "Social.GetAllSocialLinks";

/** Joins paragraphs into the simple HTML the description renderer accepts. */
const paragraphs = (...items: string[]): string => items.map((item) => `<p>${item}</p>`).join("");

export const corporateDocuments = {
  // ---- Awards ---------------------------------------------------------------
  "Award.headSection": {
    titleEn: "Awards & Recognition",
    titleAr: "الجوائز والتكريمات",
    subtitleEn: "Recognised for quality, innovation and impact",
    subtitleAr: "تقديرٌ للجودة والابتكار والأثر",
    descriptionEn:
      "Since our first regional publishing award in 2012, Manar's books, platforms and training programmes have been recognised by juries across the Arab world and beyond. Each award reflects the work of our editors, printers, engineers and teachers, and the trust of the schools that use what we make.",
    descriptionAr:
      "منذ أول جائزة إقليمية نالتها المجموعة في مجال النشر عام 2012، حظيت كتب منار ومنصاتها وبرامجها التدريبية بتقدير لجان التحكيم في العالم العربي وخارجه. وكل جائزة منها ثمرة جهد محررينا وفنيي الطباعة ومهندسينا ومعلمينا، وشاهدٌ على ثقة المدارس التي تعتمد على ما نقدمه.",
    image: "/images/banners/awards.svg",
    video: null,
  },
  "Award.awards": [
    {
      id: 1,
      year: 2012,
      titleEn: "Best Educational Publisher in the Arab World",
      titleAr: "جائزة أفضل ناشر تربوي في العالم العربي",
      descriptionEn:
        "Awarded by the Arab Educational Publishing Forum for the editorial quality of our primary-school Arabic and mathematics series and their close alignment with national curricula.",
      descriptionAr:
        "منحها المنتدى العربي للنشر التربوي تقديراً للجودة التحريرية لسلاسلنا في اللغة العربية والرياضيات للمرحلة الابتدائية، ولمواءمتها الدقيقة مع المناهج الوطنية.",
      image: "/images/icons/icon-11.svg",
      link: "/solutions/publishing",
    },
    {
      id: 2,
      year: 2014,
      titleEn: "Gold Medal for Print Quality",
      titleAr: "الميدالية الذهبية لجودة الطباعة",
      descriptionEn:
        "Manar Print's four-colour textbook line took gold at the Middle East Print Quality Awards for consistent colour across runs of more than 500,000 copies.",
      descriptionAr:
        "نالت خطوط طباعة الكتب المدرسية الملوّنة في منار للطباعة الميدالية الذهبية في جوائز الشرق الأوسط لجودة الطباعة، لثبات ألوانها في طبعات يتجاوز كلٌّ منها 500,000 نسخة.",
      image: "/images/icons/icon-09.svg",
      link: "/solutions/publishing",
    },
    {
      id: 3,
      year: 2016,
      titleEn: "Best Children's Reading Series",
      titleAr: "أفضل سلسلة قرائية للأطفال",
      descriptionEn:
        "Our Qessatie leveled readers were honoured for making Arabic reading a joy for young learners, with 120 illustrated stories graded across six reading levels.",
      descriptionAr:
        "كُرّمت سلسلة «قصتي» للقراءة المتدرجة لأنها جعلت القراءة بالعربية متعةً للقرّاء الصغار، إذ تضم 120 قصة مصوّرة موزعة على ستة مستويات قرائية.",
      image: "/images/icons/icon-01.svg",
      link: "/solutions/k-12",
    },
    {
      id: 4,
      year: 2018,
      titleEn: "Digital Learning Platform of the Year",
      titleAr: "جائزة منصة التعلم الرقمي للعام",
      descriptionEn:
        "The Gulf Learning Innovation Council recognised the Manar Digital platform for its bilingual course authoring and offline access, designed for schools with limited connectivity.",
      descriptionAr:
        "منحها مجلس الخليج لابتكار التعلم لمنصة منار الرقمية تقديراً لأدوات تأليف المقررات ثنائية اللغة، ولإتاحة المحتوى دون اتصال بالإنترنت للمدارس ذات الاتصال المحدود.",
      image: "/images/icons/icon-08.svg",
      link: "/solutions/k-12",
    },
    {
      id: 5,
      year: 2020,
      titleEn: "Education Continuity Award",
      titleAr: "جائزة استمرارية التعليم",
      descriptionEn:
        "Presented by the International EdTech Alliance for moving 340 partner schools to remote learning within three weeks of school closures, with printed home-learning packs for students without devices.",
      descriptionAr:
        "قدّمها التحالف الدولي لتقنيات التعليم تقديراً لنقل 340 مدرسة شريكة إلى التعلم عن بُعد خلال ثلاثة أسابيع من إغلاق المدارس، مع توفير حقائب تعلّم منزلية مطبوعة للطلاب الذين لا يملكون أجهزة.",
      image: "/images/icons/icon-03.svg",
      link: null,
    },
    {
      id: 6,
      year: 2022,
      titleEn: "Vocational Training Partner of the Year",
      titleAr: "جائزة شريك التدريب المهني للعام",
      descriptionEn:
        "Awarded by the Regional Vocational Skills Network to the Manar Applied Technology School for its employer-designed programmes, whose graduates reach 86% employment within six months.",
      descriptionAr:
        "منحتها الشبكة الإقليمية للمهارات المهنية لمدرسة منار للتقنية التطبيقية تقديراً لبرامجها المصممة بالشراكة مع أصحاب العمل، إذ يلتحق 86% من خريجيها بسوق العمل خلال ستة أشهر.",
      image: "/images/icons/icon-05.svg",
      link: "/educational-institutions/applied-technology-school",
    },
    {
      id: 7,
      year: 2024,
      titleEn: "Green Printing Award",
      titleAr: "جائزة الطباعة الخضراء",
      descriptionEn:
        "The Sustainable Publishing Initiative recognised us for cutting energy use per printed book by 31% since 2019 and sourcing all of our textbook paper from certified forests.",
      descriptionAr:
        "نلناها من مبادرة النشر المستدام تقديراً لخفض استهلاك الطاقة لكل كتاب مطبوع بنسبة 31% منذ عام 2019، واعتمادنا كلياً على ورق من غابات معتمدة في طباعة كتبنا المدرسية.",
      image: "/images/icons/icon-16.svg",
      link: "/about/social-impact",
    },
    {
      id: 8,
      year: 2025,
      titleEn: "Arabic Content Innovation Award",
      titleAr: "جائزة الابتكار في المحتوى العربي",
      descriptionEn:
        "Given by the Arab Educational Publishing Forum to Rehlatie, our travel-and-learning app that turns journeys across the Arab world into interactive lessons in geography, history and language.",
      descriptionAr:
        "منحها المنتدى العربي للنشر التربوي لتطبيق «رحلتي» الذي يحوّل التنقل بين مدن العالم العربي إلى دروس تفاعلية في الجغرافيا والتاريخ واللغة.",
      image: "/images/icons/icon-06.svg",
      link: "/solutions/k-12",
    },
  ],
  "Award.awardspartner": [
    {
      id: 1,
      nameEn: "Arab Educational Publishing Forum",
      nameAr: "المنتدى العربي للنشر التربوي",
      image: "/images/logos/logo-13.svg",
      url: "https://aepf.example",
    },
    {
      id: 2,
      nameEn: "Middle East Print Quality Association",
      nameAr: "جمعية الشرق الأوسط لجودة الطباعة",
      image: "/images/logos/logo-14.svg",
      url: "https://mepqa.example",
    },
    {
      id: 3,
      nameEn: "Gulf Learning Innovation Council",
      nameAr: "مجلس الخليج لابتكار التعلم",
      image: "/images/logos/logo-15.svg",
      url: "https://glic.example",
    },
    {
      id: 4,
      nameEn: "International EdTech Alliance",
      nameAr: "التحالف الدولي لتقنيات التعليم",
      image: "/images/logos/logo-16.svg",
      url: "https://edtech-alliance.example",
    },
    {
      id: 5,
      nameEn: "Regional Vocational Skills Network",
      nameAr: "الشبكة الإقليمية للمهارات المهنية",
      image: "/images/logos/logo-17.svg",
      url: "https://rvsn.example",
    },
    {
      id: 6,
      nameEn: "Sustainable Publishing Initiative",
      nameAr: "مبادرة النشر المستدام",
      image: "/images/logos/logo-18.svg",
      url: "https://sustainable-publishing.example",
    },
  ],

  // ---- About / group overview ---------------------------------------------------------
  "About.headSection": {
    titleEn: "Group Overview",
    titleAr: "نظرة عامة على المجموعة",
    subtitleEn: "One group for every stage of learning",
    subtitleAr: "مجموعة واحدة لكل مراحل التعلم",
    descriptionEn:
      "Manar Education & Publishing Group brings publishing, printing, curriculum design, digital learning and vocational training together under one roof. From our headquarters in Riyadh and our offices in Cairo, Kuwait City and Dubai, we serve learners in 18 countries.",
    descriptionAr:
      "تجمع مجموعة منار للتعليم والنشر تحت مظلة واحدة النشرَ والطباعة وتصميم المناهج والتعلم الرقمي والتدريب المهني. وننطلق من مقرنا الرئيسي في الرياض ومكاتبنا في القاهرة ومدينة الكويت ودبي لنخدم المتعلمين في 18 دولة.",
    image: "/images/banners/about.svg",
    video: null,
  },
  "About.purposeSection": {
    titleEn: "Our Purpose",
    titleAr: "غايتنا",
    descriptionEn:
      "We exist to make quality learning available to every learner in the Arab world: in their own language, rooted in their culture and ready for the future. Everything we publish, print, build or teach is measured against one question: does it help someone learn better?",
    descriptionAr:
      "نعمل كي يصل التعليم الجيد إلى كل متعلم في العالم العربي، بلغته، متجذراً في ثقافته، ومواكباً لمتطلبات المستقبل. وكل ما ننشره أو نطبعه أو نطوّره أو ندرّسه نقيسه بسؤال واحد: هل يساعد المتعلم على أن يتعلم بصورة أفضل؟",
    image: "/images/illustrations/ill-01.svg",
  },
  "About.whatwedoSection": {
    titleEn: "What We Do",
    titleAr: "ما نقدمه",
    descriptionEn:
      "Six connected businesses cover the full journey of a learning resource, from the first curriculum framework to the book in a student's hands and the skills they carry into work.",
    descriptionAr:
      "ستة قطاعات متكاملة تغطي رحلة المورد التعليمي كاملة، من أول إطار منهجي إلى الكتاب بين يدي الطالب، وصولاً إلى المهارات التي يحملها معه إلى سوق العمل.",
    image: "/images/illustrations/ill-02.svg",
    items: [
      {
        id: 1,
        titleEn: "School Publishing",
        titleAr: "النشر المدرسي",
        descriptionEn:
          "Textbooks, workbooks and leveled readers in Arabic and English from kindergarten to grade 12, aligned with national curricula in nine countries.",
        descriptionAr:
          "كتب مدرسية وكراسات تمارين وسلاسل قراءة متدرجة باللغتين العربية والإنجليزية من رياض الأطفال حتى الصف الثاني عشر، متوافقة مع المناهج الوطنية في تسع دول.",
        image: "/images/icons/icon-01.svg",
        link: "/solutions/k-12",
      },
      {
        id: 2,
        titleEn: "Printing & Distribution",
        titleAr: "الطباعة والتوزيع",
        descriptionEn:
          "High-volume offset and digital printing in Riyadh, backed by a logistics network that reaches more than 12,000 distribution points before the start of term.",
        descriptionAr:
          "طباعة أوفست ورقمية بكميات كبيرة في الرياض، تدعمها شبكة لوجستية تصل إلى أكثر من 12,000 نقطة توزيع قبل بدء العام الدراسي.",
        image: "/images/icons/icon-09.svg",
        link: "/solutions/publishing",
      },
      {
        id: 3,
        titleEn: "Curriculum Development",
        titleAr: "تطوير المناهج",
        descriptionEn:
          "Learning standards, scope-and-sequence documents and teacher guides developed hand in hand with ministries of education and school networks.",
        descriptionAr:
          "إعداد معايير التعلم ووثائق المدى والتتابع وأدلة المعلمين بالتعاون الوثيق مع وزارات التعليم وشبكات المدارس.",
        image: "/images/icons/icon-10.svg",
        link: "/solutions/k-12",
      },
      {
        id: 4,
        titleEn: "Digital Learning",
        titleAr: "التعلم الرقمي",
        descriptionEn:
          "Learning platforms, interactive content and mobile apps, including Qessatie and Rehlatie, used by more than one million learners.",
        descriptionAr:
          "منصات تعلّم ومحتوى تفاعلي وتطبيقات للأجهزة الذكية، منها «قصتي» و«رحلتي»، يستخدمها أكثر من مليون متعلم.",
        image: "/images/icons/icon-08.svg",
        link: "/solutions/higher-education",
      },
      {
        id: 5,
        titleEn: "Vocational Training",
        titleAr: "التدريب المهني",
        descriptionEn:
          "Technical programmes, technical-school operation and instructor development that connect young people with real jobs in industry.",
        descriptionAr:
          "برامج تقنية وتشغيل للمدارس المهنية وتأهيل للمدربين، تربط الشباب بفرص عمل حقيقية في القطاع الصناعي.",
        image: "/images/icons/icon-05.svg",
        link: "/solutions/vocational-education",
      },
      {
        id: 6,
        titleEn: "Educational Institutions",
        titleAr: "المؤسسات التعليمية",
        descriptionEn:
          "Three schools and academies of our own, in applied technology, international education and printing, where our methods are put to the test every day.",
        descriptionAr:
          "ثلاث مدارس وأكاديميات نديرها بأنفسنا في التقنية التطبيقية والتعليم الدولي والطباعة، نختبر فيها أساليبنا كل يوم.",
        image: "/images/icons/icon-02.svg",
        link: "/educational-institutions/international-academy",
      },
    ],
  },
  "About.whatwebrings": {
    titleEn: "What We Bring",
    titleAr: "ما الذي يميزنا",
    descriptionEn:
      "Partners choose Manar because we combine the reach of a regional group with the care of a specialist publisher.",
    descriptionAr: "يختار شركاؤنا منار لأننا نجمع بين انتشار مجموعة إقليمية وعناية ناشر متخصص.",
    image: "/images/illustrations/ill-03.svg",
    items: [
      {
        id: 1,
        titleEn: "Deep Regional Knowledge",
        titleAr: "معرفة عميقة بالمنطقة",
        descriptionEn:
          "Nearly four decades of work with ministries, schools and families across the Arab world mean our content fits the classroom it was written for.",
        descriptionAr:
          "قرابة أربعة عقود من العمل مع الوزارات والمدارس والأسر في أنحاء العالم العربي جعلت محتوانا ملائماً للفصل الدراسي الذي كُتب من أجله.",
        image: "/images/icons/icon-03.svg",
        link: "/about/markets",
      },
      {
        id: 2,
        titleEn: "End-to-End Capability",
        titleAr: "قدرات متكاملة من الفكرة إلى التسليم",
        descriptionEn:
          "Authoring, design, printing, digital production and delivery all sit within one group, so projects move faster and quality is controlled at every step.",
        descriptionAr:
          "التأليف والتصميم والطباعة والإنتاج الرقمي والتوزيع كلها داخل مجموعة واحدة، فتمضي المشاريع بوتيرة أسرع وتخضع الجودة للرقابة في كل مرحلة.",
        image: "/images/icons/icon-12.svg",
        link: null,
      },
      {
        id: 3,
        titleEn: "Quality at Scale",
        titleAr: "جودة على نطاق واسع",
        descriptionEn:
          "We print 4.2 million books a year to a single standard, supported by ISO-certified processes and independent editorial review.",
        descriptionAr:
          "نطبع 4.2 مليون كتاب سنوياً بمعيار واحد، وفق إجراءات حاصلة على شهادات الأيزو ومراجعة تحريرية مستقلة.",
        image: "/images/icons/icon-13.svg",
        link: "/solutions/publishing",
      },
      {
        id: 4,
        titleEn: "Long-Term Partnership",
        titleAr: "شراكات طويلة الأمد",
        descriptionEn:
          "Many of our partners have worked with us for more than fifteen years. We stay on after launch to train teachers, gather feedback and improve every edition.",
        descriptionAr:
          "يعمل كثير من شركائنا معنا منذ أكثر من خمسة عشر عاماً؛ فنحن لا نغادر بعد الإطلاق، بل نواصل تدريب المعلمين وجمع الملاحظات وتحسين كل طبعة جديدة.",
        image: "/images/icons/icon-14.svg",
        link: "/projects",
      },
    ],
  },
  "About.values": {
    titleEn: "Our Values",
    titleAr: "قيمنا",
    descriptionEn: "The principles that guide how we work with learners, with partners and with each other.",
    descriptionAr: "المبادئ التي توجّه تعاملنا مع المتعلمين والشركاء وفيما بيننا.",
    image: "/images/illustrations/ill-04.svg",
    items: [
      {
        id: 1,
        titleEn: "Learner First",
        titleAr: "المتعلم أولاً",
        descriptionEn: "Every decision starts with the student who will open the book or log in to the platform.",
        descriptionAr: "تبدأ قراراتنا كلها من الطالب الذي سيفتح الكتاب أو يدخل إلى المنصة.",
        image: "/images/icons/icon-07.svg",
        link: null,
      },
      {
        id: 2,
        titleEn: "Integrity",
        titleAr: "النزاهة",
        descriptionEn:
          "We are accurate in what we publish and honest in how we do business, with ministries, suppliers and colleagues alike.",
        descriptionAr: "نلتزم الدقة فيما ننشره والأمانة في تعاملاتنا، مع الوزارات والموردين والزملاء على حد سواء.",
        image: "/images/icons/icon-13.svg",
        link: null,
      },
      {
        id: 3,
        titleEn: "Excellence",
        titleAr: "التميّز",
        descriptionEn:
          "We hold our content, our printing and our service to the standards we would want for our own children.",
        descriptionAr: "نلتزم في محتوانا وطباعتنا وخدماتنا بالمعايير التي نرتضيها لأبنائنا.",
        image: "/images/icons/icon-11.svg",
        link: null,
      },
      {
        id: 4,
        titleEn: "Collaboration",
        titleAr: "التعاون",
        descriptionEn: "The best learning resources are built with teachers, not simply for them.",
        descriptionAr: "أفضل الموارد التعليمية تُبنى بمشاركة المعلمين، لا من أجلهم فحسب.",
        image: "/images/icons/icon-14.svg",
        link: null,
      },
      {
        id: 5,
        titleEn: "Innovation",
        titleAr: "الابتكار",
        descriptionEn:
          "We try new formats and technologies in our own classrooms before we recommend them to anyone else.",
        descriptionAr: "نجرّب الأساليب والتقنيات الجديدة في فصولنا الدراسية أولاً قبل أن نوصي بها غيرنا.",
        image: "/images/icons/icon-06.svg",
        link: null,
      },
      {
        id: 6,
        titleEn: "Responsibility",
        titleAr: "المسؤولية",
        descriptionEn: "We look after the communities we serve and the environment our paper comes from.",
        descriptionAr: "نرعى المجتمعات التي نخدمها، ونحافظ على البيئة التي يأتي منها الورق الذي نستخدمه.",
        image: "/images/icons/icon-16.svg",
        link: "/about/social-impact",
      },
    ],
  },
  "About.figures": {
    titleEn: "Manar in Figures",
    titleAr: "منار بالأرقام",
    descriptionEn: "A snapshot of the scale behind our work.",
    descriptionAr: "لمحة عن حجم أعمالنا وانتشارها.",
    image: "/images/illustrations/ill-05.svg",
    items: [
      {
        id: 1,
        number: "35+",
        titleEn: "Years of experience",
        titleAr: "عاماً من الخبرة",
        image: "/images/icons/icon-17.svg",
      },
      {
        id: 2,
        number: "12,000+",
        titleEn: "Distribution points",
        titleAr: "نقطة توزيع",
        image: "/images/icons/icon-18.svg",
      },
      {
        id: 3,
        number: "4.2M",
        titleEn: "Books printed every year",
        titleAr: "كتاب نطبعها سنوياً",
        image: "/images/icons/icon-09.svg",
      },
      { id: 4, number: "18", titleEn: "Countries served", titleAr: "دولة نخدمها", image: "/images/icons/icon-03.svg" },
      {
        id: 5,
        number: "2,400+",
        titleEn: "Titles in our catalogue",
        titleAr: "عنوان في قائمة إصداراتنا",
        image: "/images/icons/icon-01.svg",
      },
      {
        id: 6,
        number: "1.1M",
        titleEn: "Learners on our digital platforms",
        titleAr: "متعلم على منصاتنا الرقمية",
        image: "/images/icons/icon-08.svg",
      },
    ],
  },
  "About.OverViewPartnersHeadSection": {
    titleEn: "Our Partners",
    titleAr: "شركاؤنا",
    descriptionEn:
      "We work alongside school networks, universities, foundations and industry leaders who share our commitment to better learning.",
    descriptionAr: "نعمل جنباً إلى جنب مع شبكات مدارس وجامعات ومؤسسات وشركات رائدة تشاركنا الالتزام بتعليم أفضل.",
    image: "/images/illustrations/ill-06.svg",
  },
  "About.GetOverViewPartners": [
    {
      id: 1,
      nameEn: "Al Noor Schools Network",
      nameAr: "شبكة مدارس النور",
      image: "/images/logos/logo-01.svg",
      url: "https://alnoor-schools.example",
    },
    {
      id: 2,
      nameEn: "Gulf Horizon University",
      nameAr: "جامعة أفق الخليج",
      image: "/images/logos/logo-02.svg",
      url: "https://gulf-horizon.example",
    },
    {
      id: 3,
      nameEn: "Crescent Paper Mills",
      nameAr: "مصانع الهلال للورق",
      image: "/images/logos/logo-03.svg",
      url: "https://crescent-paper.example",
    },
    {
      id: 4,
      nameEn: "Levant Learning Foundation",
      nameAr: "مؤسسة بلاد الشام للتعلم",
      image: "/images/logos/logo-04.svg",
      url: "https://levant-learning.example",
    },
    {
      id: 5,
      nameEn: "Waha Telecom Academy",
      nameAr: "أكاديمية واحة للاتصالات",
      image: "/images/logos/logo-05.svg",
      url: "https://waha-telecom.example",
    },
    {
      id: 6,
      nameEn: "Baraem Early Years Nurseries",
      nameAr: "حضانات براعم للطفولة المبكرة",
      image: "/images/logos/logo-06.svg",
      url: null,
    },
    {
      id: 7,
      nameEn: "Sahab Cloud Services",
      nameAr: "سحاب للخدمات السحابية",
      image: "/images/logos/logo-07.svg",
      url: "https://sahab-cloud.example",
    },
    {
      id: 8,
      nameEn: "Arabian Routes Logistics",
      nameAr: "الطرق العربية للخدمات اللوجستية",
      image: "/images/logos/logo-08.svg",
      url: "https://arabian-routes.example",
    },
    {
      id: 9,
      nameEn: "Dar Al Maarifa Digital Library",
      nameAr: "مكتبة دار المعرفة الرقمية",
      image: "/images/logos/logo-09.svg",
      url: "https://maarifa-library.example",
    },
    {
      id: 10,
      nameEn: "Blue Coast Book Distributors",
      nameAr: "الساحل الأزرق لتوزيع الكتب",
      image: "/images/logos/logo-10.svg",
      url: null,
    },
    {
      id: 11,
      nameEn: "Sahara Skills Institute",
      nameAr: "معهد الصحراء للمهارات",
      image: "/images/logos/logo-11.svg",
      url: "https://sahara-skills.example",
    },
    {
      id: 12,
      nameEn: "Qalam Literacy Foundation",
      nameAr: "مؤسسة قلم لنشر القراءة",
      image: "/images/logos/logo-12.svg",
      url: "https://qalam-literacy.example",
    },
  ],

  // ---- History ---------------------------------------------------------------------
  "History.headSection": {
    titleEn: "Our History",
    titleAr: "تاريخنا",
    subtitleEn: "From a single workbook in 1987 to a regional learning group",
    subtitleAr: "من كراسة تمارين واحدة عام 1987 إلى مجموعة تعليمية إقليمية",
    descriptionEn:
      "Nearly four decades of steady growth, built on a simple belief: good learning materials change lives.",
    descriptionAr: "قرابة أربعة عقود من النمو المتواصل، قوامها قناعة بسيطة: المواد التعليمية الجيدة تغيّر حياة الناس.",
    image: "/images/banners/history.svg",
    video: null,
  },
  "History.historystorySection": {
    titleEn: "Our Story",
    titleAr: "قصتنا",
    descriptionEn: paragraphs(
      "Manar began in 1987 in a two-room office in Riyadh's Al Malaz district, where a team of five teachers and editors produced Arabic grammar workbooks for local schools. Their approach of writing with teachers, testing in real classrooms and revising every year quickly won the confidence of school principals across the Kingdom.",
      "Demand soon outgrew outside printers. In 1994 we opened our own printing plant in Riyadh, giving us full control of quality and delivery dates. Offices in Cairo and Kuwait City followed in 2001, bringing curriculum specialists from across the region into the group and opening new markets for our titles.",
      "Between 2009 and 2021 Manar grew from a publisher into a learning group. We opened the Applied Technology School in 2009, launched our digital learning platform from a new Dubai office in 2013 and welcomed the first students to Manar International Academy in 2016. The Printing Academy followed in 2021 to train the technicians our industry needs.",
      "Today Manar employs more than 1,800 people, prints 4.2 million books a year and reaches learners in 18 countries. The founding principle has not changed: every page, platform and programme must help someone learn better.",
    ),
    descriptionAr: paragraphs(
      "انطلقت منار عام 1987 من مكتب صغير من غرفتين في حي الملز بالرياض، حيث كان فريق من خمسة معلمين ومحررين يُعدّ كراسات قواعد اللغة العربية للمدارس المحلية. وسرعان ما كسب نهجهم ثقة مديري المدارس في أنحاء المملكة: الكتابة بمشاركة المعلمين، والتجربة في فصول دراسية حقيقية، والمراجعة كل عام.",
      "ومع تنامي الطلب لم تعد المطابع الخارجية قادرة على مواكبته، فافتتحنا عام 1994 مطبعتنا الخاصة في الرياض لنتحكم بالكامل في الجودة ومواعيد التسليم. ثم افتتحنا مكتبَي القاهرة ومدينة الكويت عام 2001، فانضم إلى المجموعة نخبة من متخصصي المناهج من أنحاء المنطقة، وانفتحت أمام إصداراتنا أسواق جديدة.",
      "وبين عامي 2009 و2021 تحوّلت منار من دار نشر إلى مجموعة تعليمية متكاملة؛ إذ افتتحنا مدرسة التقنية التطبيقية عام 2009، وأطلقنا منصتنا للتعلم الرقمي من مكتبنا الجديد في دبي عام 2013، واستقبلنا أول دفعة من طلاب أكاديمية منار الدولية عام 2016. ثم جاءت أكاديمية الطباعة عام 2021 لتؤهل الفنيين الذين تحتاج إليهم صناعتنا.",
      "واليوم يعمل في منار أكثر من 1,800 موظف، ونطبع 4.2 مليون كتاب سنوياً، ونصل إلى المتعلمين في 18 دولة. أما المبدأ الذي قامت عليه المجموعة فلم يتغير: كل صفحة ومنصة وبرنامج يجب أن يساعد المتعلم على أن يتعلم بصورة أفضل.",
    ),
    image: "/images/illustrations/ill-07.svg",
  },
  "History.historyyears": [
    {
      id: 1,
      year: 1987,
      titleEn: "Founded in Riyadh",
      titleAr: "التأسيس في الرياض",
      descriptionEn:
        "Manar Publishing House is established by a group of teachers and editors and publishes its first series of Arabic grammar workbooks.",
      descriptionAr:
        "تأسست دار منار للنشر على يد نخبة من المعلمين والمحررين، وأصدرت أولى سلاسلها في كراسات قواعد اللغة العربية.",
      image: "/images/illustrations/ill-08.svg",
    },
    {
      id: 2,
      year: 1994,
      titleEn: "Our Own Printing Plant",
      titleAr: "مطبعتنا الخاصة",
      descriptionEn:
        "We open a printing plant in Riyadh's Second Industrial City with two offset presses, taking full control of quality and delivery.",
      descriptionAr:
        "افتتحنا مطبعة في المدينة الصناعية الثانية بالرياض مجهزة بآلتَي طباعة أوفست، لنتولى بأنفسنا ضبط الجودة ومواعيد التسليم.",
      image: "/images/illustrations/ill-09.svg",
    },
    {
      id: 3,
      year: 2001,
      titleEn: "Regional Expansion",
      titleAr: "التوسع الإقليمي",
      descriptionEn:
        "Offices open in Cairo and Kuwait City, and a dedicated curriculum development unit begins working with ministries of education.",
      descriptionAr: "افتتاح مكتبَي القاهرة ومدينة الكويت، وإنشاء وحدة متخصصة في تطوير المناهج تعمل مع وزارات التعليم.",
      image: "/images/illustrations/ill-10.svg",
    },
    {
      id: 4,
      year: 2009,
      titleEn: "Applied Technology School",
      titleAr: "مدرسة التقنية التطبيقية",
      descriptionEn:
        "Our first educational institution opens in Riyadh, offering technical diplomas designed with employers to 180 founding students.",
      descriptionAr:
        "افتتاح أولى مؤسساتنا التعليمية في الرياض بدبلومات تقنية صُممت بالشراكة مع أصحاب العمل، واستقبال 180 طالباً في الدفعة الأولى.",
      image: "/images/illustrations/ill-11.svg",
    },
    {
      id: 5,
      year: 2013,
      titleEn: "Going Digital from Dubai",
      titleAr: "الانطلاقة الرقمية من دبي",
      descriptionEn:
        "Our Dubai office opens and launches the Manar Digital learning platform, followed a year later by the Qessatie reading app.",
      descriptionAr: "افتتاح مكتب دبي وإطلاق منصة «منار الرقمية» للتعلم، وتلاها بعد عام تطبيق «قصتي» للقراءة.",
      image: "/images/illustrations/ill-12.svg",
    },
    {
      id: 6,
      year: 2016,
      titleEn: "Manar International Academy",
      titleAr: "أكاديمية منار الدولية",
      descriptionEn:
        "The academy opens in Dubai with a bilingual international programme and has since grown to more than 1,600 students from 48 nationalities.",
      descriptionAr:
        "افتتاح الأكاديمية في دبي ببرنامج دولي ثنائي اللغة، وقد تجاوز عدد طلابها اليوم 1,600 طالب وطالبة من 48 جنسية.",
      image: "/images/illustrations/ill-13.svg",
    },
    {
      id: 7,
      year: 2021,
      titleEn: "Printing Academy",
      titleAr: "أكاديمية الطباعة",
      descriptionEn:
        "We turn three decades of print expertise into an academy that trains press operators, prepress specialists and production managers.",
      descriptionAr:
        "حوّلنا خبرة ثلاثة عقود في الطباعة إلى أكاديمية تؤهل مشغّلي المطابع وأخصائيي ما قبل الطباعة ومديري الإنتاج.",
      image: "/images/illustrations/ill-14.svg",
    },
    {
      id: 8,
      year: 2024,
      titleEn: "Solar-Powered Printing",
      titleAr: "طباعة بالطاقة الشمسية",
      descriptionEn:
        "A 2.5-megawatt solar installation now covers 40% of our Riyadh plant's energy needs, as annual output reaches 4.2 million books.",
      descriptionAr:
        "باتت منظومة طاقة شمسية بقدرة 2.5 ميغاواط تغطي 40% من احتياجات مطبعتنا في الرياض من الطاقة، فيما بلغ إنتاجنا السنوي 4.2 مليون كتاب.",
      image: "/images/illustrations/ill-15.svg",
    },
  ],

  // ---- Markets -------------------------------------------------------------------
  "Marketings.headSection": {
    titleEn: "Markets We Serve",
    titleAr: "الأسواق التي نخدمها",
    subtitleEn: "18 countries, one standard of quality",
    subtitleAr: "18 دولة ومعيار واحد للجودة",
    descriptionEn:
      "From the Gulf to North Africa, and on to learners of Arabic in Europe, North America and Asia, Manar's books and platforms go wherever there are classrooms to serve.",
    descriptionAr:
      "من الخليج إلى شمال أفريقيا، وصولاً إلى متعلمي العربية في أوروبا وأمريكا الشمالية وآسيا، تصل كتب منار ومنصاتها إلى كل فصل دراسي يحتاج إليها.",
    image: "/images/banners/markets.svg",
    video: null,
  },
  "Marketings.countries": [
    {
      id: 1,
      nameEn: "Saudi Arabia (KSA)",
      nameAr: "المملكة العربية السعودية",
      code: "SA",
      latitude: 24.7136,
      longitude: 46.6753,
    },
    { id: 2, nameEn: "Egypt", nameAr: "مصر", code: "EG", latitude: 30.0444, longitude: 31.2357 },
    { id: 3, nameEn: "Kuwait", nameAr: "الكويت", code: "KW", latitude: 29.3759, longitude: 47.9774 },
    {
      id: 4,
      nameEn: "United Arab Emirates",
      nameAr: "الإمارات العربية المتحدة",
      code: "AE",
      latitude: 24.4539,
      longitude: 54.3773,
    },
    { id: 5, nameEn: "Oman", nameAr: "سلطنة عُمان", code: "OM", latitude: 23.588, longitude: 58.3829 },
    { id: 6, nameEn: "Bahrain", nameAr: "البحرين", code: "BH", latitude: 26.2285, longitude: 50.586 },
    { id: 7, nameEn: "Qatar", nameAr: "قطر", code: "QA", latitude: 25.2854, longitude: 51.531 },
    { id: 8, nameEn: "Jordan", nameAr: "الأردن", code: "JO", latitude: 31.9454, longitude: 35.9284 },
    { id: 9, nameEn: "Djibouti", nameAr: "جيبوتي", code: "DJ", latitude: 11.5721, longitude: 43.1456 },
    { id: 10, nameEn: "Morocco", nameAr: "المغرب", code: "MA", latitude: 34.0209, longitude: -6.8416 },
    { id: 11, nameEn: "Sudan", nameAr: "السودان", code: "SD", latitude: 15.5007, longitude: 32.5599 },
    { id: 12, nameEn: "Tunisia", nameAr: "تونس", code: "TN", latitude: 36.8065, longitude: 10.1815 },
    { id: 13, nameEn: "Algeria", nameAr: "الجزائر", code: "DZ", latitude: 36.7538, longitude: 3.0588 },
    { id: 14, nameEn: "Iraq", nameAr: "العراق", code: "IQ", latitude: 33.3152, longitude: 44.3661 },
    { id: 15, nameEn: "Lebanon", nameAr: "لبنان", code: "LB", latitude: 33.8938, longitude: 35.5018 },
    {
      id: 16,
      nameEn: "United States",
      nameAr: "الولايات المتحدة الأمريكية",
      code: "US",
      latitude: 38.9072,
      longitude: -77.0369,
    },
    { id: 17, nameEn: "United Kingdom", nameAr: "المملكة المتحدة", code: "GB", latitude: 51.5074, longitude: -0.1278 },
    { id: 18, nameEn: "Malaysia", nameAr: "ماليزيا", code: "MY", latitude: 3.139, longitude: 101.6869 },
  ],
  "Marketings.textSection": {
    titleEn: "A Distribution Network Built Around the School Year",
    titleAr: "شبكة توزيع تواكب إيقاع العام الدراسي",
    descriptionEn:
      "Our logistics teams in Riyadh, Cairo, Kuwait City and Dubai deliver to more than 12,000 distribution points, including schools, bookshops, education directorates and university campuses, so that every order arrives before the first day of term. Digital titles reach the same learners instantly through our platforms and apps.",
    descriptionAr:
      "تتولى فرقنا اللوجستية في الرياض والقاهرة ومدينة الكويت ودبي التوصيل إلى أكثر من 12,000 نقطة توزيع، تشمل المدارس والمكتبات التجارية وإدارات التعليم والحرم الجامعية، ليصل كل طلب قبل اليوم الأول من العام الدراسي. أما الإصدارات الرقمية فتصل إلى المتعلمين أنفسهم فوراً عبر منصاتنا وتطبيقاتنا.",
    image: "/images/illustrations/ill-16.svg",
  },

  // ---- Social impact -------------------------------------------------------------
  "Sustainability.SustainabilityHeadSection": {
    titleEn: "Social Impact & Sustainability",
    titleAr: "الأثر الاجتماعي والاستدامة",
    subtitleEn: "Learning that gives back",
    subtitleAr: "تعليمٌ يعود بالخير على المجتمع",
    descriptionEn:
      "We measure our success not only in books printed, but in readers created, teachers supported and resources conserved.",
    descriptionAr:
      "لا نقيس نجاحنا بعدد الكتب التي نطبعها فحسب، بل بعدد القرّاء الذين نسهم في تنشئتهم، والمعلمين الذين ندعمهم، والموارد التي نحافظ عليها.",
    image: "/images/banners/social-impact.svg",
    video: null,
  },
  "Sustainability.SustainabilityText1": {
    descriptionEn:
      "As one of the region's largest educational publishers, we know that our work shapes childhoods. That is why 2% of the group's annual profit funds social-impact programmes that bring books, training and technology to the communities that need them most, designed and delivered with local schools, charities and governments.",
    descriptionAr:
      "بصفتنا من كبرى دور النشر التعليمي في المنطقة، ندرك أن عملنا يترك أثره في طفولة الملايين. ولذلك نخصص 2% من الأرباح السنوية للمجموعة لتمويل برامج الأثر الاجتماعي التي توصل الكتب والتدريب والتقنية إلى المجتمعات الأشد حاجة إليها، ونصممها وننفذها مع المدارس والجمعيات الخيرية والجهات الحكومية المحلية.",
  },
  "Sustainability.SustainabilityText2": {
    descriptionEn:
      "Sustainability runs through our operations too. Since 2019 we have cut energy use per printed book by 31%, moved all of our textbook paper to certified sustainable sources and recycled more than 9,000 tonnes of paper waste. Our target is a carbon-neutral Riyadh printing plant by 2030.",
    descriptionAr:
      "والاستدامة حاضرة في عملياتنا أيضاً؛ فمنذ عام 2019 خفّضنا استهلاك الطاقة لكل كتاب مطبوع بنسبة 31%، واعتمدنا كلياً على مصادر مستدامة معتمدة في ورق كتبنا المدرسية، وأعدنا تدوير أكثر من 9,000 طن من مخلفات الورق. وهدفنا أن تصبح مطبعتنا في الرياض محايدة كربونياً بحلول عام 2030.",
  },
  "Sustainability.GetSunSteps": [
    {
      id: 1,
      number: 1,
      titleEn: "Listen to the community",
      titleAr: "الإصغاء إلى المجتمع",
      image: "/images/steps/step-1.svg",
    },
    {
      id: 2,
      number: 2,
      titleEn: "Co-design with local partners",
      titleAr: "التصميم المشترك مع الشركاء المحليين",
      image: "/images/steps/step-2.svg",
    },
    {
      id: 3,
      number: 3,
      titleEn: "Deliver resources and training",
      titleAr: "توفير الموارد والتدريب",
      image: "/images/steps/step-3.svg",
    },
    {
      id: 4,
      number: 4,
      titleEn: "Measure and share the impact",
      titleAr: "قياس الأثر ومشاركته",
      image: "/images/steps/step-4.svg",
    },
  ],

  // ---- Subsidiaries ----------------------------------------------------------------
  "Subsidiaries.headSection": {
    titleEn: "Our Subsidiaries",
    titleAr: "شركاتنا التابعة",
    subtitleEn: "Specialist companies, one shared mission",
    subtitleAr: "شركات متخصصة تجمعها رسالة واحدة",
    descriptionEn:
      "Each Manar company leads in its own field while drawing on the shared editorial, technical and logistics strength of the group.",
    descriptionAr:
      "تتصدر كل شركة من شركات منار مجال تخصصها، مستفيدةً من القدرات التحريرية والتقنية واللوجستية المشتركة للمجموعة.",
    image: "/images/banners/subsidiaries.svg",
    video: null,
  },
  "Subsidiaries.subsidiaries": [
    {
      id: 1,
      titleEn: "Manar Publishing House",
      titleAr: "دار منار للنشر",
      descriptionEn:
        "The group's founding company, publishing more than 2,400 school and children's titles in Arabic and English.",
      descriptionAr:
        "الشركة المؤسِّسة للمجموعة، وتصدر أكثر من 2,400 عنوان مدرسي وقصصي للأطفال باللغتين العربية والإنجليزية.",
      image: "/images/illustrations/ill-17.svg",
      logo: "/images/logos/logo-19.svg",
      website: "https://manar-publishing.example",
      link: "/solutions/publishing",
    },
    {
      id: 2,
      titleEn: "Manar Print",
      titleAr: "منار للطباعة",
      descriptionEn:
        "One of the largest educational printing plants in the Gulf, producing 4.2 million books a year on offset and digital lines in Riyadh.",
      descriptionAr:
        "من أكبر مطابع الكتب التعليمية في الخليج، وتنتج 4.2 مليون كتاب سنوياً على خطوط طباعة أوفست ورقمية في الرياض.",
      image: "/images/illustrations/ill-18.svg",
      logo: "/images/logos/logo-20.svg",
      website: "https://manar-print.example",
      link: "/solutions/publishing",
    },
    {
      id: 3,
      titleEn: "Manar Curricula",
      titleAr: "منار للمناهج",
      descriptionEn:
        "Curriculum frameworks, textbook authoring and teacher guides for ministries of education and private school networks.",
      descriptionAr: "أطر مناهج وتأليف كتب مدرسية وأدلة للمعلمين لصالح وزارات التعليم وشبكات المدارس الخاصة.",
      image: "/images/illustrations/ill-19.svg",
      logo: "/images/logos/logo-21.svg",
      website: "https://manar-curricula.example",
      link: "/solutions/k-12",
    },
    {
      id: 4,
      titleEn: "Manar Digital",
      titleAr: "منار الرقمية",
      descriptionEn:
        "Learning platforms, interactive content and the Qessatie, Rehlatie and Manar Learn apps, used by 1.1 million learners.",
      descriptionAr: "منصات تعلّم ومحتوى تفاعلي وتطبيقات «قصتي» و«رحلتي» و«منار تعلّم»، يستخدمها 1.1 مليون متعلم.",
      image: "/images/illustrations/ill-20.svg",
      logo: "/images/logos/logo-22.svg",
      website: "https://manar-digital.example",
      link: "/solutions/higher-education",
    },
    {
      id: 5,
      titleEn: "Manar Distribution",
      titleAr: "منار للتوزيع",
      descriptionEn:
        "Warehousing and last-mile delivery to more than 12,000 distribution points, timed to each country's academic calendar.",
      descriptionAr:
        "التخزين والتوصيل حتى الوجهة النهائية إلى أكثر من 12,000 نقطة توزيع، وفق التقويم الدراسي لكل دولة.",
      image: "/images/illustrations/ill-21.svg",
      logo: "/images/logos/logo-23.svg",
      website: "https://manar-distribution.example",
      link: "/about/markets",
    },
    {
      id: 6,
      titleEn: "Manar Skills",
      titleAr: "منار للمهارات",
      descriptionEn:
        "Vocational training, technical-school operation and workforce programmes for governments and employers.",
      descriptionAr: "التدريب المهني وتشغيل المدارس التقنية وبرامج تأهيل القوى العاملة لصالح الحكومات وأصحاب العمل.",
      image: "/images/illustrations/ill-22.svg",
      logo: "/images/logos/logo-24.svg",
      website: "https://manar-skills.example",
      link: "/solutions/vocational-education",
    },
    {
      id: 7,
      titleEn: "Manar Arabic Institute",
      titleAr: "معهد منار للغة العربية",
      descriptionEn:
        "Arabic programmes for non-native speakers, taught online and in Cairo and Dubai using our own graded textbooks.",
      descriptionAr:
        "برامج لتعليم اللغة العربية للناطقين بغيرها، تُقدَّم عن بُعد وحضورياً في القاهرة ودبي بكتب متدرجة من إعدادنا.",
      image: "/images/illustrations/ill-23.svg",
      logo: "/images/logos/logo-15.svg",
      website: "https://manar-arabic.example",
      link: "/solutions/Teaching",
    },
    {
      id: 8,
      titleEn: "Manar Ventures",
      titleAr: "منار للاستثمار الجريء",
      descriptionEn:
        "Early-stage investment in Arab education technology startups, with access to the group's content, schools and distribution network.",
      descriptionAr:
        "استثمار في المراحل المبكرة للشركات الناشئة العربية في تقنيات التعليم، مع إتاحة محتوى المجموعة ومدارسها وشبكة توزيعها لها.",
      image: "/images/illustrations/ill-24.svg",
      logo: "/images/logos/logo-16.svg",
      website: "https://manar-ventures.example",
      link: "/solutions/investing-startups",
    },
  ],

  // ---- Contacts ----------------------------------------------------------------------
  "Contacts.ContactAreas": [
    {
      id: 1,
      nameEn: "Riyadh (Headquarters)",
      nameAr: "الرياض (المقر الرئيسي)",
      addressEn: "King Fahd Road, Al Olaya District, Riyadh 12214, Saudi Arabia",
      addressAr: "طريق الملك فهد، حي العليا، الرياض 12214، المملكة العربية السعودية",
      phones: ["+966112345678", "+966920012345"],
      email: "info@manar-group.example",
    },
    {
      id: 2,
      nameEn: "Cairo",
      nameAr: "القاهرة",
      addressEn: "90th Street, Fifth Settlement, New Cairo 11835, Egypt",
      addressAr: "شارع التسعين، التجمع الخامس، القاهرة الجديدة 11835، جمهورية مصر العربية",
      phones: ["+20225551234"],
      email: "cairo@manar-group.example",
    },
    {
      id: 3,
      nameEn: "Kuwait City",
      nameAr: "مدينة الكويت",
      addressEn: "Ahmad Al Jaber Street, Sharq, Kuwait City, Kuwait",
      addressAr: "شارع أحمد الجابر، منطقة شرق، مدينة الكويت، دولة الكويت",
      phones: ["+96522251234"],
      email: "kuwait@manar-group.example",
    },
    {
      id: 4,
      nameEn: "Dubai",
      nameAr: "دبي",
      addressEn: "Building 12, Dubai Knowledge Park, Dubai, United Arab Emirates",
      addressAr: "المبنى 12، حي دبي للمعرفة، دبي، الإمارات العربية المتحدة",
      phones: ["+97143671234"],
      email: "dubai@manar-group.example",
    },
  ],

  // ---- Certificates / exam centre -----------------------------------------------------
  "Certificates.headSection": {
    titleEn: "Exam Centre",
    titleAr: "مركز الاختبارات",
    subtitleEn: "Internationally recognised certification, close to home",
    subtitleAr: "شهادات معترف بها دولياً على مقربة منك",
    descriptionEn:
      "Manar's accredited exam centres in Riyadh, Cairo, Kuwait City and Dubai help students, teachers and professionals prove their skills with certificates valued by employers and universities.",
    descriptionAr:
      "تساعد مراكز الاختبارات المعتمدة التابعة لمنار في الرياض والقاهرة ومدينة الكويت ودبي الطلابَ والمعلمين والمهنيين على إثبات مهاراتهم بشهادات يقدّرها أصحاب العمل والجامعات.",
    image: "/images/banners/exam-center.svg",
    video: null,
  },
  "Certificates.secondSection": {
    titleEn: "Certification You Can Rely On",
    titleAr: "شهادات تستحق ثقتك",
    descriptionEn:
      "Every exam is run by trained invigilators in secure testing rooms, and results are issued through the awarding body's own verification system. Our teams also offer preparation courses, practice tests and flexible session dates throughout the year.",
    descriptionAr:
      "تُعقد جميع الاختبارات تحت إشراف مراقبين مدرَّبين وفي قاعات مؤمَّنة، وتصدر نتائجها عبر نظام التحقق الخاص بالجهة المانحة للشهادة. كما تقدم فرقنا دورات تحضيرية واختبارات تجريبية ومواعيد مرنة على مدار العام.",
    image: "/images/illustrations/ill-25.svg",
  },
  "Certificates.GetAll": [
    {
      id: 1,
      titleEn: "International English Proficiency Tests",
      titleAr: "اختبارات الكفاءة الدولية في اللغة الإنجليزية",
      descriptionEn:
        "We are an authorised centre for internationally recognised English tests used for university admission, employment and migration, with monthly paper-based and computer-delivered sessions.",
      descriptionAr:
        "نحن مركز معتمد لاختبارات اللغة الإنجليزية المعترف بها دولياً لأغراض القبول الجامعي والتوظيف والهجرة، ونعقد جلسات شهرية ورقية وإلكترونية.",
      image: "/images/illustrations/ill-26.svg",
    },
    {
      id: 2,
      titleEn: "Digital Literacy Certificate",
      titleAr: "شهادة المهارات الرقمية",
      descriptionEn:
        "A modular certificate covering computer essentials, online safety, word processing, spreadsheets and presentations, the benchmark for digital skills in schools and workplaces.",
      descriptionAr:
        "شهادة من وحدات متعددة تغطي أساسيات الحاسب والأمان على الإنترنت ومعالجة النصوص والجداول الحسابية والعروض التقديمية، وهي المرجع المعتمد لقياس المهارات الرقمية في المدارس وبيئات العمل.",
      image: "/images/illustrations/ill-27.svg",
    },
    {
      id: 3,
      titleEn: "Professional Teaching Certificate",
      titleAr: "الشهادة المهنية في التدريس",
      descriptionEn:
        "A practice-based qualification for new and aspiring teachers that combines classroom management, lesson design and assessment with an observed teaching practicum.",
      descriptionAr:
        "مؤهل تطبيقي للمعلمين الجدد والراغبين في دخول المهنة، يجمع بين إدارة الصف وتصميم الدروس والتقويم، مع تطبيق عملي في التدريس تحت الملاحظة.",
      image: "/images/illustrations/ill-28.svg",
    },
    {
      id: 4,
      titleEn: "Certified Printing Technician",
      titleAr: "شهادة فني الطباعة المعتمد",
      descriptionEn:
        "Assesses practical skills in offset press operation, colour management and print finishing. Developed with the Manar Printing Academy and industry employers.",
      descriptionAr:
        "تقيس المهارات العملية في تشغيل مطابع الأوفست وإدارة الألوان وتشطيب المطبوعات، وقد أُعدّت بالتعاون مع أكاديمية منار للطباعة وأصحاب العمل في القطاع.",
      image: "/images/illustrations/ill-29.svg",
    },
    {
      id: 5,
      titleEn: "Project Management Certification",
      titleAr: "شهادة إدارة المشاريع",
      descriptionEn:
        "Preparation and exam delivery for globally recognised project management credentials, from foundation level for new coordinators to advanced certification for experienced managers.",
      descriptionAr:
        "تحضير لاختبارات شهادات إدارة المشاريع المعترف بها عالمياً وعقدها، من المستوى التأسيسي لمنسقي المشاريع الجدد إلى الشهادات المتقدمة للمديرين ذوي الخبرة.",
      image: "/images/illustrations/ill-30.svg",
    },
    {
      id: 6,
      titleEn: "Arabic Language Proficiency Test",
      titleAr: "اختبار الكفاءة في اللغة العربية",
      descriptionEn:
        "A standardised test of reading, listening, writing and speaking for non-native speakers, reported on six levels and accepted by partner universities and employers.",
      descriptionAr:
        "اختبار معياري يقيس مهارات القراءة والاستماع والكتابة والمحادثة لدى الناطقين بغير العربية، وتُعلن نتائجه وفق ستة مستويات تعتمدها الجامعات وجهات العمل الشريكة.",
      image: "/images/illustrations/ill-31.svg",
    },
    {
      id: 7,
      titleEn: "Early Childhood Educator Certificate",
      titleAr: "شهادة معلم الطفولة المبكرة",
      descriptionEn:
        "Certifies the knowledge and skills needed to teach children aged three to eight, from play-based learning and early literacy to child safeguarding.",
      descriptionAr:
        "تُثبت امتلاك المعارف والمهارات اللازمة لتعليم الأطفال من سن الثالثة إلى الثامنة، بدءاً بالتعلم القائم على اللعب ومبادئ القراءة والكتابة المبكرة، وصولاً إلى حماية الطفل.",
      image: "/images/illustrations/ill-32.svg",
    },
    {
      id: 8,
      titleEn: "Occupational Health & Safety Certificate",
      titleAr: "شهادة الصحة والسلامة المهنية",
      descriptionEn:
        "A practical certificate for technicians and supervisors covering hazard identification, safe machine operation, fire safety and first response in workshops and plants.",
      descriptionAr:
        "شهادة عملية للفنيين والمشرفين تشمل تحديد المخاطر والتشغيل الآمن للآلات والوقاية من الحرائق والاستجابة الأولية في الورش والمصانع.",
      image: "/images/illustrations/ill-33.svg",
    },
  ],

  // ---- Educational institutions -------------------------------------------------------
  "EducationalInstitutions.GetEducationalInstitutionTechnologySchool": {
    titleEn: "Manar Applied Technology School",
    titleAr: "مدرسة منار للتقنية التطبيقية",
    subtitleEn: "Where skills meet industry",
    subtitleAr: "حيث تلتقي المهارة بالصناعة",
    descriptionEn:
      "A three-year technical secondary school in Riyadh that prepares young people for skilled careers in automation, energy, IT and maintenance.",
    descriptionAr:
      "مدرسة ثانوية تقنية مدة الدراسة فيها ثلاث سنوات في الرياض، تؤهل الشباب لمهن تتطلب مهارات عالية في الأتمتة والطاقة وتقنية المعلومات والصيانة.",
    image: "/images/banners/applied-technology-school.svg",
    video: null,
    aboutTitleEn: "About the School",
    aboutTitleAr: "عن المدرسة",
    aboutDescriptionEn: paragraphs(
      "Founded in 2009, the school combines a full secondary curriculum with hands-on technical training in workshops that mirror real industrial sites. Programmes are designed with employers, and every student completes a supervised industry placement in the final year.",
      "Graduates leave with a recognised technical diploma and professional certificates, and most are in work or further study within six months.",
    ),
    aboutDescriptionAr: paragraphs(
      "تأسست المدرسة عام 2009، وتجمع بين منهج ثانوي متكامل وتدريب تقني عملي في ورش تحاكي مواقع العمل الصناعية الحقيقية. وتُصمَّم برامجها بالشراكة مع أصحاب العمل، ويُتم كل طالب في سنته الأخيرة تدريباً ميدانياً تحت الإشراف في إحدى المنشآت.",
      "ويتخرج الطلاب حاملين دبلوماً تقنياً معتمداً وشهادات مهنية، ويلتحق معظمهم بسوق العمل أو يواصلون دراستهم خلال ستة أشهر من التخرج.",
    ),
    aboutImage: "/images/illustrations/ill-34.svg",
    programs: [
      {
        id: 1,
        titleEn: "Industrial Automation & Robotics",
        titleAr: "الأتمتة الصناعية والروبوتات",
        descriptionEn:
          "PLC programming, sensors and robotic cells, taught on the same equipment used in modern factories.",
        descriptionAr:
          "برمجة وحدات التحكم المنطقي والحساسات وخلايا الروبوت، على المعدات نفسها المستخدمة في المصانع الحديثة.",
        image: "/images/icons/icon-12.svg",
        link: null,
      },
      {
        id: 2,
        titleEn: "Renewable Energy Systems",
        titleAr: "أنظمة الطاقة المتجددة",
        descriptionEn:
          "Design, installation and maintenance of solar PV systems, from rooftop arrays to grid-connected plants.",
        descriptionAr:
          "تصميم أنظمة الطاقة الشمسية الكهروضوئية وتركيبها وصيانتها، من الألواح على أسطح المباني إلى المحطات المتصلة بالشبكة.",
        image: "/images/icons/icon-16.svg",
        link: null,
      },
      {
        id: 3,
        titleEn: "Networks & Cybersecurity",
        titleAr: "الشبكات والأمن السيبراني",
        descriptionEn:
          "Network administration, cloud fundamentals and security operations, with preparation for industry certifications.",
        descriptionAr:
          "إدارة الشبكات وأساسيات الحوسبة السحابية وعمليات الأمن السيبراني، مع التحضير للشهادات المهنية المعتمدة في القطاع.",
        image: "/images/icons/icon-08.svg",
        link: null,
      },
      {
        id: 4,
        titleEn: "Mechanical Maintenance",
        titleAr: "الصيانة الميكانيكية",
        descriptionEn:
          "Preventive and corrective maintenance of pumps, compressors and production lines, with a strong focus on safety.",
        descriptionAr: "الصيانة الوقائية والتصحيحية للمضخات والضواغط وخطوط الإنتاج، مع تركيز كبير على معايير السلامة.",
        image: "/images/icons/icon-05.svg",
        link: null,
      },
      {
        id: 5,
        titleEn: "Digital Media Production",
        titleAr: "إنتاج الوسائط الرقمية",
        descriptionEn:
          "Video, motion graphics and interactive content production, working on real briefs from Manar's digital learning teams.",
        descriptionAr:
          "إنتاج الفيديو والرسوم المتحركة والمحتوى التفاعلي، من خلال العمل على مشاريع حقيقية لفرق التعلم الرقمي في منار.",
        image: "/images/icons/icon-19.svg",
        link: "/solutions/vocational-education",
      },
    ],
    figures: [
      {
        id: 1,
        number: "1,200+",
        titleEn: "Students enrolled",
        titleAr: "طالب مسجّل",
        image: "/images/icons/icon-07.svg",
      },
      {
        id: 2,
        number: "86%",
        titleEn: "Graduates employed within six months",
        titleAr: "من الخريجين يعملون خلال ستة أشهر",
        image: "/images/icons/icon-20.svg",
      },
      {
        id: 3,
        number: "40+",
        titleEn: "Industry partners",
        titleAr: "شريكاً من قطاع الصناعة",
        image: "/images/icons/icon-14.svg",
      },
      {
        id: 4,
        number: "5",
        titleEn: "Technical specialisations",
        titleAr: "تخصصات تقنية",
        image: "/images/icons/icon-12.svg",
      },
    ],
  },
  "EducationalInstitutions.GetEducationalInstitutionTahea": {
    titleEn: "Manar International Academy",
    titleAr: "أكاديمية منار الدولية",
    subtitleEn: "A global outlook with Arabic roots",
    subtitleAr: "آفاق عالمية وجذور عربية",
    descriptionEn:
      "A bilingual school in Dubai, from kindergarten to grade 12, offering an international curriculum alongside strong Arabic language, Islamic studies and national identity programmes.",
    descriptionAr:
      "مدرسة ثنائية اللغة في دبي من رياض الأطفال حتى الصف الثاني عشر، تقدم منهجاً دولياً إلى جانب برامج قوية في اللغة العربية والتربية الإسلامية والهوية الوطنية.",
    image: "/images/banners/international-academy.svg",
    video: null,
    aboutTitleEn: "About the Academy",
    aboutTitleAr: "عن الأكاديمية",
    aboutDescriptionEn: paragraphs(
      "Opened in 2016, Manar International Academy serves more than 1,600 students from 48 nationalities. Small classes, specialist teachers and a purpose-built campus with science labs, a maker space and a 20,000-volume library give every student room to grow.",
      "The academy is also where the group pilots new books, platforms and teaching methods before they reach partner schools across the region.",
    ),
    aboutDescriptionAr: paragraphs(
      "افتُتحت أكاديمية منار الدولية عام 2016، ويدرس فيها اليوم أكثر من 1,600 طالب وطالبة من 48 جنسية. وتمنح الفصولُ الصغيرة والمعلمون المتخصصون والحرمُ المصمم خصيصاً، بمختبراته العلمية ومساحة الابتكار ومكتبته التي تضم 20,000 مجلد، كلَّ طالب فرصة النمو والتميز.",
      "كما أن الأكاديمية هي الميدان الذي تجرّب فيه المجموعة كتبها ومنصاتها وأساليبها التعليمية الجديدة قبل تعميمها على المدارس الشريكة في أنحاء المنطقة.",
    ),
    aboutImage: "/images/illustrations/ill-35.svg",
    programs: [
      {
        id: 1,
        titleEn: "Early Years",
        titleAr: "مرحلة الطفولة المبكرة",
        descriptionEn:
          "Play-based learning for ages three to five that builds language, curiosity and confidence in Arabic and English.",
        descriptionAr:
          "تعلّم قائم على اللعب للأطفال من سن الثالثة إلى الخامسة، ينمّي اللغة وحب الاستطلاع والثقة بالنفس بالعربية والإنجليزية.",
        image: "/images/icons/icon-07.svg",
        link: null,
      },
      {
        id: 2,
        titleEn: "Primary Years",
        titleAr: "المرحلة الابتدائية",
        descriptionEn:
          "A broad international curriculum with daily Arabic literacy, mathematics mastery and inquiry-based science.",
        descriptionAr:
          "منهج دولي شامل يتضمن حصصاً يومية في القراءة والكتابة بالعربية، وإتقان الرياضيات، والعلوم القائمة على الاستقصاء.",
        image: "/images/icons/icon-01.svg",
        link: null,
      },
      {
        id: 3,
        titleEn: "Middle Years",
        titleAr: "المرحلة المتوسطة",
        descriptionEn:
          "Project-based learning across subjects, with robotics, coding and a personal project every year.",
        descriptionAr: "تعلّم قائم على المشاريع في مختلف المواد، مع الروبوتات والبرمجة ومشروع شخصي في كل عام دراسي.",
        image: "/images/icons/icon-06.svg",
        link: null,
      },
      {
        id: 4,
        titleEn: "International Diploma",
        titleAr: "الدبلوم الدولي",
        descriptionEn:
          "Internationally recognised upper-secondary qualifications, supported by dedicated university and careers counselling.",
        descriptionAr:
          "مؤهلات دولية معترف بها للمرحلة الثانوية العليا، يرافقها إرشاد أكاديمي ومهني متخصص للالتحاق بالجامعات.",
        image: "/images/icons/icon-02.svg",
        link: null,
      },
      {
        id: 5,
        titleEn: "Arabic & Islamic Studies",
        titleAr: "اللغة العربية والتربية الإسلامية",
        descriptionEn:
          "Separate pathways for native and non-native speakers, taught with the group's own award-winning Arabic resources.",
        descriptionAr: "مساران منفصلان للناطقين بالعربية وللناطقين بغيرها، يُدرَّسان بموارد المجموعة الحائزة على جوائز.",
        image: "/images/icons/icon-10.svg",
        link: "/solutions/Teaching",
      },
      {
        id: 6,
        titleEn: "Learning Support & Gifted Programme",
        titleAr: "برنامج الدعم التعليمي ورعاية الموهوبين",
        descriptionEn: "Individual learning plans for students who need extra support or an additional challenge.",
        descriptionAr: "خطط تعلّم فردية للطلاب الذين يحتاجون إلى دعم إضافي أو إلى تحديات تفوق مستوى صفهم.",
        image: "/images/icons/icon-15.svg",
        link: null,
      },
    ],
    figures: [
      { id: 1, number: "1,600+", titleEn: "Students", titleAr: "طالب وطالبة", image: "/images/icons/icon-07.svg" },
      { id: 2, number: "48", titleEn: "Nationalities", titleAr: "جنسية", image: "/images/icons/icon-03.svg" },
      {
        id: 3,
        number: "1:12",
        titleEn: "Teacher-to-student ratio",
        titleAr: "نسبة المعلمين إلى الطلاب",
        image: "/images/icons/icon-14.svg",
      },
      {
        id: 4,
        number: "98%",
        titleEn: "University acceptance rate",
        titleAr: "نسبة القبول الجامعي لخريجينا",
        image: "/images/icons/icon-02.svg",
      },
    ],
  },
  "EducationalInstitutions.GetEducationalInstitutionPrinting": {
    titleEn: "Manar Printing Academy",
    titleAr: "أكاديمية منار للطباعة",
    subtitleEn: "Training the next generation of print professionals",
    subtitleAr: "نؤهل الجيل القادم من محترفي الطباعة",
    descriptionEn:
      "Hands-on diplomas and short courses in press operation, prepress, finishing and print management, taught inside a working production plant in Riyadh.",
    descriptionAr:
      "دبلومات ودورات قصيرة عملية في تشغيل المطابع وما قبل الطباعة والتشطيب وإدارة الطباعة، تُقدَّم داخل منشأة إنتاج عاملة في الرياض.",
    image: "/images/banners/printing-academy.svg",
    video: null,
    aboutTitleEn: "About the Academy",
    aboutTitleAr: "عن الأكاديمية",
    aboutDescriptionEn: paragraphs(
      "The Printing Academy was founded in 2021 to close a growing skills gap in the regional print and packaging industry. Trainees learn alongside experienced technicians on Manar Print's production floor, working on the same presses that print millions of textbooks each year.",
      "Courses are accredited, taught in Arabic and English, and open to school leavers, working technicians and companies training their own staff.",
    ),
    aboutDescriptionAr: paragraphs(
      "أُسست أكاديمية الطباعة عام 2021 لسد فجوة المهارات المتزايدة في قطاع الطباعة والتغليف في المنطقة. ويتدرب المنتسبون إلى جانب فنيين متمرسين في صالة الإنتاج بمطبعة منار، على المطابع نفسها التي تطبع ملايين الكتب المدرسية كل عام.",
      "والدورات معتمدة وتُقدَّم باللغتين العربية والإنجليزية، وهي متاحة لخريجي المدارس والفنيين العاملين والشركات التي ترغب في تدريب موظفيها.",
    ),
    aboutImage: "/images/illustrations/ill-36.svg",
    programs: [
      {
        id: 1,
        titleEn: "Offset Press Operation",
        titleAr: "تشغيل مطابع الأوفست",
        descriptionEn: "Set-up, make-ready, colour control and maintenance on sheet-fed and web offset presses.",
        descriptionAr: "إعداد مطابع الأوفست ذات الأفرخ والبكرات وتجهيزها للتشغيل وضبط الألوان وصيانتها.",
        image: "/images/icons/icon-09.svg",
        link: null,
      },
      {
        id: 2,
        titleEn: "Prepress & Colour Management",
        titleAr: "ما قبل الطباعة وإدارة الألوان",
        descriptionEn:
          "File preparation, imposition, platemaking and colour profiling to international print standards.",
        descriptionAr:
          "تجهيز الملفات وترتيب الصفحات للطباعة وإعداد الألواح ومعايرة الألوان وفق المعايير الدولية للطباعة.",
        image: "/images/icons/icon-10.svg",
        link: null,
      },
      {
        id: 3,
        titleEn: "Print Finishing & Bookbinding",
        titleAr: "التشطيب والتجليد",
        descriptionEn:
          "Cutting, folding, saddle-stitching, perfect binding and quality inspection for books and magazines.",
        descriptionAr: "القص والطي والتدبيس والتجليد بالغراء وفحص الجودة للكتب والمجلات.",
        image: "/images/icons/icon-01.svg",
        link: null,
      },
      {
        id: 4,
        titleEn: "Digital & Packaging Printing",
        titleAr: "الطباعة الرقمية وطباعة العبوات",
        descriptionEn:
          "Short-run digital production, variable-data printing and the fundamentals of packaging design and print.",
        descriptionAr: "الإنتاج الرقمي للكميات المحدودة، والطباعة بالبيانات المتغيرة، وأساسيات تصميم العبوات وطباعتها.",
        image: "/images/icons/icon-08.svg",
        link: null,
      },
      {
        id: 5,
        titleEn: "Print Production Management",
        titleAr: "إدارة إنتاج الطباعة",
        descriptionEn: "Planning, costing, scheduling and lean production for supervisors and managers.",
        descriptionAr:
          "التخطيط وحساب التكاليف وجدولة الإنتاج وتطبيق مبادئ الإنتاج الرشيق، وهو موجّه إلى المشرفين والمديرين.",
        image: "/images/icons/icon-04.svg",
        link: "/solutions/publishing",
      },
    ],
    figures: [
      { id: 1, number: "900+", titleEn: "Graduates", titleAr: "خريج وخريجة", image: "/images/icons/icon-02.svg" },
      {
        id: 2,
        number: "92%",
        titleEn: "Job placement rate",
        titleAr: "نسبة التوظيف",
        image: "/images/icons/icon-20.svg",
      },
      {
        id: 3,
        number: "6",
        titleEn: "Production lines for training",
        titleAr: "خطوط إنتاج للتدريب",
        image: "/images/icons/icon-09.svg",
      },
      {
        id: 4,
        number: "24",
        titleEn: "Weeks in the core diploma",
        titleAr: "أسبوعاً مدة الدبلوم الأساسي",
        image: "/images/icons/icon-17.svg",
      },
    ],
  },

  // ---- Home ---------------------------------------------------------------------
  "home.headSection": {
    titleEn: "Shaping the Future of Learning in the Arab World",
    titleAr: "نصنع مستقبل التعلم في العالم العربي",
    subtitleEn: "Publishing, printing, curricula, digital learning and vocational training",
    subtitleAr: "النشر والطباعة والمناهج والتعلم الرقمي والتدريب المهني",
    descriptionEn:
      "For more than 35 years, Manar has helped schools, universities, companies and governments deliver learning that lasts.",
    descriptionAr:
      "على مدى أكثر من 35 عاماً، تساعد منار المدارس والجامعات والشركات والحكومات على تقديم تعليم يدوم أثره.",
    image: "/images/banners/home.svg",
    video: null,
  },
  "home.aboutSection": {
    titleEn: "About Manar",
    titleAr: "عن منار",
    descriptionEn:
      "Manar Education & Publishing Group is a Riyadh-based learning company with offices in Cairo, Kuwait City and Dubai. We write and print school books, design curricula, build digital learning platforms, train the technical workforce and run three educational institutions, reaching learners in 18 countries through more than 12,000 distribution points.",
    descriptionAr:
      "مجموعة منار للتعليم والنشر مجموعة تعليمية مقرها الرياض، ولها مكاتب في القاهرة ومدينة الكويت ودبي. نؤلف الكتب المدرسية ونطبعها، ونصمم المناهج، ونطوّر منصات التعلم الرقمي، ونؤهل الكوادر التقنية، وندير ثلاث مؤسسات تعليمية، لنصل إلى المتعلمين في 18 دولة عبر أكثر من 12,000 نقطة توزيع.",
    image: "/images/illustrations/ill-37.svg",
  },
  "home.whoweserve": {
    titleEn: "Who We Serve",
    titleAr: "الجهات التي نخدمها",
    descriptionEn: "Solutions shaped around the needs of each partner.",
    descriptionAr: "حلول مصممة وفق احتياجات كل شريك.",
    image: null,
    items: [
      {
        id: 1,
        titleEn: "Schools",
        titleAr: "المدارس",
        descriptionEn:
          "Textbooks, leveled readers, digital platforms and teacher training for public and private schools from kindergarten to grade 12.",
        descriptionAr:
          "كتب مدرسية وسلاسل قراءة متدرجة ومنصات رقمية وتدريب للمعلمين في المدارس الحكومية والخاصة من رياض الأطفال حتى الصف الثاني عشر.",
        image: "/images/icons/icon-01.svg",
        link: "/solutions/k-12",
      },
      {
        id: 2,
        titleEn: "Universities",
        titleAr: "الجامعات",
        descriptionEn:
          "Content digitisation, English language programmes and faculty development for colleges and universities.",
        descriptionAr: "رقمنة المحتوى وبرامج اللغة الإنجليزية وتطوير قدرات أعضاء هيئة التدريس في الكليات والجامعات.",
        image: "/images/icons/icon-02.svg",
        link: "/solutions/higher-education",
      },
      {
        id: 3,
        titleEn: "Companies",
        titleAr: "الشركات",
        descriptionEn:
          "Workforce training programmes, digital academies and learning strategy for organisations of every size.",
        descriptionAr: "برامج لتدريب الموظفين وأكاديميات رقمية واستراتيجيات تعلّم للمؤسسات بمختلف أحجامها.",
        image: "/images/icons/icon-04.svg",
        link: "/solutions/corporates",
      },
      {
        id: 4,
        titleEn: "Governments & Partners",
        titleAr: "الحكومات والشركاء",
        descriptionEn:
          "Curriculum reform, vocational education systems and large-scale delivery programmes for ministries and development agencies.",
        descriptionAr:
          "إصلاح المناهج وبناء منظومات التعليم المهني وتنفيذ البرامج واسعة النطاق لصالح الوزارات وهيئات التنمية.",
        image: "/images/icons/icon-14.svg",
        link: "/solutions/vocational-education",
      },
    ],
  },
  "home.latestadditions": {
    titleEn: "Latest Additions",
    titleAr: "أحدث الإضافات",
    descriptionEn: "New titles, programmes and services from across the group.",
    descriptionAr: "إصدارات وبرامج وخدمات جديدة من مختلف شركات المجموعة.",
    image: null,
    items: [
      {
        id: 1,
        titleEn: "Al-Adwaa Science Series, 2025 Edition",
        titleAr: "سلسلة الأضواء للعلوم، طبعة 2025",
        descriptionEn:
          "Fully revised science textbooks for grades 1 to 6, with augmented-reality experiments that students can launch from any page.",
        descriptionAr:
          "كتب علوم منقحة بالكامل للصفوف من الأول إلى السادس، تتضمن تجارب بتقنية الواقع المعزز يمكن للطلاب تشغيلها من أي صفحة.",
        image: "/images/illustrations/ill-38.svg",
        link: "/solutions/k-12",
      },
      {
        id: 2,
        titleEn: "Arabic for Professionals, Online",
        titleAr: "العربية للمهنيين عن بُعد",
        descriptionEn:
          "A 12-week live online course that teaches workplace Arabic to non-native speakers, from first greetings to chairing meetings.",
        descriptionAr:
          "دورة مباشرة عبر الإنترنت مدتها 12 أسبوعاً لتعليم عربية بيئة العمل للناطقين بغيرها، من عبارات التحية الأولى إلى إدارة الاجتماعات.",
        image: "/images/illustrations/ill-39.svg",
        link: "/solutions/Teaching",
      },
      {
        id: 3,
        titleEn: "New High-Speed Digital Press Line",
        titleAr: "خط جديد للطباعة الرقمية عالية السرعة",
        descriptionEn:
          "Manar Print has added an inkjet line for short runs, cutting turnaround for customised school editions to five working days.",
        descriptionAr:
          "أضافت منار للطباعة خطاً للطباعة النافثة للحبر مخصصاً للكميات المحدودة، ما يقلص مدة إنجاز الطبعات المدرسية المخصصة إلى خمسة أيام عمل.",
        image: "/images/illustrations/ill-40.svg",
        link: "/solutions/publishing",
      },
      {
        id: 4,
        titleEn: "Faculty Development Programme",
        titleAr: "برنامج تطوير أعضاء هيئة التدريس",
        descriptionEn:
          "A blended programme that helps university lecturers design active, technology-rich courses. Registration is open for the autumn intake.",
        descriptionAr:
          "برنامج مدمج يساعد أعضاء هيئة التدريس الجامعي على تصميم مقررات تفاعلية غنية بالتقنية، والتسجيل مفتوح الآن لدفعة الخريف.",
        image: "/images/illustrations/ill-41.svg",
        link: "/solutions/higher-education",
      },
      {
        id: 5,
        titleEn: "Fourth EdTech Startup Cohort",
        titleAr: "الدفعة الرابعة من الشركات الناشئة في تقنيات التعليم",
        descriptionEn:
          "Applications are open for our fourth cohort of education technology startups, with seed funding and pilots in partner schools.",
        descriptionAr:
          "باب التقديم مفتوح للدفعة الرابعة من الشركات الناشئة في تقنيات التعليم، مع تمويل تأسيسي وفرص لتجربة حلولها في المدارس الشريكة.",
        image: "/images/illustrations/ill-42.svg",
        link: "/solutions/investing-startups",
      },
      {
        id: 6,
        titleEn: "Occupational Safety Certificate",
        titleAr: "شهادة الصحة والسلامة المهنية",
        descriptionEn:
          "Our exam centres now offer the occupational health and safety certificate in both Arabic and English.",
        descriptionAr: "باتت مراكز الاختبارات لدينا تقدم شهادة الصحة والسلامة المهنية باللغتين العربية والإنجليزية.",
        image: "/images/illustrations/ill-43.svg",
        link: "/educational-certificates/exam-center",
      },
    ],
  },
  "WhatWeDo.GetAll": [
    {
      id: 1,
      titleEn: "K-12 Education",
      titleAr: "التعليم العام",
      descriptionEn:
        "Curricula, textbooks, readers and digital tools that help schools raise achievement from kindergarten to grade 12.",
      descriptionAr:
        "مناهج وكتب مدرسية وسلاسل قراءة وأدوات رقمية تساعد المدارس على رفع مستوى التحصيل من رياض الأطفال حتى الصف الثاني عشر.",
      image: "/images/illustrations/ill-44.svg",
      link: "/solutions/k-12",
    },
    {
      id: 2,
      titleEn: "Higher Education",
      titleAr: "التعليم العالي",
      descriptionEn:
        "Faculty development, content digitisation and English language programmes for universities and colleges.",
      descriptionAr: "تطوير أعضاء هيئة التدريس ورقمنة المحتوى وبرامج اللغة الإنجليزية للجامعات والكليات.",
      image: "/images/illustrations/ill-45.svg",
      link: "/solutions/higher-education",
    },
    {
      id: 3,
      titleEn: "Publishing",
      titleAr: "النشر",
      descriptionEn:
        "Editing, design, printing and distribution of books and magazines, from a single title to national textbook programmes.",
      descriptionAr:
        "التحرير والتصميم والطباعة والتوزيع للكتب والمجلات، من عنوان واحد إلى برامج الكتب المدرسية على المستوى الوطني.",
      image: "/images/illustrations/ill-46.svg",
      link: "/solutions/publishing",
    },
    {
      id: 4,
      titleEn: "Vocational Education",
      titleAr: "التعليم المهني",
      descriptionEn:
        "Policy advice, technical-school operation, curricula and instructor training that link education to employment.",
      descriptionAr: "استشارات في السياسات وتشغيل للمدارس التقنية ومناهج وتأهيل للمدربين، تربط التعليم بسوق العمل.",
      image: "/images/illustrations/ill-47.svg",
      link: "/solutions/vocational-education",
    },
    {
      id: 5,
      titleEn: "Corporate Learning",
      titleAr: "حلول التعلم للشركات",
      descriptionEn: "Workforce capability programmes, digitised training and learning strategy for organisations.",
      descriptionAr: "برامج لبناء قدرات الموظفين، ورقمنة التدريب، واستراتيجيات التعلم للمؤسسات.",
      image: "/images/illustrations/ill-48.svg",
      link: "/solutions/corporates",
    },
    {
      id: 6,
      titleEn: "Investing in Startups",
      titleAr: "الاستثمار في الشركات الناشئة",
      descriptionEn:
        "Funding, mentoring and market access for founders building the future of education in the region.",
      descriptionAr: "تمويل وإرشاد وتسهيل الوصول إلى الأسواق لرواد الأعمال الذين يبنون مستقبل التعليم في المنطقة.",
      image: "/images/illustrations/ill-21.svg",
      link: "/solutions/investing-startups",
    },
  ],

  // ---- Projects page -------------------------------------------------------------
  "ProjectsPage.ProjectPageHeadSection": {
    titleEn: "Our Projects",
    titleAr: "مشاريعنا",
    subtitleEn: "Programmes delivered with partners in 18 countries",
    subtitleAr: "برامج ننفذها مع شركائنا في 18 دولة",
    descriptionEn:
      "From national textbook programmes to digital academies, explore the work we have delivered with ministries, schools and companies.",
    descriptionAr:
      "من برامج الكتب المدرسية الوطنية إلى الأكاديميات الرقمية، تعرّف على المشاريع التي أنجزناها مع الوزارات والمدارس والشركات.",
    image: "/images/banners/projects.svg",
    video: null,
  },
  "ProjectsPage.ProjectPageSecondSection": {
    titleEn: "Delivering Learning at Scale",
    titleAr: "تعليم يصل إلى الملايين",
    descriptionEn:
      "Every project brings the group's specialists together, from curriculum designers and editors to printers, engineers and trainers, in a single delivery team accountable for results. Here are some of the partnerships we are proudest of.",
    descriptionAr:
      "يجمع كل مشروع متخصصي المجموعة، من مصممي المناهج والمحررين إلى فنيي الطباعة والمهندسين والمدربين، في فريق تنفيذ واحد مسؤول عن تحقيق النتائج. وهذه بعض الشراكات التي نعتز بها.",
    image: "/images/illustrations/ill-22.svg",
  },

  // ---- Social links --------------------------------------------------------------------
  // Deliberately not in display order: the footer filters hidden links and sorts by `order`.
  "Social.GetAllSocialLinks": [
    { id: 1, name: "facebook", url: "https://www.facebook.com/manargroup.example", isHidden: false, order: 3 },
    { id: 2, name: "instagram", url: "https://www.instagram.com/manargroup.example", isHidden: false, order: 1 },
    { id: 3, name: "linkedin", url: "https://www.linkedin.com/company/manargroup.example", isHidden: false, order: 5 },
    { id: 4, name: "twitter", url: "https://twitter.com/manargroup.example", isHidden: false, order: 2 },
    { id: 5, name: "youtube", url: "https://www.youtube.com/@manargroup.example", isHidden: false, order: 4 },
    { id: 6, name: "tiktok", url: "https://www.tiktok.com/@manargroup.example", isHidden: true, order: 0 },
    { id: 7, name: "snapchat", url: "https://www.snapchat.com/add/manargroup.example", isHidden: false, order: 6 },
  ],
} satisfies Pick<AuthoredDocuments, CorporateKey>;

export const corporateHeads: DerivedHeads = {
  "home.latestprojects": {
    titleEn: "Latest Projects",
    titleAr: "أحدث المشاريع",
    descriptionEn: "A selection of recent programmes delivered with our partners across the region.",
    descriptionAr: "مختارات من أحدث البرامج التي نفذناها مع شركائنا في أنحاء المنطقة.",
    image: null,
  },
  "home.latestnews": {
    titleEn: "Latest News",
    titleAr: "آخر الأخبار",
    descriptionEn: "Announcements, milestones and stories from across Manar.",
    descriptionAr: "إعلانات وإنجازات وقصص من مختلف شركات منار.",
    image: null,
  },
};

const titleText: Record<TitleCode, Omit<TitleSeed, "code">> = {
  home: { titleEn: "Home", titleAr: "الرئيسية" },
  groupOverview: { titleEn: "Group Overview", titleAr: "نظرة عامة على المجموعة" },
  subsidiaries: { titleEn: "Our Subsidiaries", titleAr: "شركاتنا التابعة" },
  markets: { titleEn: "Markets We Serve", titleAr: "الأسواق التي نخدمها" },
  awards: { titleEn: "Awards & Recognition", titleAr: "الجوائز والتكريمات" },
  history: { titleEn: "Our History", titleAr: "تاريخنا" },
  socialImpact: { titleEn: "Social Impact & Sustainability", titleAr: "الأثر الاجتماعي والاستدامة" },
  k12: { titleEn: "K-12 Education", titleAr: "التعليم العام" },
  higherEducation: { titleEn: "Higher Education", titleAr: "التعليم العالي" },
  publishing: { titleEn: "Publishing", titleAr: "النشر" },
  vocationalEducation: { titleEn: "Vocational Education", titleAr: "التعليم المهني" },
  corporates: { titleEn: "Corporate Learning", titleAr: "حلول التعلم للشركات" },
  teaching: { titleEn: "Teaching Arabic as a Foreign Language", titleAr: "تعليم العربية للناطقين بغيرها" },
  investingStartups: { titleEn: "Investing in Startups", titleAr: "الاستثمار في الشركات الناشئة" },
  projects: { titleEn: "Our Projects", titleAr: "مشاريعنا" },
  printingAcademy: { titleEn: "Printing Academy", titleAr: "أكاديمية الطباعة" },
  appliedTechnologySchool: { titleEn: "Applied Technology School", titleAr: "مدرسة التقنية التطبيقية" },
  internationalAcademy: { titleEn: "International Academy", titleAr: "الأكاديمية الدولية" },
  examCenter: { titleEn: "Exam Centre", titleAr: "مركز الاختبارات" },
  contactUs: { titleEn: "Contact Us", titleAr: "تواصل معنا" },
  news: { titleEn: "News", titleAr: "الأخبار" },
  blogs: { titleEn: "Blog", titleAr: "المدونة" },
  capabilityBuilding: { titleEn: "Capability Building", titleAr: "بناء القدرات" },
  digitalLearning: { titleEn: "Digital Learning", titleAr: "التعلم الرقمي" },
  publishingSolutions: { titleEn: "Publishing Solutions", titleAr: "حلول النشر" },
  softwareDevelopment: { titleEn: "Software Development", titleAr: "تطوير البرمجيات" },
};

export const titles: TitleSeed[] = TITLE_CODES.map((code) => ({ code, ...titleText[code] }));
