/**
 * Seed content: the solution pages and service-area pages (SPEC section 7, "Service areas").
 *
 * The English category titles are load-bearing, so do not reword or reorder them:
 * - service sliders link to in-page anchors built from `titleEn` (lowercased, "& " removed,
 *   spaces to hyphens), and the SPEC lists those anchors ("Solution page anchors");
 * - the vocational page reads its services by index (0-2 in the intro, 3 technical schools,
 *   4 curricula, 5 educators' capability, 6 digitization) and K-12 reads products by position
 *   (2 is Rehlatie, 3 international curricula, 7 early childhood) and service 3 as digitization.
 *
 * Ids are unique across the whole file and follow one scheme so that additions never collide:
 * categories have three digits by area (101 K-12 services, 201 K-12 products, 301/311 higher
 * education services/products, 401/411 publishing, 501 vocational, 601 corporates, 701 teaching
 * Arabic, 801 startups, 901 capability building, 951 digital learning); a content item is its
 * category id × 10 + n, a list detail its content item id × 10 + n, and a list item its detail
 * id × 10 + n. Cards (digital learning teams and robust content, software development) use 11-36.
 */
import type { AuthoredDocuments } from "../types";

type ServiceCategory = AuthoredDocuments["OfferingK2.GetOfferingCategoriesServices"]["services"][number];

// ---- K-12 -------------------------------------------------------------------------------

/** Order matters: index 3 must stay "Digitization of Content". */
const k12Services: ServiceCategory[] = [
  {
    id: 101,
    titleEn: "Curricula Development",
    titleAr: "تطوير المناهج",
    image: "/images/illustrations/ill-02.svg",
    serviceCategoryServicesContents: [
      {
        id: 1011,
        titleEn: "Standards-Aligned Curriculum Design",
        titleAr: "تصميم مناهج متوافقة مع المعايير",
        descriptionEn:
          "<p>Our curriculum teams work with ministries of education and private school networks to design complete learning programmes, from scope-and-sequence frameworks to the student book on the desk. Every programme starts from the national standards and learning outcomes of the country it serves.</p><p>Subject specialists, instructional designers and experienced teachers write, review and pilot every unit together, so that content is accurate, appropriate for the age group and realistic to teach within the school timetable.</p><p>Each programme ships with teacher guides, assessment banks and digital companions, making it straightforward for schools to adopt and for supervisors to monitor.</p>",
        descriptionAr:
          "<p>تعمل فرق المناهج لدينا مع وزارات التعليم وشبكات المدارس الأهلية على تصميم برامج تعليمية متكاملة، بدءًا من أُطر المدى والتتابع وصولًا إلى كتاب الطالب على مقعده. وتنطلق برامجنا جميعها من المعايير الوطنية ونواتج التعلم المعتمدة في البلد الذي نخدمه.</p><p>ويشترك المتخصصون في المواد الدراسية ومصممو التعليم والمعلمون ذوو الخبرة في تأليف كل وحدة ومراجعتها وتجريبها، لضمان دقة المحتوى وملاءمته للفئة العمرية وإمكانية تدريسه ضمن الخطة الدراسية.</p><p>ويرافق كلَّ برنامج دليلٌ للمعلم وبنوكٌ للتقويم ومكوّناتٌ رقمية مساندة، مما ييسّر على المدارس اعتماده وعلى المشرفين متابعة تطبيقه.</p>",
        image: "/images/illustrations/ill-03.svg",
        serviceContentListDetails: [
          {
            id: 10111,
            titleEn: "What we deliver",
            titleAr: "ما نقدّمه",
            descriptionEn: "A curriculum development engagement typically includes:",
            descriptionAr: "تشمل مشاريع تطوير المناهج عادةً ما يلي:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 101111,
                image: "/images/icons/icon-04.svg",
                titleEn: "Curriculum frameworks and scope-and-sequence documents",
                titleAr: "أُطر المناهج ووثائق المدى والتتابع",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 101112,
                image: "/images/icons/icon-01.svg",
                titleEn: "Student books and activity workbooks",
                titleAr: "كتب الطالب وكراسات النشاط",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 101113,
                image: "/images/icons/icon-10.svg",
                titleEn: "Teacher guides and lesson plans",
                titleAr: "أدلة المعلم وخطط الدروس",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 101114,
                image: "/images/icons/icon-12.svg",
                titleEn: "Assessment banks and marking rubrics",
                titleAr: "بنوك الأسئلة وسلالم التقدير",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 101115,
                image: "/images/icons/icon-06.svg",
                titleEn: "Pilot studies and curriculum evaluation",
                titleAr: "دراسات التجريب وتقويم المناهج",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 1012,
        titleEn: "Curriculum Review and Localization",
        titleAr: "مراجعة المناهج وتوطينها",
        descriptionEn:
          "<p>Many schools already run strong programmes that need renewing rather than replacing. Our reviewers audit existing curricula against current national standards, map gaps and overlaps between grades, and recommend focused revisions that schools can introduce within a single academic year.</p><p>When a school adopts an international programme, we adapt its examples, names, images and contexts so that they reflect Arab culture and national identity, while preserving the academic rigour and assessment model of the original.</p>",
        descriptionAr:
          "<p>تعمل كثير من المدارس وفق برامج قوية تحتاج إلى تجديد لا إلى استبدال. لذا يُجري مراجعونا تدقيقًا للمناهج القائمة في ضوء المعايير الوطنية الحالية، ويرصدون الفجوات والتكرار بين الصفوف، ويقترحون تعديلات مركّزة يمكن للمدارس تطبيقها خلال عام دراسي واحد.</p><p>وحين تعتمد مدرسةٌ برنامجًا دوليًا، نكيّف أمثلته وأسماءه وصوره وسياقاته لتعبّر عن الثقافة العربية والهوية الوطنية، مع الحفاظ على رصانته الأكاديمية ونموذج التقويم الذي بُني عليه.</p>",
        image: "/images/illustrations/ill-11.svg",
        serviceContentListDetails: [
          {
            id: 10121,
            titleEn: "Review services",
            titleAr: "خدمات المراجعة",
            descriptionEn: "Each review ends with a written report and a prioritised revision plan.",
            descriptionAr: "تنتهي كل مراجعة بتقرير مكتوب وخطة تعديل مرتّبة حسب الأولوية.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 101211,
                image: "/images/icons/icon-12.svg",
                titleEn: "Gap analysis against national standards",
                titleAr: "تحليل الفجوات في ضوء المعايير الوطنية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 101212,
                image: "/images/icons/icon-13.svg",
                titleEn: "Cultural and values review",
                titleAr: "مراجعة المحتوى ثقافيًا وقيميًا",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 101213,
                image: "/images/icons/icon-01.svg",
                titleEn: "Readability and age-appropriateness checks",
                titleAr: "فحص المقروئية والملاءمة للفئة العمرية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 102,
    titleEn: "Translation",
    titleAr: "الترجمة",
    image: "/images/illustrations/ill-07.svg",
    serviceCategoryServicesContents: [
      {
        id: 1021,
        titleEn: "Educational Translation and Adaptation",
        titleAr: "الترجمة التربوية والتكييف",
        descriptionEn:
          "<p>Translating a textbook is different from translating any other document. Our translators are subject specialists who know how a Grade 5 science concept should sound in Arabic, and which terms a Grade 11 physics student will meet in national examinations.</p><p>Every project follows a controlled workflow of translation, specialist review, linguistic editing and final proofreading in layout, supported by approved terminology glossaries that keep a series consistent from the first grade to the last.</p><p>Our studio then typesets the translated material for right-to-left or left-to-right reading, rebuilding diagrams, tables and mathematical notation so that the final pages are ready for print or for screen.</p>",
        descriptionAr:
          "<p>تختلف ترجمة الكتاب المدرسي عن ترجمة أي وثيقة أخرى؛ فمترجمونا متخصصون في المواد الدراسية، يعرفون كيف ينبغي أن يُصاغ مفهوم علمي للصف الخامس باللغة العربية، وما المصطلحات التي سيواجهها طالب الفيزياء في الصف الحادي عشر في الاختبارات الوطنية.</p><p>ويمرّ كل مشروع بمسار عمل مضبوط يشمل الترجمة، فالمراجعة التخصصية، فالتحرير اللغوي، ثم التدقيق النهائي بعد الإخراج، مستندين إلى مسارد مصطلحات معتمدة تحفظ اتساق السلسلة من الصف الأول حتى الصف الأخير.</p><p>ثم يتولى استوديو الإخراج لدينا تنضيد المادة المترجمة لتُقرأ من اليمين إلى اليسار أو العكس، مع إعادة بناء الرسوم البيانية والجداول والرموز الرياضية، لتكون الصفحات جاهزة للطباعة أو للعرض على الشاشات.</p>",
        image: "/images/illustrations/ill-21.svg",
        serviceContentListDetails: [
          {
            id: 10211,
            titleEn: "Languages and formats",
            titleAr: "اللغات والصيغ",
            descriptionEn: "We translate and adapt educational content in the following language pairs and formats:",
            descriptionAr: "نترجم المحتوى التعليمي ونكيّفه في اللغات والصيغ الآتية:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 102111,
                image: "/images/icons/icon-03.svg",
                titleEn: "Arabic and English, in both directions",
                titleAr: "العربية والإنجليزية في الاتجاهين",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 102112,
                image: "/images/icons/icon-03.svg",
                titleEn: "Arabic and French, in both directions",
                titleAr: "العربية والفرنسية في الاتجاهين",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 102113,
                image: "/images/icons/icon-01.svg",
                titleEn: "Bilingual subject glossaries",
                titleAr: "مسارد مصطلحات ثنائية اللغة للمواد الدراسية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 102114,
                image: "/images/icons/icon-10.svg",
                titleEn: "Right-to-left typesetting and layout",
                titleAr: "التنضيد والإخراج من اليمين إلى اليسار",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 102115,
                image: "/images/icons/icon-08.svg",
                titleEn: "Subtitling and voice-over for educational video",
                titleAr: "الترجمة المرئية والتعليق الصوتي للمقاطع التعليمية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 103,
    titleEn: "Capability Building",
    titleAr: "بناء القدرات",
    image: "/images/illustrations/ill-06.svg",
    serviceCategoryServicesContents: [
      {
        id: 1031,
        titleEn: "Professional Development for Teachers and School Leaders",
        titleAr: "التطوير المهني للمعلمين والقيادات المدرسية",
        descriptionEn:
          "<p>A new curriculum succeeds only when teachers are confident delivering it. Our professional development programmes accompany every curriculum we publish, and are also offered independently to schools and education departments.</p><p>Programmes combine face-to-face workshops, online modules and in-school coaching. Our trainers are practising educators who model lessons, observe classrooms and give teachers practical feedback they can apply the next day.</p><p>Impact is measured through pre- and post-assessments and classroom observation, and each school receives a report that links the training to changes in teaching practice.</p>",
        descriptionAr:
          "<p>لا ينجح المنهج الجديد إلا إذا أتقن المعلمون تقديمه بثقة. لذلك ترافق برامجُ التطوير المهني لدينا كلَّ منهج ننشره، كما نقدّمها مستقلةً للمدارس وإدارات التعليم.</p><p>وتجمع البرامج بين ورش العمل الحضورية والوحدات التدريبية عبر الإنترنت والتدريب الميداني داخل المدرسة. ومدربونا تربويون ممارسون يقدّمون دروسًا نموذجية، ويزورون الفصول، ويمنحون المعلمين تغذية راجعة عملية يطبقونها في اليوم التالي.</p><p>ونقيس أثر التدريب عبر اختبارات قبلية وبعدية وزيارات صفية، وتتسلّم كل مدرسة تقريرًا يربط التدريب بما طرأ من تحسّن على الممارسات التدريسية.</p>",
        image: "/images/illustrations/ill-10.svg",
        serviceContentListDetails: [
          {
            id: 10311,
            titleEn: "Programme tracks",
            titleAr: "المسارات التدريبية",
            descriptionEn: "Tracks can be combined into a professional development plan covering a full school year.",
            descriptionAr: "يمكن الجمع بين المسارات في خطة تطوير مهني تمتد عامًا دراسيًا كاملًا.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 103111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Curriculum implementation workshops",
                titleAr: "ورش تطبيق المناهج الجديدة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 103112,
                image: "/images/icons/icon-06.svg",
                titleEn: "Active learning and differentiated instruction",
                titleAr: "التعلم النشط والتعليم المتمايز",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 103113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Classroom assessment literacy",
                titleAr: "مهارات التقويم الصفي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 103114,
                image: "/images/icons/icon-07.svg",
                titleEn: "School leadership and instructional supervision",
                titleAr: "القيادة المدرسية والإشراف التربوي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 103115,
                image: "/images/icons/icon-14.svg",
                titleEn: "Coaching and classroom observation",
                titleAr: "التدريب الميداني والزيارات الصفية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 1032,
        titleEn: "Training of Trainers",
        titleAr: "إعداد المدربين",
        descriptionEn:
          "<p>To make improvement last, we build training capacity inside the institution itself. Our training-of-trainers programmes prepare supervisors and lead teachers to run workshops, coach colleagues and keep professional learning going long after our team has left.</p><p>Participants practise facilitation, adult-learning design and feedback techniques, and graduate with a toolkit of session plans and materials that they are licensed to reuse in their own schools.</p>",
        descriptionAr:
          "<p>لضمان استدامة التحسين، نبني القدرات التدريبية داخل المؤسسة نفسها؛ إذ تُعِدّ برامج إعداد المدربين المشرفين التربويين والمعلمين الأوائل لإدارة الورش وتوجيه زملائهم ومواصلة التعلم المهني بعد انتهاء مهمة فريقنا بوقت طويل.</p><p>ويتدرّب المشاركون على مهارات التيسير وتصميم تعلّم الكبار وأساليب التغذية الراجعة، ويتخرجون بحقيبة من خطط الجلسات والمواد التدريبية مرخّصة لهم لإعادة استخدامها في مدارسهم.</p>",
        image: "/images/illustrations/ill-14.svg",
        serviceContentListDetails: [],
      },
    ],
  },
  {
    id: 104,
    titleEn: "Digitization of Content",
    titleAr: "رقمنة المحتوى",
    image: "/images/illustrations/ill-15.svg",
    serviceCategoryServicesContents: [
      {
        id: 1041,
        titleEn: "From Printed Page to Interactive Lesson",
        titleAr: "من الصفحة المطبوعة إلى الدرس التفاعلي",
        descriptionEn:
          "<p>Our digital studio converts textbooks and teaching resources into interactive content that works on classroom screens, tablets and home computers, without losing the structure teachers know from the printed book.</p><p>Beyond conversion, we enrich each lesson with animations, simulations, audio and self-check questions, and package it to international e-learning standards so that it runs on any compliant platform.</p><p>Every digital title goes through functional, linguistic and accessibility testing before release, and stays synchronised with the print edition whenever the curriculum is revised.</p>",
        descriptionAr:
          "<p>يحوّل استوديو المحتوى الرقمي لدينا الكتب المدرسية ومصادر التعلم إلى محتوى تفاعلي يعمل على الشاشات الصفية والأجهزة اللوحية وحواسيب المنازل، دون أن يفقد البنية التي ألِفها المعلمون في الكتاب المطبوع.</p><p>ولا نكتفي بالتحويل، بل نُثري كل درس بالرسوم المتحركة والمحاكاة والمقاطع الصوتية وأسئلة التقويم الذاتي، ونحزمه وفق المعايير الدولية للتعلم الإلكتروني ليعمل على أي منصة متوافقة معها.</p><p>ويخضع كل إصدار رقمي لاختبارات وظيفية ولغوية واختبارات لسهولة الوصول قبل إطلاقه، ويبقى متزامنًا مع النسخة المطبوعة كلما عُدّل المنهج.</p>",
        image: "/images/illustrations/ill-20.svg",
        serviceContentListDetails: [
          {
            id: 10411,
            titleEn: "Digital formats",
            titleAr: "الصيغ الرقمية",
            descriptionEn: "Content can be delivered in one or more of these formats:",
            descriptionAr: "يمكن تسليم المحتوى بصيغة واحدة أو أكثر مما يلي:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 104111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Interactive e-books (EPUB 3)",
                titleAr: "كتب إلكترونية تفاعلية (EPUB 3)",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 104112,
                image: "/images/icons/icon-08.svg",
                titleEn: "SCORM and xAPI learning packages",
                titleAr: "حزم تعليمية متوافقة مع SCORM وxAPI",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 104113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Animated explainer videos",
                titleAr: "مقاطع شرح بالرسوم المتحركة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 104114,
                image: "/images/icons/icon-05.svg",
                titleEn: "Virtual labs and simulations",
                titleAr: "المعامل الافتراضية والمحاكاة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 104115,
                image: "/images/icons/icon-12.svg",
                titleEn: "Online question banks",
                titleAr: "بنوك أسئلة إلكترونية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 105,
    titleEn: "Learning Management Systems",
    titleAr: "أنظمة إدارة التعلم",
    image: "/images/illustrations/ill-22.svg",
    serviceCategoryServicesContents: [
      {
        id: 1051,
        titleEn: "A Learning Platform Built for Schools",
        titleAr: "منصة تعلّم مصممة للمدارس",
        descriptionEn:
          "<p>Manar's learning management system brings lessons, assignments, assessments and communication into one Arabic-first platform, designed around how schools in the region actually work, including their timetables, grading scales and term calendars.</p><p>Teachers build courses from our licensed digital content or from their own material, students learn at school and at home, and parents follow progress through a dedicated portal and mobile notifications.</p><p>For school groups and education departments, the platform scales to thousands of schools, with central dashboards, single sign-on and integration with student information systems.</p>",
        descriptionAr:
          "<p>يجمع نظام منار لإدارة التعلم الدروسَ والواجبات والاختبارات والتواصل في منصة واحدة تنطلق من العربية، صُممت وفق طريقة عمل المدارس في المنطقة فعليًا، بما في ذلك جداولها الدراسية وسلالم درجاتها وتقويماتها الفصلية.</p><p>يبني المعلمون مقرراتهم من محتوانا الرقمي المرخّص أو من موادهم الخاصة، ويتعلم الطلاب في المدرسة والمنزل، ويتابع أولياء الأمور تقدّم أبنائهم عبر بوابة مخصصة وتنبيهات على الهاتف المحمول.</p><p>أما مجموعات المدارس وإدارات التعليم، فتتسع المنصة لآلاف المدارس، مع لوحات متابعة مركزية وتسجيل دخول موحّد وتكامل مع أنظمة معلومات الطلاب.</p>",
        image: "/images/illustrations/ill-24.svg",
        serviceContentListDetails: [
          {
            id: 10511,
            titleEn: "Platform capabilities",
            titleAr: "إمكانات المنصة",
            descriptionEn: "Core modules available to every school:",
            descriptionAr: "وحدات أساسية متاحة لكل مدرسة:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 105111,
                image: "/images/icons/icon-03.svg",
                titleEn: "Bilingual Arabic and English interface",
                titleAr: "واجهة ثنائية اللغة بالعربية والإنجليزية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 105112,
                image: "/images/icons/icon-08.svg",
                titleEn: "Classes, timetables and assignments",
                titleAr: "إدارة الفصول والجداول والواجبات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 105113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Online assessment and gradebook",
                titleAr: "الاختبارات الإلكترونية وسجل الدرجات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 105114,
                image: "/images/icons/icon-07.svg",
                titleEn: "Parent portal and notifications",
                titleAr: "بوابة أولياء الأمور والتنبيهات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 105115,
                image: "/images/icons/icon-04.svg",
                titleEn: "Analytics dashboards for school leaders",
                titleAr: "لوحات تحليلية لقادة المدارس",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 1052,
        titleEn: "Implementation and Support",
        titleAr: "التطبيق والدعم الفني",
        descriptionEn:
          "<p>A platform is only as good as its adoption. Our implementation team configures the system, migrates existing data, and trains administrators, teachers and students before launch day.</p><p>After go-live, schools are supported by a bilingual help desk, a knowledge base of short video guides, and scheduled check-ins that review usage data and recommend next steps.</p>",
        descriptionAr:
          "<p>لا تُقاس قيمة المنصة إلا بمدى استخدامها؛ لذا يتولى فريق التطبيق لدينا إعداد النظام، ونقل البيانات القائمة، وتدريب الإداريين والمعلمين والطلاب قبل يوم الإطلاق.</p><p>وبعد التشغيل، تحظى المدارس بدعم مكتب مساندة ثنائي اللغة، وقاعدة معرفية من الأدلة المرئية القصيرة، ولقاءات متابعة دورية تراجع بيانات الاستخدام وتقترح الخطوات التالية.</p>",
        image: "/images/illustrations/ill-25.svg",
        serviceContentListDetails: [],
      },
    ],
  },
  {
    id: 106,
    titleEn: "Mobile Applications Development",
    titleAr: "تطوير تطبيقات الأجهزة الذكية",
    image: "/images/illustrations/ill-26.svg",
    serviceCategoryServicesContents: [
      {
        id: 1061,
        titleEn: "Learning Apps Children Want to Open",
        titleAr: "تطبيقات تعليمية يُقبل عليها الأطفال",
        descriptionEn:
          "<p>We design and build educational apps for iOS and Android, drawing on the experience of developing our own Qessatie and Rehlatie apps, which are used by families and schools across the region.</p><p>Each app begins with research alongside children, parents and teachers. Our designers, developers and educators then work in short cycles, testing every release with real users before it reaches the stores.</p><p>We also build apps for ministries, publishers and school groups, and provide hosting, analytics and ongoing updates after launch.</p>",
        descriptionAr:
          "<p>نصمم التطبيقات التعليمية ونطوّرها لنظامَي iOS وAndroid، مستفيدين من خبرتنا في تطوير تطبيقَي «قصتي» و«رحلتي» اللذين تستخدمهما الأسر والمدارس في أنحاء المنطقة.</p><p>ويبدأ كل تطبيق ببحث ميداني مع الأطفال وأولياء الأمور والمعلمين، ثم يعمل مصممونا ومطورونا وتربويونا في دورات عمل قصيرة، ويختبرون كل إصدار مع مستخدمين حقيقيين قبل نشره في المتاجر.</p><p>كما نطوّر تطبيقات لصالح الوزارات ودور النشر ومجموعات المدارس، ونوفر خدمات الاستضافة والتحليلات والتحديثات المستمرة بعد الإطلاق.</p>",
        image: "/images/illustrations/ill-27.svg",
        serviceContentListDetails: [
          {
            id: 10611,
            titleEn: "What we offer",
            titleAr: "خدماتنا",
            descriptionEn: "End-to-end app services, from the first sketch to the app stores:",
            descriptionAr: "خدمات متكاملة لتطوير التطبيقات، من الرسم الأولي حتى متاجر التطبيقات:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 106111,
                image: "/images/icons/icon-07.svg",
                titleEn: "User research with children and parents",
                titleAr: "دراسات المستخدمين مع الأطفال وأولياء الأمور",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 106112,
                image: "/images/icons/icon-08.svg",
                titleEn: "iOS and Android development",
                titleAr: "التطوير لنظامَي iOS وAndroid",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 106113,
                image: "/images/icons/icon-15.svg",
                titleEn: "Gamification and reward design",
                titleAr: "تصميم عناصر التلعيب والمكافآت",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 106114,
                image: "/images/icons/icon-05.svg",
                titleEn: "Offline and low-bandwidth modes",
                titleAr: "أوضاع العمل دون اتصال ومع ضعف الشبكة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 106115,
                image: "/images/icons/icon-04.svg",
                titleEn: "Store publishing and usage analytics",
                titleAr: "النشر في المتاجر وتحليلات الاستخدام",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 107,
    titleEn: "Digital Strategy and Consultation",
    titleAr: "الاستراتيجية الرقمية والاستشارات",
    image: "/images/illustrations/ill-09.svg",
    serviceCategoryServicesContents: [
      {
        id: 1071,
        titleEn: "Planning Digital Transformation in Education",
        titleAr: "التخطيط للتحول الرقمي في التعليم",
        descriptionEn:
          "<p>Technology investments in education often fall short because they start with devices rather than learning goals. Our consultants help ministries, school groups and universities define what digital learning should achieve, and plan the steps to get there.</p><p>Engagements start with a readiness assessment of infrastructure, content, skills and policies, followed by a prioritised roadmap with budgets, milestones and measures of success.</p><p>We stay vendor-neutral, and we support clients through procurement, pilot programmes and scale-up, so that strategy turns into results in the classroom.</p>",
        descriptionAr:
          "<p>كثيرًا ما تقصر الاستثمارات التقنية في التعليم عن بلوغ غاياتها لأنها تبدأ بالأجهزة لا بأهداف التعلم. ويساعد مستشارونا الوزارات ومجموعات المدارس والجامعات على تحديد ما ينبغي أن يحققه التعلم الرقمي، ورسم الخطوات الموصلة إليه.</p><p>وتبدأ كل مهمة استشارية بتقييم الجاهزية في البنية التحتية والمحتوى والمهارات والسياسات، تليها خارطة طريق مرتّبة الأولويات تتضمن الميزانيات والمراحل الزمنية ومؤشرات النجاح.</p><p>ونلتزم الحياد تجاه الموردين، ونرافق عملاءنا في مراحل الطرح والشراء والتجارب الأولية والتوسع، حتى تتحول الاستراتيجية إلى نتائج ملموسة داخل الفصول.</p>",
        image: "/images/illustrations/ill-30.svg",
        serviceContentListDetails: [
          {
            id: 10711,
            titleEn: "Consultation services",
            titleAr: "الخدمات الاستشارية",
            descriptionEn: "Services can be commissioned individually or as a complete programme:",
            descriptionAr: "يمكن طلب الخدمات منفردةً أو ضمن برنامج متكامل:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 107111,
                image: "/images/icons/icon-12.svg",
                titleEn: "Digital readiness assessment",
                titleAr: "تقييم الجاهزية الرقمية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 107112,
                image: "/images/icons/icon-04.svg",
                titleEn: "Transformation roadmaps",
                titleAr: "خرائط طريق التحول الرقمي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 107113,
                image: "/images/icons/icon-14.svg",
                titleEn: "EdTech procurement advisory",
                titleAr: "الاستشارات في طرح حلول التقنيات التعليمية وشرائها",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 107114,
                image: "/images/icons/icon-13.svg",
                titleEn: "Data protection and privacy governance",
                titleAr: "حوكمة حماية البيانات والخصوصية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 107115,
                image: "/images/icons/icon-07.svg",
                titleEn: "Change management and adoption",
                titleAr: "إدارة التغيير وتعزيز التبنّي",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Order matters: index 2 is Rehlatie, 3 international curricula, 7 early childhood. */
const k12Products: ServiceCategory[] = [
  {
    id: 201,
    titleEn: "Al-Adwaa",
    titleAr: "الأضواء",
    image: "/images/illustrations/ill-12.svg",
    serviceCategoryServicesContents: [
      {
        id: 2011,
        titleEn: "Al-Adwaa Science and Mathematics Series",
        titleAr: "سلسلة الأضواء للعلوم والرياضيات",
        descriptionEn:
          "<p>Al-Adwaa is Manar's flagship science and mathematics series for Grades 1 to 12, written by specialist authors and reviewed by university academics and experienced supervisors.</p><p>Concepts are built step by step through inquiry, hands-on activities and real-life contexts drawn from the student's own environment, helping learners understand why an idea is true, not just how to apply it.</p><p>Each grade includes a student book, an activity workbook, a teacher guide and an interactive digital edition, all sharing the same structure so that teachers can move between print and screen with ease.</p>",
        descriptionAr:
          "<p>الأضواء هي السلسلة الرائدة لمجموعة منار في العلوم والرياضيات للصفوف من الأول حتى الثاني عشر، ألّفها مؤلفون متخصصون وراجعها أكاديميون جامعيون ومشرفون تربويون ذوو خبرة.</p><p>وتُبنى المفاهيم فيها خطوةً خطوة من خلال الاستقصاء والأنشطة العملية والسياقات الحياتية المستمدة من بيئة الطالب، ليدرك المتعلم لماذا تصحّ الفكرة، لا كيف يطبّقها فحسب.</p><p>ويضم كل صف كتاب الطالب وكراسة النشاط ودليل المعلم والنسخة الرقمية التفاعلية، وجميعها تتبع البنية نفسها حتى ينتقل المعلم بين الورق والشاشة بسلاسة.</p>",
        image: "/images/illustrations/ill-18.svg",
        serviceContentListDetails: [
          {
            id: 20111,
            titleEn: "Series components",
            titleAr: "مكوّنات السلسلة",
            descriptionEn: "Available for every grade from 1 to 12:",
            descriptionAr: "متاحة لكل صف من الأول حتى الثاني عشر:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 201111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Student textbooks",
                titleAr: "كتب الطالب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 201112,
                image: "/images/icons/icon-10.svg",
                titleEn: "Activity and practice workbooks",
                titleAr: "كراسات النشاط والتدريب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 201113,
                image: "/images/icons/icon-02.svg",
                titleEn: "Teacher guides with lesson plans",
                titleAr: "أدلة المعلم وخطط الدروس",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 201114,
                image: "/images/icons/icon-08.svg",
                titleEn: "Interactive digital edition",
                titleAr: "النسخة الرقمية التفاعلية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 201115,
                image: "/images/icons/icon-06.svg",
                titleEn: "Hands-on laboratory kits",
                titleAr: "حقائب الأنشطة المعملية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 2012,
        titleEn: "Ready for International Assessments",
        titleAr: "استعداد للاختبارات الدولية",
        descriptionEn:
          "<p>Al-Adwaa is benchmarked against the frameworks of the major international studies in mathematics and science. Every unit includes questions that assess reasoning, application and problem solving at the levels those studies measure.</p><p>Supplementary practice booklets and online mock tests help schools prepare students in the years when international and national assessments take place, and give teachers clear data on where to focus.</p>",
        descriptionAr:
          "<p>صُممت سلسلة الأضواء مقارنةً بأُطر الدراسات الدولية الكبرى في الرياضيات والعلوم، إذ تتضمن كل وحدة أسئلة تقيس الاستدلال والتطبيق وحل المشكلات بالمستويات التي تقيسها تلك الدراسات.</p><p>وتعين كتيّبات التدريب الإضافية والاختبارات التجريبية الإلكترونية المدارسَ على إعداد طلابها في الأعوام التي تُجرى فيها الاختبارات الدولية والوطنية، وتزوّد المعلمين ببيانات واضحة تحدد مواطن التركيز.</p>",
        image: "/images/illustrations/ill-19.svg",
        serviceContentListDetails: [],
      },
    ],
  },
  {
    id: 202,
    titleEn: "Qessatie",
    titleAr: "قصتي",
    image: "/images/illustrations/ill-13.svg",
    serviceCategoryServicesContents: [
      {
        id: 2021,
        titleEn: "Qessatie: Stories That Grow Readers",
        titleAr: "قصتي: قصص تصنع القرّاء",
        descriptionEn:
          "<p>Qessatie is a reading app and a printed book series that bring hundreds of original Arabic stories to children aged 3 to 12. The stories are written by children's authors and illustrated by artists from across the Arab world.</p><p>In the app, every story can be read silently, read aloud by a professional narrator, or recorded in the child's own voice. Short comprehension activities follow each story, and a reward system keeps young readers coming back.</p><p>Parents and teachers follow reading progress through simple reports, while schools can assign stories to whole classes and track reading time across the term.</p>",
        descriptionAr:
          "<p>«قصتي» تطبيق للقراءة وسلسلة كتب مطبوعة تقدّم مئات القصص العربية الأصيلة للأطفال من سن الثالثة حتى الثانية عشرة، كتبها مؤلفون متخصصون في أدب الطفل ورسمها فنانون من أنحاء الوطن العربي.</p><p>ويستطيع الطفل في التطبيق أن يقرأ كل قصة بنفسه، أو يستمع إليها بصوت راوٍ محترف، أو يسجّلها بصوته. وتلي كل قصة أنشطة قصيرة للفهم، ونظام مكافآت يشجّع القارئ الصغير على العودة.</p><p>ويتابع أولياء الأمور والمعلمون تقدّم القراءة عبر تقارير ميسّرة، كما تستطيع المدارس إسناد القصص إلى فصول كاملة ومتابعة وقت القراءة طوال الفصل الدراسي.</p>",
        image: "/images/illustrations/ill-28.svg",
        serviceContentListDetails: [
          {
            id: 20211,
            titleEn: "Inside Qessatie",
            titleAr: "ماذا تجد في «قصتي»؟",
            descriptionEn: "Available on iOS and Android, with a printed companion series.",
            descriptionAr: "متاح على iOS وAndroid، وتصاحبه سلسلة كتب مطبوعة.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 202111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Story library organised by reading level",
                titleAr: "مكتبة قصص مصنّفة حسب مستوى القراءة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 202112,
                image: "/images/icons/icon-07.svg",
                titleEn: "Read-aloud narration by professional voices",
                titleAr: "سرد صوتي بأصوات رواة محترفين",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 202113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Comprehension activities after every story",
                titleAr: "أنشطة للفهم بعد كل قصة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 202114,
                image: "/images/icons/icon-04.svg",
                titleEn: "Reading progress reports for parents",
                titleAr: "تقارير تقدّم القراءة لأولياء الأمور",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 202115,
                image: "/images/icons/icon-02.svg",
                titleEn: "Classroom accounts for schools",
                titleAr: "حسابات صفية للمدارس",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 203,
    titleEn: "Rehlatie",
    titleAr: "رحلتي",
    image: "/images/illustrations/ill-31.svg",
    serviceCategoryServicesContents: [
      {
        id: 2031,
        titleEn: "Rehlatie: Learning Through Journeys",
        titleAr: "رحلتي: التعلّم عبر الرحلات",
        descriptionEn:
          "<p>Rehlatie turns travel into a learning adventure. The app takes children on guided journeys to cities, heritage sites and natural wonders, combining maps, stories, photographs and short challenges about history, geography and culture.</p><p>Families use Rehlatie to prepare for a real trip, follow the route while travelling and keep a digital journal of what they discovered. Schools use its virtual journeys to bring social studies lessons to life.</p><p>All content is available in Arabic and English, and is reviewed by educators and by specialists in history and geography.</p>",
        descriptionAr:
          "<p>يحوّل تطبيق «رحلتي» السفرَ إلى مغامرة تعليمية، إذ يصحب الأطفال في رحلات موجّهة إلى المدن والمواقع التراثية وعجائب الطبيعة، جامعًا بين الخرائط والحكايات والصور والتحديات القصيرة في التاريخ والجغرافيا والثقافة.</p><p>وتستعين الأسر بـ«رحلتي» للاستعداد لرحلة حقيقية، ومتابعة المسار في أثناء السفر، وتدوين ما اكتشفته في مفكرة رقمية. أما المدارس فتستخدم رحلاته الافتراضية لإحياء دروس الدراسات الاجتماعية.</p><p>ويتوفر المحتوى كله باللغتين العربية والإنجليزية، ويراجعه تربويون ومتخصصون في التاريخ والجغرافيا.</p>",
        image: "/images/illustrations/ill-07.svg",
        serviceContentListDetails: [
          {
            id: 20311,
            titleEn: "App features",
            titleAr: "مزايا التطبيق",
            descriptionEn: "Designed for children aged 6 to 14 and their families.",
            descriptionAr: "صُمّم للأطفال من سن السادسة حتى الرابعة عشرة وأسرهم.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 203111,
                image: "/images/icons/icon-03.svg",
                titleEn: "Virtual journeys to cities and landmarks",
                titleAr: "رحلات افتراضية إلى المدن والمعالم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 203112,
                image: "/images/icons/icon-04.svg",
                titleEn: "Interactive maps and timelines",
                titleAr: "خرائط تفاعلية وخطوط زمنية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 203113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Trip planner for families and school visits",
                titleAr: "مخطِّط رحلات للأسر والزيارات المدرسية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 203114,
                image: "/images/icons/icon-11.svg",
                titleEn: "Challenges, badges and a travel journal",
                titleAr: "تحديات وأوسمة ومفكرة للرحلات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 203115,
                image: "/images/icons/icon-08.svg",
                titleEn: "Arabic and English modes",
                titleAr: "واجهة بالعربية والإنجليزية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 204,
    titleEn: "International Curricula Programs",
    titleAr: "برامج المناهج الدولية",
    image: "/images/illustrations/ill-08.svg",
    serviceCategoryServicesContents: [
      {
        id: 2041,
        titleEn: "Internationally Benchmarked Programmes",
        titleAr: "برامج بمعايير دولية",
        descriptionEn:
          "<p>For international and bilingual schools, Manar offers complete programmes in English, mathematics, science and computing, developed with leading international education publishers and adapted for schools in the Arab region.</p><p>Adaptation covers content, imagery and examples, alongside alignment with local requirements for Arabic, Islamic studies and social studies, so that schools can deliver an international programme while meeting national regulations.</p><p>Schools receive onboarding, teacher training and assessment tools, and can combine print and digital components to suit their resources.</p>",
        descriptionAr:
          "<p>تقدّم منار للمدارس الدولية والمدارس ثنائية اللغة برامج متكاملة في اللغة الإنجليزية والرياضيات والعلوم والحاسب، طُوّرت بالتعاون مع ناشرين تعليميين دوليين رائدين وكُيّفت لمدارس المنطقة العربية.</p><p>ويشمل التكييف المحتوى والصور والأمثلة، إلى جانب المواءمة مع المتطلبات المحلية في مواد اللغة العربية والدراسات الإسلامية والاجتماعية، لتتمكن المدارس من تقديم برنامج دولي مع الالتزام بالأنظمة الوطنية.</p><p>وتحصل المدارس على خدمات التهيئة وتدريب المعلمين وأدوات التقويم، ويمكنها المزج بين المكوّنات المطبوعة والرقمية بما يناسب إمكاناتها.</p>",
        image: "/images/illustrations/ill-32.svg",
        serviceContentListDetails: [
          {
            id: 20411,
            titleEn: "Subjects covered",
            titleAr: "المواد المشمولة",
            descriptionEn: "Programmes span kindergarten to Grade 12.",
            descriptionAr: "تمتد البرامج من رياض الأطفال حتى الصف الثاني عشر.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 204111,
                image: "/images/icons/icon-01.svg",
                titleEn: "English language arts",
                titleAr: "فنون اللغة الإنجليزية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 204112,
                image: "/images/icons/icon-04.svg",
                titleEn: "Mathematics in English",
                titleAr: "الرياضيات باللغة الإنجليزية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 204113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Science in English",
                titleAr: "العلوم باللغة الإنجليزية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 204114,
                image: "/images/icons/icon-08.svg",
                titleEn: "Computing and digital literacy",
                titleAr: "الحاسب والثقافة الرقمية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 205,
    titleEn: "Leveled Readers",
    titleAr: "سلاسل القراءة المتدرّجة",
    image: "/images/illustrations/ill-34.svg",
    serviceCategoryServicesContents: [
      {
        id: 2051,
        titleEn: "Reading at the Right Level",
        titleAr: "القراءة في المستوى المناسب",
        descriptionEn:
          "<p>Our leveled readers give every child a book they can read with success, and a next step to reach for. The Arabic series spans more than twenty reading levels, from wordless picture books to short chapter books for the upper primary grades.</p><p>Levels are defined by vocabulary, sentence length, text structure and theme, and each book carries a clear level marker so that teachers can organise guided reading groups and classroom libraries quickly.</p><p>Teacher cards, benchmark assessments and a digital edition with audio support make the series suitable for reading in class, in the library and at home.</p>",
        descriptionAr:
          "<p>تمنح سلاسل القراءة المتدرجة لدينا كل طفل كتابًا يقرؤه بنجاح، وخطوة تالية يطمح إليها. وتمتد السلسلة العربية على أكثر من عشرين مستوى قرائيًا، من الكتب المصوّرة الخالية من النص حتى القصص القصيرة المقسّمة إلى فصول لطلاب الصفوف العليا من المرحلة الابتدائية.</p><p>وتُحدَّد المستويات وفق المفردات وطول الجمل وبنية النص وموضوعه، ويحمل كل كتاب علامة واضحة لمستواه، ليتمكن المعلمون من تنظيم مجموعات القراءة الموجّهة ومكتبات الفصول بسرعة.</p><p>وتجعل بطاقاتُ المعلم واختباراتُ تحديد المستوى والنسخةُ الرقمية المزوّدة بالدعم الصوتي هذه السلسلةَ مناسبةً للقراءة في الفصل والمكتبة والمنزل.</p>",
        image: "/images/illustrations/ill-35.svg",
        serviceContentListDetails: [
          {
            id: 20511,
            titleEn: "Series resources",
            titleAr: "موارد السلسلة",
            descriptionEn: "Everything a school needs to run a leveled reading programme:",
            descriptionAr: "كل ما تحتاج إليه المدرسة لتطبيق برنامج للقراءة المتدرجة:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 205111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Arabic leveled readers",
                titleAr: "قصص عربية متدرجة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 205112,
                image: "/images/icons/icon-03.svg",
                titleEn: "English leveled readers",
                titleAr: "قصص إنجليزية متدرجة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 205113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Benchmark reading assessments",
                titleAr: "اختبارات تحديد المستوى القرائي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 205114,
                image: "/images/icons/icon-10.svg",
                titleEn: "Guided reading teacher cards",
                titleAr: "بطاقات المعلم للقراءة الموجّهة",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 206,
    titleEn: "Calligraphy Books",
    titleAr: "كتب الخط العربي",
    image: "/images/illustrations/ill-17.svg",
    serviceCategoryServicesContents: [
      {
        id: 2061,
        titleEn: "Mastering Arabic Handwriting and Calligraphy",
        titleAr: "إتقان الكتابة العربية والخط",
        descriptionEn:
          "<p>Manar's calligraphy books teach clear, beautiful Arabic handwriting, from the first letters in kindergarten to the classical scripts studied in intermediate school.</p><p>Lessons follow the traditional rules of proportion in Naskh and Ruq'ah, with traced models, guided practice lines and a gradual release of support, so that students build fluency and confidence.</p><p>The series is prepared by licensed calligraphers and includes teacher notes on posture, pen grip and the assessment of handwriting.</p>",
        descriptionAr:
          "<p>تعلّم كتب الخط العربي من منار الكتابةَ العربية الواضحة الجميلة، بدءًا بالحروف الأولى في رياض الأطفال وصولًا إلى الخطوط الكلاسيكية التي تُدرَّس في المرحلة المتوسطة.</p><p>وتتبع الدروس القواعد التقليدية للنِّسَب في خطَّي النسخ والرقعة، مع نماذج للمحاكاة وأسطر للتدريب الموجَّه وتدرّج في الاعتماد على الذات، ليكتسب الطلاب الطلاقة والثقة.</p><p>وقد أعدّ السلسلة خطّاطون مُجازون، وتتضمن ملاحظات للمعلم حول جلسة الكتابة الصحيحة ومسك القلم وتقويم الخط.</p>",
        image: "/images/illustrations/ill-36.svg",
        serviceContentListDetails: [
          {
            id: 20611,
            titleEn: "Titles in the series",
            titleAr: "إصدارات السلسلة",
            descriptionEn: "Organised by school stage:",
            descriptionAr: "مرتبة حسب المرحلة الدراسية:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 206111,
                image: "/images/icons/icon-10.svg",
                titleEn: "Letter formation for kindergarten",
                titleAr: "تشكيل الحروف لرياض الأطفال",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 206112,
                image: "/images/icons/icon-10.svg",
                titleEn: "Naskh script for the primary grades",
                titleAr: "خط النسخ للصفوف الابتدائية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 206113,
                image: "/images/icons/icon-10.svg",
                titleEn: "Ruq'ah script for the upper grades",
                titleAr: "خط الرقعة للصفوف العليا",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 206114,
                image: "/images/icons/icon-01.svg",
                titleEn: "Calligraphy practice pads",
                titleAr: "كراسات التدريب على الخط",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 207,
    titleEn: "Life Skills and Character Development",
    titleAr: "المهارات الحياتية وبناء الشخصية",
    image: "/images/illustrations/ill-37.svg",
    serviceCategoryServicesContents: [
      {
        id: 2071,
        titleEn: "Skills for Life, Values That Last",
        titleAr: "مهارات للحياة وقيم راسخة",
        descriptionEn:
          "<p>This programme helps students develop the personal and social skills that underpin success at school and beyond: communication, teamwork, self-management, critical thinking and financial awareness.</p><p>Lessons are grounded in Islamic and Arab values and use stories, role play, projects and reflection journals. Each grade builds on the one before, so that skills are revisited and deepened over time.</p><p>A dedicated teacher guide explains how to integrate the programme into homeroom periods, activity classes or cross-curricular projects.</p>",
        descriptionAr:
          "<p>يساعد هذا البرنامج الطلاب على تنمية المهارات الشخصية والاجتماعية التي يقوم عليها النجاح في المدرسة وخارجها، كالتواصل والعمل الجماعي وإدارة الذات والتفكير الناقد والوعي المالي.</p><p>وتنطلق الدروس من القيم الإسلامية والعربية، وتعتمد على القصص ولعب الأدوار والمشروعات ومذكرات التأمل. ويبني كل صف على ما سبقه، فتُستعاد المهارات وتتعمّق مع مرور الوقت.</p><p>ويوضح دليل المعلم المخصص كيفية دمج البرنامج في حصص الريادة أو حصص النشاط أو المشروعات المشتركة بين المواد.</p>",
        image: "/images/illustrations/ill-38.svg",
        serviceContentListDetails: [
          {
            id: 20711,
            titleEn: "Programme strands",
            titleAr: "محاور البرنامج",
            descriptionEn: "Five strands run through every grade:",
            descriptionAr: "خمسة محاور تمتد عبر جميع الصفوف:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 207111,
                image: "/images/icons/icon-07.svg",
                titleEn: "Communication and collaboration",
                titleAr: "التواصل والتعاون",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 207112,
                image: "/images/icons/icon-16.svg",
                titleEn: "Self-management and wellbeing",
                titleAr: "إدارة الذات وجودة الحياة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 207113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Critical and creative thinking",
                titleAr: "التفكير الناقد والإبداعي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 207114,
                image: "/images/icons/icon-13.svg",
                titleEn: "Citizenship and responsibility",
                titleAr: "المواطنة والمسؤولية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 207115,
                image: "/images/icons/icon-04.svg",
                titleEn: "Financial literacy",
                titleAr: "الثقافة المالية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 208,
    titleEn: "Early Childhood Programs",
    titleAr: "برامج الطفولة المبكرة",
    image: "/images/illustrations/ill-39.svg",
    serviceCategoryServicesContents: [
      {
        id: 2081,
        titleEn: "Play-Based Learning for Ages 3 to 6",
        titleAr: "التعلّم باللعب للأطفال من 3 إلى 6 سنوات",
        descriptionEn:
          "<p>Our early childhood programme supports the development of the whole child through play, exploration and conversation. It covers early literacy in Arabic and English, numeracy, science discovery, creative arts and social-emotional growth.</p><p>Thematic units are organised around topics that matter to children, such as family, animals, the seasons and the neighbourhood, and are delivered through learning centres, songs, stories and hands-on materials.</p><p>Teachers receive daily plans, observation checklists and newsletters for parents, and the programme is aligned with national early learning standards.</p>",
        descriptionAr:
          "<p>يدعم برنامج الطفولة المبكرة لدينا نموّ الطفل في جميع جوانبه عبر اللعب والاستكشاف والحوار، ويشمل مبادئ القراءة والكتابة بالعربية والإنجليزية، والمفاهيم العددية، واكتشاف العلوم، والفنون الإبداعية، والنمو الاجتماعي والعاطفي.</p><p>وتنتظم الوحدات الموضوعية حول موضوعات قريبة من اهتمامات الأطفال، كالأسرة والحيوانات وفصول السنة والحيّ، وتُقدَّم عبر أركان التعلم والأناشيد والقصص والمواد الحسية.</p><p>ويحصل المعلمون على خطط يومية وقوائم ملاحظة ونشرات لأولياء الأمور، والبرنامج متوافق مع المعايير الوطنية للتعلم المبكر.</p>",
        image: "/images/illustrations/ill-40.svg",
        serviceContentListDetails: [
          {
            id: 20811,
            titleEn: "Programme kit",
            titleAr: "حقيبة البرنامج",
            descriptionEn: "Each classroom kit includes:",
            descriptionAr: "تتضمن حقيبة كل فصل:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 208111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Thematic activity books",
                titleAr: "كتب الأنشطة الموضوعية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 208112,
                image: "/images/icons/icon-10.svg",
                titleEn: "Big books and story cards",
                titleAr: "الكتب الكبيرة وبطاقات القصص",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 208113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Audio collection of songs and rhymes",
                titleAr: "مجموعة صوتية من الأناشيد والأهازيج",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 208114,
                image: "/images/icons/icon-05.svg",
                titleEn: "Manipulatives and learning-centre materials",
                titleAr: "الوسائل الحسية ومواد أركان التعلم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 208115,
                image: "/images/icons/icon-12.svg",
                titleEn: "Observation and assessment checklists",
                titleAr: "قوائم الملاحظة والتقويم",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 209,
    titleEn: "Islamic Religion Curriculum",
    titleAr: "منهج التربية الإسلامية",
    image: "/images/illustrations/ill-41.svg",
    serviceCategoryServicesContents: [
      {
        id: 2091,
        titleEn: "A Balanced Islamic Studies Programme",
        titleAr: "برنامج متوازن للتربية الإسلامية",
        descriptionEn:
          "<p>Our Islamic studies curriculum covers Qur'an recitation and memorisation, Hadith, creed, jurisprudence and the biography of the Prophet, presented in a moderate, balanced manner that connects faith with daily life.</p><p>Content is written and reviewed by qualified scholars and educators, and is available in Arabic and in English for international schools and Muslim communities abroad.</p><p>Digital companions include recitation audio with verse-by-verse highlighting, interactive activities and assessment questions for every lesson.</p>",
        descriptionAr:
          "<p>يغطي منهج التربية الإسلامية لدينا تلاوة القرآن الكريم وحفظه، والحديث الشريف، والعقيدة، والفقه، والسيرة النبوية، بأسلوب وسطي متوازن يربط الإيمان بالحياة اليومية.</p><p>ويؤلّف المحتوى ويراجعه علماء وتربويون مؤهلون، ويتوفر باللغة العربية وباللغة الإنجليزية للمدارس الدولية والجاليات المسلمة في الخارج.</p><p>وتشمل المكوّنات الرقمية المصاحبة تلاوات صوتية مع تظليل الآيات آيةً آية، وأنشطة تفاعلية وأسئلة تقويم لكل درس.</p>",
        image: "/images/illustrations/ill-42.svg",
        serviceContentListDetails: [
          {
            id: 20911,
            titleEn: "Curriculum strands",
            titleAr: "فروع المنهج",
            descriptionEn: "Taught across all grades, with depth suited to each age group:",
            descriptionAr: "تُدرَّس في جميع الصفوف بعمق يناسب كل مرحلة عمرية:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 209111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Qur'an recitation and memorisation",
                titleAr: "تلاوة القرآن الكريم وحفظه",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 209112,
                image: "/images/icons/icon-01.svg",
                titleEn: "Hadith and the biography of the Prophet",
                titleAr: "الحديث الشريف والسيرة النبوية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 209113,
                image: "/images/icons/icon-16.svg",
                titleEn: "Creed and Islamic values",
                titleAr: "العقيدة والقيم الإسلامية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 209114,
                image: "/images/icons/icon-13.svg",
                titleEn: "Jurisprudence of worship and daily life",
                titleAr: "فقه العبادات والمعاملات اليومية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 210,
    titleEn: "School Supplies",
    titleAr: "المستلزمات المدرسية",
    image: "/images/illustrations/ill-43.svg",
    serviceCategoryServicesContents: [
      {
        id: 2101,
        titleEn: "Quality Supplies for Every Classroom",
        titleAr: "مستلزمات عالية الجودة لكل فصل",
        descriptionEn:
          "<p>Alongside our books, Manar supplies schools with the materials students and teachers use every day, from exercise books and stationery to art materials, science kits and classroom displays.</p><p>Products are sourced and tested against safety and quality standards for children, and many are designed in-house to match our curricula, such as handwriting notebooks ruled specifically for Arabic script.</p><p>Schools can order complete back-to-school packs for each grade, delivered directly to campus through our distribution network.</p>",
        descriptionAr:
          "<p>إلى جانب كتبنا، تزوّد منار المدارس بالمستلزمات التي يستخدمها الطلاب والمعلمون يوميًا، من الدفاتر والأدوات المكتبية إلى أدوات الفنون وحقائب العلوم ووسائل العرض الصفية.</p><p>وتُختار المنتجات وتُختبر وفق معايير السلامة والجودة الخاصة بالأطفال، وقد صُمّم كثير منها داخليًا ليلائم مناهجنا، مثل دفاتر الخط المسطّرة خصيصًا للكتابة العربية.</p><p>ويمكن للمدارس طلب حقائب العودة إلى المدارس كاملةً لكل صف، لتصل مباشرةً إلى مقارّها عبر شبكة التوزيع لدينا.</p>",
        image: "/images/illustrations/ill-44.svg",
        serviceContentListDetails: [
          {
            id: 21011,
            titleEn: "Product range",
            titleAr: "مجموعة المنتجات",
            descriptionEn: "Available individually or as grade packs:",
            descriptionAr: "متاحة بالقطعة أو ضمن حقائب لكل صف:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 210111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Exercise books and handwriting notebooks",
                titleAr: "الدفاتر وكراسات الخط",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 210112,
                image: "/images/icons/icon-10.svg",
                titleEn: "Stationery and geometry sets",
                titleAr: "الأدوات المكتبية وأدوات الهندسة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 210113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Art and craft materials",
                titleAr: "أدوات الرسم والأشغال اليدوية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 210114,
                image: "/images/icons/icon-05.svg",
                titleEn: "Science and mathematics kits",
                titleAr: "حقائب العلوم والرياضيات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 210115,
                image: "/images/icons/icon-09.svg",
                titleEn: "Classroom posters and displays",
                titleAr: "الملصقات ووسائل العرض الصفية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

// ---- Higher education ---------------------------------------------------------------------

const higherEducationServices: ServiceCategory[] = [
  {
    id: 301,
    titleEn: "Capability Building for Educators",
    titleAr: "بناء قدرات أعضاء هيئة التدريس",
    image: "/images/illustrations/ill-05.svg",
    serviceCategoryServicesContents: [
      {
        id: 3011,
        titleEn: "Excellence in University Teaching",
        titleAr: "التميّز في التدريس الجامعي",
        descriptionEn:
          "<p>University faculty are experts in their disciplines, but few receive formal preparation in teaching. Our programmes help academics design effective courses, engage large classes and assess learning fairly and reliably.</p><p>Workshops are delivered on campus or online by experienced faculty developers, and can be tailored to a college's accreditation requirements or to the introduction of a new teaching model, such as blended or competency-based learning.</p><p>Participants can follow a structured pathway that leads to a professional certificate in university teaching.</p>",
        descriptionAr:
          "<p>أعضاء هيئة التدريس خبراء في تخصصاتهم، لكن قلّة منهم يتلقّون إعدادًا منهجيًا في التدريس. وتعين برامجنا الأكاديميين على تصميم مقررات فاعلة، وإشراك الطلاب في القاعات الكبيرة، وتقويم التعلم بعدالة وموثوقية.</p><p>ويقدّم الورشَ داخل الحرم الجامعي أو عن بُعد متخصصون متمرسون في التطوير الأكاديمي، ويمكن تكييفها وفق متطلبات الاعتماد في الكلية أو لتطبيق نموذج تدريسي جديد، كالتعلم المدمج أو التعلم القائم على الجدارات.</p><p>ويستطيع المشاركون اتباع مسار منظّم ينتهي بشهادة مهنية في التدريس الجامعي.</p>",
        image: "/images/illustrations/ill-45.svg",
        serviceContentListDetails: [
          {
            id: 30111,
            titleEn: "Programme topics",
            titleAr: "موضوعات البرنامج",
            descriptionEn: "Delivered as workshops, online modules or a complete certificate pathway.",
            descriptionAr: "تُقدَّم في صورة ورش عمل أو وحدات إلكترونية أو مسار متكامل للشهادة.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 301111,
                image: "/images/icons/icon-12.svg",
                titleEn: "Course design and learning outcomes",
                titleAr: "تصميم المقررات ونواتج التعلم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 301112,
                image: "/images/icons/icon-07.svg",
                titleEn: "Active learning in large classes",
                titleAr: "التعلم النشط في القاعات الكبيرة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 301113,
                image: "/images/icons/icon-13.svg",
                titleEn: "Assessment and academic integrity",
                titleAr: "التقويم والنزاهة الأكاديمية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 301114,
                image: "/images/icons/icon-08.svg",
                titleEn: "Teaching with technology",
                titleAr: "التدريس بتوظيف التقنية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 301115,
                image: "/images/icons/icon-11.svg",
                titleEn: "Preparing for programme accreditation",
                titleAr: "الاستعداد للاعتماد البرامجي",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 3012,
        titleEn: "Leadership for Academic Departments",
        titleAr: "قيادة الأقسام الأكاديمية",
        descriptionEn:
          "<p>Heads of department and programme coordinators shape the quality of teaching across a whole faculty. This programme develops their skills in academic planning, quality assurance, staff development and data-informed decision making.</p><p>Sessions combine case studies from universities in the region with practical tools that leaders can apply immediately, followed by one-to-one coaching over a full semester.</p>",
        descriptionAr:
          "<p>يصنع رؤساء الأقسام ومنسّقو البرامج جودةَ التدريس في الكلية بأكملها. ويطوّر هذا البرنامج مهاراتهم في التخطيط الأكاديمي وضمان الجودة وتطوير المنسوبين واتخاذ القرار المستند إلى البيانات.</p><p>وتجمع الجلسات بين دراسات حالة من جامعات المنطقة وأدوات عملية يمكن للقادة تطبيقها فورًا، ويليها توجيه فردي على مدى فصل دراسي كامل.</p>",
        image: "/images/illustrations/ill-46.svg",
        serviceContentListDetails: [
          {
            id: 30121,
            titleEn: "Leadership modules",
            titleAr: "وحدات البرنامج القيادي",
            descriptionEn: "Four modules delivered over one semester:",
            descriptionAr: "أربع وحدات تُقدَّم على مدى فصل دراسي واحد:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 301211,
                image: "/images/icons/icon-12.svg",
                titleEn: "Academic planning and programme review",
                titleAr: "التخطيط الأكاديمي ومراجعة البرامج",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 301212,
                image: "/images/icons/icon-11.svg",
                titleEn: "Quality assurance and accreditation evidence",
                titleAr: "ضمان الجودة وشواهد الاعتماد",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 301213,
                image: "/images/icons/icon-07.svg",
                titleEn: "Faculty performance and development",
                titleAr: "أداء أعضاء هيئة التدريس وتطويرهم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 301214,
                image: "/images/icons/icon-04.svg",
                titleEn: "Data-informed decision making",
                titleAr: "اتخاذ القرار المستند إلى البيانات",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 302,
    titleEn: "Digitization of Content",
    titleAr: "رقمنة المحتوى",
    image: "/images/illustrations/ill-23.svg",
    serviceCategoryServicesContents: [
      {
        id: 3021,
        titleEn: "Digital Courses for Universities",
        titleAr: "مقررات رقمية للجامعات",
        descriptionEn:
          "<p>We help universities turn lecture notes, textbooks and recorded sessions into structured online courses that meet quality standards for e-learning in higher education.</p><p>Our instructional designers work with faculty members as subject-matter experts, producing interactive modules, lecture videos, case studies and online assessments that can be delivered fully online or as part of blended programmes.</p><p>Courses are packaged for the university's own learning management system, and come with analytics that show how students engage with each unit.</p>",
        descriptionAr:
          "<p>نساعد الجامعات على تحويل مذكرات المحاضرات والكتب الجامعية والجلسات المسجّلة إلى مقررات إلكترونية منظّمة تستوفي معايير جودة التعلم الإلكتروني في التعليم العالي.</p><p>ويعمل مصممو التعليم لدينا مع أعضاء هيئة التدريس بوصفهم خبراء المحتوى، لإنتاج وحدات تفاعلية ومحاضرات مرئية ودراسات حالة واختبارات إلكترونية، تُقدَّم عن بُعد بالكامل أو ضمن برامج التعلم المدمج.</p><p>وتُحزَم المقررات لتعمل على نظام إدارة التعلم الخاص بالجامعة، مع تحليلات تُظهر مدى تفاعل الطلاب مع كل وحدة.</p>",
        image: "/images/illustrations/ill-47.svg",
        serviceContentListDetails: [
          {
            id: 30211,
            titleEn: "Production services",
            titleAr: "خدمات الإنتاج",
            descriptionEn: "From a single course to a complete online degree programme:",
            descriptionAr: "من مقرر واحد إلى برنامج درجة علمية كامل عن بُعد:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 302111,
                image: "/images/icons/icon-10.svg",
                titleEn: "Online course design and storyboarding",
                titleAr: "تصميم المقررات الإلكترونية وإعداد السيناريوهات التعليمية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 302112,
                image: "/images/icons/icon-08.svg",
                titleEn: "Lecture video recording and editing",
                titleAr: "تسجيل المحاضرات المرئية ومونتاجها",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 302113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Interactive modules and case studies",
                titleAr: "الوحدات التفاعلية ودراسات الحالة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 302114,
                image: "/images/icons/icon-12.svg",
                titleEn: "Online assessment and question banks",
                titleAr: "الاختبارات الإلكترونية وبنوك الأسئلة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 302115,
                image: "/images/icons/icon-13.svg",
                titleEn: "Quality and accessibility review",
                titleAr: "مراجعة الجودة وسهولة الوصول",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

const higherEducationProducts: ServiceCategory[] = [
  {
    id: 311,
    titleEn: "ELT",
    titleAr: "تعليم اللغة الإنجليزية",
    image: "/images/illustrations/ill-29.svg",
    serviceCategoryServicesContents: [
      {
        id: 3111,
        titleEn: "English Language Teaching Materials",
        titleAr: "مواد تعليم اللغة الإنجليزية",
        descriptionEn:
          "<p>Manar's ELT programme serves preparatory-year and general English courses at universities and colleges. Courses are mapped to the Common European Framework of Reference for Languages (CEFR), from A1 to C1, and include academic and professional English strands.</p><p>Each level combines a printed course book, a workbook and a digital platform with adaptive practice, speaking and writing tasks, and automatically marked progress tests.</p><p>Placement tests and teacher dashboards help institutions place students accurately, monitor their progress and report outcomes to quality units.</p>",
        descriptionAr:
          "<p>يخدم برنامج منار لتعليم اللغة الإنجليزية مقررات السنة التحضيرية ومقررات اللغة الإنجليزية العامة في الجامعات والكليات. والمقررات مبنية وفق الإطار الأوروبي المرجعي المشترك للغات، من المستوى A1 حتى C1، وتتضمن مسارات للإنجليزية الأكاديمية والمهنية.</p><p>ويجمع كل مستوى بين كتاب مقرر مطبوع وكراسة تدريبات ومنصة رقمية توفر تدريبًا تكيّفيًا ومهام للمحادثة والكتابة واختبارات تقدّم تُصحَّح آليًا.</p><p>وتساعد اختبارات تحديد المستوى ولوحات متابعة المعلمين المؤسساتِ على تصنيف الطلاب بدقة ومتابعة تقدّمهم ورفع النتائج إلى وحدات الجودة.</p>",
        image: "/images/illustrations/ill-33.svg",
        serviceContentListDetails: [
          {
            id: 31111,
            titleEn: "Programme components",
            titleAr: "مكوّنات البرنامج",
            descriptionEn: "Available in print, digital or blended formats.",
            descriptionAr: "متاحة بصيغ مطبوعة أو رقمية أو مدمجة.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 311111,
                image: "/images/icons/icon-01.svg",
                titleEn: "CEFR-aligned course books (A1 to C1)",
                titleAr: "كتب مقررات وفق الإطار الأوروبي (من A1 إلى C1)",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 311112,
                image: "/images/icons/icon-02.svg",
                titleEn: "English for academic purposes",
                titleAr: "الإنجليزية للأغراض الأكاديمية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 311113,
                image: "/images/icons/icon-14.svg",
                titleEn: "English for specific professions",
                titleAr: "الإنجليزية لأغراض مهنية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 311114,
                image: "/images/icons/icon-08.svg",
                titleEn: "Online practice and speaking platform",
                titleAr: "منصة التدريب والمحادثة الإلكترونية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 311115,
                image: "/images/icons/icon-12.svg",
                titleEn: "Placement and progress tests",
                titleAr: "اختبارات تحديد المستوى وقياس التقدّم",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 3112,
        titleEn: "The ELT Digital Platform",
        titleAr: "المنصة الرقمية لتعليم الإنجليزية",
        descriptionEn:
          "<p>The digital platform extends learning beyond the classroom. Students practise listening, speaking, reading and writing with instant feedback, while speech recognition helps them improve their pronunciation in private.</p><p>Teachers assign work, review recordings and essays, and see at a glance which students need support. The platform works on phones, tablets and computers, and integrates with the major learning management systems.</p>",
        descriptionAr:
          "<p>تمتد المنصة الرقمية بالتعلم إلى ما بعد القاعة الدراسية؛ إذ يتدرّب الطلاب على الاستماع والمحادثة والقراءة والكتابة مع تغذية راجعة فورية، وتساعدهم تقنية التعرّف على الكلام على تحسين نطقهم على انفراد.</p><p>ويُسند المعلمون المهام، ويراجعون التسجيلات الصوتية والمقالات، ويعرفون بنظرة سريعة من يحتاج من الطلاب إلى دعم. وتعمل المنصة على الهواتف والأجهزة اللوحية والحواسيب، وتتكامل مع أبرز أنظمة إدارة التعلم.</p>",
        image: "/images/illustrations/ill-24.svg",
        serviceContentListDetails: [],
      },
    ],
  },
  {
    id: 312,
    titleEn: "Academic Publishing",
    titleAr: "النشر الأكاديمي",
    image: "/images/illustrations/ill-04.svg",
    serviceCategoryServicesContents: [
      {
        id: 3121,
        titleEn: "Publishing for Universities and Researchers",
        titleAr: "النشر للجامعات والباحثين",
        descriptionEn:
          "<p>Manar publishes university textbooks, reference works and research monographs in Arabic and English, working with faculty authors and university presses on editing, peer review coordination, design and production.</p><p>We also translate leading international textbooks into Arabic, helping universities teach specialist subjects in their students' first language without compromising academic standards.</p><p>Titles are available in print and as licensed e-books for university libraries and digital platforms.</p>",
        descriptionAr:
          "<p>تنشر منار الكتب الجامعية والمراجع العلمية والدراسات البحثية باللغتين العربية والإنجليزية، بالتعاون مع المؤلفين من أعضاء هيئة التدريس ودور النشر الجامعية في التحرير وتنسيق التحكيم العلمي والتصميم والإنتاج.</p><p>كما نترجم كتبًا جامعية دولية رائدة إلى العربية، لنعين الجامعات على تدريس المواد التخصصية بلغة طلابها الأم دون المساس بالمعايير الأكاديمية.</p><p>وتتوفر الإصدارات مطبوعةً وفي صورة كتب إلكترونية مرخّصة لمكتبات الجامعات ومنصاتها الرقمية.</p>",
        image: "/images/illustrations/ill-48.svg",
        serviceContentListDetails: [
          {
            id: 31211,
            titleEn: "Publishing services",
            titleAr: "خدمات النشر",
            descriptionEn: "For faculty authors, academic departments and university presses:",
            descriptionAr: "للمؤلفين من أعضاء هيئة التدريس والأقسام الأكاديمية ودور النشر الجامعية:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 312111,
                image: "/images/icons/icon-01.svg",
                titleEn: "University textbooks",
                titleAr: "الكتب الجامعية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 312112,
                image: "/images/icons/icon-03.svg",
                titleEn: "Translation of reference works",
                titleAr: "ترجمة المراجع العلمية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 312113,
                image: "/images/icons/icon-11.svg",
                titleEn: "Peer review coordination",
                titleAr: "تنسيق التحكيم العلمي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 312114,
                image: "/images/icons/icon-08.svg",
                titleEn: "E-book licensing for libraries",
                titleAr: "ترخيص الكتب الإلكترونية للمكتبات",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

// ---- Publishing -----------------------------------------------------------------------------

const publishingServices: ServiceCategory[] = [
  {
    id: 401,
    titleEn: "Printing",
    titleAr: "الطباعة",
    image: "/images/illustrations/ill-16.svg",
    serviceCategoryServicesContents: [
      {
        id: 4011,
        titleEn: "Commercial and Educational Printing",
        titleAr: "الطباعة التجارية والتعليمية",
        descriptionEn:
          "<p>Manar's printing facility in Riyadh combines sheet-fed offset, web offset and digital presses with complete in-house finishing, allowing us to produce everything from short digital runs to millions of textbooks for national school programmes.</p><p>Colour management, pre-press proofing and quality checks at every stage keep results consistent across long runs and repeat orders, while certified paper sources and water-based inks reduce our environmental footprint.</p><p>Our production planners work to the academic calendar, so that books reach warehouses and schools before the first day of term.</p>",
        descriptionAr:
          "<p>تجمع مطبعة منار في الرياض بين مكائن الطباعة الأوفست بالأفرخ وبالبكرات والطباعة الرقمية، مع تجهيزات متكاملة للتشطيب والتجليد، مما يمكّننا من إنتاج كل شيء، من الطبعات الرقمية المحدودة إلى ملايين الكتب المدرسية للبرامج التعليمية الوطنية.</p><p>وتضمن إدارة الألوان والبروفات السابقة للطباعة وفحوص الجودة في كل مرحلة ثباتَ النتائج في الطبعات الكبيرة والطلبات المتكررة، فيما يسهم اعتماد مصادر ورق موثّقة وأحبار مائية في تقليل أثرنا البيئي.</p><p>ويعمل مخططو الإنتاج لدينا وفق التقويم الدراسي، لتصل الكتب إلى المستودعات والمدارس قبل اليوم الأول من العام الدراسي.</p>",
        image: "/images/illustrations/ill-19.svg",
        serviceContentListDetails: [
          {
            id: 40111,
            titleEn: "Printing capabilities",
            titleAr: "إمكانات الطباعة",
            descriptionEn: "Complete production under one roof:",
            descriptionAr: "إنتاج متكامل تحت سقف واحد:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 401111,
                image: "/images/icons/icon-09.svg",
                titleEn: "Sheet-fed and web offset printing",
                titleAr: "الطباعة الأوفست بالأفرخ وبالبكرات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 401112,
                image: "/images/icons/icon-09.svg",
                titleEn: "Digital and print-on-demand",
                titleAr: "الطباعة الرقمية والطباعة حسب الطلب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 401113,
                image: "/images/icons/icon-05.svg",
                titleEn: "Pre-press and colour management",
                titleAr: "ما قبل الطباعة وإدارة الألوان",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 401114,
                image: "/images/icons/icon-01.svg",
                titleEn: "Binding and finishing",
                titleAr: "التجليد والتشطيب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 401115,
                image: "/images/icons/icon-16.svg",
                titleEn: "Packaging and labelling",
                titleAr: "التغليف ووضع الملصقات",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 402,
    titleEn: "Distribution",
    titleAr: "التوزيع",
    image: "/images/illustrations/ill-31.svg",
    serviceCategoryServicesContents: [
      {
        id: 4021,
        titleEn: "Reaching Readers Across the Region",
        titleAr: "الوصول إلى القرّاء في أنحاء المنطقة",
        descriptionEn:
          "<p>Our distribution network delivers books and magazines to more than 12,000 distribution points, including bookshops, school campuses, universities, libraries and retail chains.</p><p>Warehouses in Riyadh, Jeddah and Dammam, together with logistics partners across the Gulf and beyond, let us plan national school-book deliveries and weekly magazine distribution with equal precision.</p><p>Publishers who work with us gain access to our retail relationships, sales reporting and returns management, as well as online sales channels and e-book platforms.</p>",
        descriptionAr:
          "<p>توصل شبكة التوزيع لدينا الكتبَ والمجلات إلى أكثر من 12,000 نقطة توزيع، تشمل المكتبات التجارية والمدارس والجامعات والمكتبات العامة وسلاسل البيع بالتجزئة.</p><p>وتتيح لنا مستودعاتنا في الرياض وجدة والدمام، إلى جانب شركائنا اللوجستيين في دول الخليج وخارجها، تخطيطَ عمليات توصيل الكتب المدرسية على المستوى الوطني وتوزيع المجلات أسبوعيًا بالدقة ذاتها.</p><p>ويحظى الناشرون المتعاملون معنا بعلاقاتنا مع منافذ البيع، وتقارير المبيعات، وإدارة المرتجعات، إضافةً إلى قنوات البيع الإلكتروني ومنصات الكتب الإلكترونية.</p>",
        image: "/images/illustrations/ill-07.svg",
        serviceContentListDetails: [
          {
            id: 40211,
            titleEn: "Distribution services",
            titleAr: "خدمات التوزيع",
            descriptionEn: "For publishers, ministries and institutions:",
            descriptionAr: "للناشرين والوزارات والمؤسسات:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 402111,
                image: "/images/icons/icon-03.svg",
                titleEn: "National school-book logistics",
                titleAr: "الخدمات اللوجستية للكتب المدرسية على المستوى الوطني",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 402112,
                image: "/images/icons/icon-01.svg",
                titleEn: "Bookshop and retail distribution",
                titleAr: "التوزيع على المكتبات ومنافذ البيع",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 402113,
                image: "/images/icons/icon-10.svg",
                titleEn: "Magazine subscriptions and newsstand supply",
                titleAr: "اشتراكات المجلات وتزويد نقاط البيع",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 402114,
                image: "/images/icons/icon-08.svg",
                titleEn: "Online and e-book channels",
                titleAr: "قنوات البيع الإلكتروني والكتب الإلكترونية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

const publishingProducts: ServiceCategory[] = [
  {
    id: 411,
    titleEn: "Books",
    titleAr: "الكتب",
    image: "/images/illustrations/ill-11.svg",
    serviceCategoryServicesContents: [
      {
        id: 4111,
        titleEn: "A List for Every Reader",
        titleAr: "إصدارات لكل قارئ",
        descriptionEn:
          "<p>Manar publishes hundreds of new titles every year, spanning school textbooks, children's literature, young adult fiction, reference works and general non-fiction in Arabic and English.</p><p>Our editors work closely with authors, illustrators and translators, and every title passes through structured editing, proofreading and design review before it goes to press.</p><p>Backlist titles stay available through print-on-demand, and as e-books and audiobooks for readers who prefer digital formats.</p>",
        descriptionAr:
          "<p>تنشر منار مئات العناوين الجديدة كل عام، تشمل الكتب المدرسية وأدب الأطفال وروايات اليافعين والمراجع والكتب الثقافية العامة باللغتين العربية والإنجليزية.</p><p>ويعمل محررونا عن قرب مع المؤلفين والرسامين والمترجمين، ويمرّ كل عنوان بمراحل منظّمة من التحرير والتدقيق ومراجعة التصميم قبل دخوله المطبعة.</p><p>ونحافظ على توافر إصداراتنا السابقة عبر الطباعة حسب الطلب، كما نتيحها كتبًا إلكترونية وصوتية للقرّاء الذين يفضّلون الصيغ الرقمية.</p>",
        image: "/images/illustrations/ill-04.svg",
        serviceContentListDetails: [
          {
            id: 41111,
            titleEn: "Publishing lines",
            titleAr: "مجالات النشر",
            descriptionEn: "Our list is organised into five publishing lines:",
            descriptionAr: "تنتظم إصداراتنا في خمسة مجالات:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 411111,
                image: "/images/icons/icon-01.svg",
                titleEn: "School textbooks and workbooks",
                titleAr: "الكتب المدرسية وكراسات التدريب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 411112,
                image: "/images/icons/icon-06.svg",
                titleEn: "Children's picture books",
                titleAr: "الكتب المصوّرة للأطفال",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 411113,
                image: "/images/icons/icon-10.svg",
                titleEn: "Young adult fiction",
                titleAr: "روايات اليافعين",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 411114,
                image: "/images/icons/icon-03.svg",
                titleEn: "Dictionaries and reference",
                titleAr: "المعاجم والمراجع",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 411115,
                image: "/images/icons/icon-02.svg",
                titleEn: "General non-fiction",
                titleAr: "الكتب الثقافية العامة",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 412,
    titleEn: "Magazines",
    titleAr: "المجلات",
    image: "/images/illustrations/ill-35.svg",
    serviceCategoryServicesContents: [
      {
        id: 4121,
        titleEn: "Magazines for Young Readers and Educators",
        titleAr: "مجلات للقرّاء الصغار والتربويين",
        descriptionEn:
          "<p>Our magazines keep children and teachers reading all year round. Our monthly children's magazine mixes comic strips, science features, puzzles and readers' contributions, and is read in homes and school libraries across the Gulf.</p><p>A quarterly professional magazine for teachers and school leaders shares classroom practice, research summaries and interviews with educators from across the region.</p><p>Both titles are published in print and digital editions, with institutional subscriptions for schools and libraries.</p>",
        descriptionAr:
          "<p>تحافظ مجلاتنا على صلة الأطفال والمعلمين بالقراءة طوال العام؛ فمجلتنا الشهرية للأطفال تجمع القصص المصوّرة والموضوعات العلمية والألغاز ومشاركات القرّاء، وتُقرأ في البيوت والمكتبات المدرسية في أنحاء الخليج.</p><p>أما المجلة الفصلية المتخصصة للمعلمين وقادة المدارس، فتعرض الممارسات الصفية وملخصات البحوث ولقاءات مع تربويين من أنحاء المنطقة.</p><p>وتصدر المجلتان بنسختين مطبوعة ورقمية، مع اشتراكات مؤسسية للمدارس والمكتبات.</p>",
        image: "/images/illustrations/ill-13.svg",
        serviceContentListDetails: [
          {
            id: 41211,
            titleEn: "Subscriptions",
            titleAr: "الاشتراكات",
            descriptionEn: "Choose the format that suits your school or family:",
            descriptionAr: "اختر الصيغة التي تناسب مدرستك أو أسرتك:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 412111,
                image: "/images/icons/icon-10.svg",
                titleEn: "Individual print subscription",
                titleAr: "اشتراك فردي في النسخة المطبوعة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 412112,
                image: "/images/icons/icon-08.svg",
                titleEn: "Digital edition with archive access",
                titleAr: "النسخة الرقمية مع إتاحة الأرشيف",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 412113,
                image: "/images/icons/icon-07.svg",
                titleEn: "School and library bundles",
                titleAr: "باقات المدارس والمكتبات",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

// ---- Vocational education ---------------------------------------------------------------------

/**
 * Read by index (SPEC section 7, "Service areas"): 0-2 feed the intro,
 * 3 technical schools, 4 curricula, 5 educators' capability, 6 digitization. List items here
 * carry descriptions: the vocational page is the one that shows them.
 */
const vocationalServices: ServiceCategory[] = [
  {
    id: 501,
    titleEn: "Governance and Policy",
    titleAr: "الحوكمة والسياسات",
    image: "/images/illustrations/ill-30.svg",
    serviceCategoryServicesContents: [
      {
        id: 5011,
        titleEn: "Policy and Governance Frameworks",
        titleAr: "أُطر السياسات والحوكمة",
        descriptionEn:
          "<p>Strong vocational systems start with clear governance. We help ministries and training authorities define national technical and vocational education and training (TVET) strategies, qualification frameworks, and the roles of the institutions that deliver and regulate training.</p><p>Our advisers draw on international models and adapt them to local labour markets, legislation and institutional capacity, working closely with government teams so that policies are owned and implemented, not just written.</p><p>Deliverables range from strategy documents and regulations to funding models, performance indicators and implementation plans.</p>",
        descriptionAr:
          "<p>تبدأ المنظومات المهنية القوية بحوكمة واضحة. ونساعد الوزارات وهيئات التدريب على صياغة الاستراتيجيات الوطنية للتعليم والتدريب التقني والمهني، وأُطر المؤهلات، وتحديد أدوار المؤسسات التي تقدّم التدريب وتنظّمه.</p><p>ويستند مستشارونا إلى النماذج الدولية ويكيّفونها مع أسواق العمل والتشريعات والقدرات المؤسسية المحلية، ويعملون جنبًا إلى جنب مع الفرق الحكومية لتكون السياسات مملوكة لأصحابها ومطبّقة فعلًا، لا حبرًا على ورق.</p><p>وتتنوع المخرجات من وثائق الاستراتيجيات واللوائح إلى نماذج التمويل ومؤشرات الأداء وخطط التنفيذ.</p>",
        image: "/images/illustrations/ill-09.svg",
        serviceContentListDetails: [
          {
            id: 50111,
            titleEn: "Advisory areas",
            titleAr: "مجالات الاستشارة",
            descriptionEn:
              "Each area can be delivered as a standalone study or as part of a national reform programme.",
            descriptionAr: "يمكن تنفيذ كل مجال دراسةً مستقلة أو ضمن برنامج إصلاح وطني.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 501111,
                image: "/images/icons/icon-12.svg",
                titleEn: "National TVET strategy",
                titleAr: "الاستراتيجية الوطنية للتعليم والتدريب التقني والمهني",
                descriptionEn: "Vision, priorities and targets aligned with economic development plans.",
                descriptionAr: "رؤية وأولويات ومستهدفات متّسقة مع خطط التنمية الاقتصادية.",
              },
              {
                id: 501112,
                image: "/images/icons/icon-11.svg",
                titleEn: "Qualification frameworks",
                titleAr: "أُطر المؤهلات",
                descriptionEn: "Levels, level descriptors and the recognition of prior learning.",
                descriptionAr: "المستويات وواصفاتها والاعتراف بالتعلم السابق.",
              },
              {
                id: 501113,
                image: "/images/icons/icon-04.svg",
                titleEn: "Funding and performance models",
                titleAr: "نماذج التمويل وقياس الأداء",
                descriptionEn: "Outcome-based funding formulas and institutional performance indicators.",
                descriptionAr: "صيغ تمويل قائمة على النتائج ومؤشرات أداء للمؤسسات.",
              },
              {
                id: 501114,
                image: "/images/icons/icon-13.svg",
                titleEn: "Regulation and licensing",
                titleAr: "التنظيم والترخيص",
                descriptionEn: "Rules for licensing training providers and their programmes.",
                descriptionAr: "ضوابط ترخيص جهات التدريب وبرامجها.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 502,
    titleEn: "Private Sector Engagement",
    titleAr: "إشراك القطاع الخاص",
    image: "/images/illustrations/ill-10.svg",
    serviceCategoryServicesContents: [
      {
        id: 5021,
        titleEn: "Connecting Training with Employers",
        titleAr: "ربط التدريب بأصحاب العمل",
        descriptionEn:
          "<p>Vocational training only pays off when graduates find work. We design the mechanisms that bring employers into every stage of training, from defining occupational standards to offering work-based learning and hiring graduates.</p><p>Our team sets up sector skills councils, structures public-private partnerships for training centres, and designs apprenticeship schemes that balance the needs of employers, trainees and training providers.</p><p>We also run employer surveys and labour market studies that tell institutions which skills are in demand and which programmes need to change.</p>",
        descriptionAr:
          "<p>لا يؤتي التدريب المهني ثماره إلا حين يجد خرّيجوه عملًا. لذلك نصمم الآليات التي تُشرك أصحاب العمل في كل مراحل التدريب، من تحديد المعايير المهنية إلى توفير التعلم في بيئة العمل وتوظيف الخريجين.</p><p>ويتولى فريقنا تأسيس المجالس القطاعية للمهارات، وهيكلة الشراكات بين القطاعين العام والخاص لمراكز التدريب، وتصميم برامج التلمذة المهنية التي توازن بين احتياجات أصحاب العمل والمتدربين وجهات التدريب.</p><p>كما نُجري استطلاعات لآراء أصحاب العمل ودراسات لسوق العمل تبيّن للمؤسسات المهارات المطلوبة والبرامج التي تحتاج إلى تطوير.</p>",
        image: "/images/illustrations/ill-46.svg",
        serviceContentListDetails: [
          {
            id: 50211,
            titleEn: "Engagement models",
            titleAr: "نماذج الشراكة",
            descriptionEn: "Proven ways to involve industry in training:",
            descriptionAr: "أساليب مجرّبة لإشراك قطاع الأعمال في التدريب:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 502111,
                image: "/images/icons/icon-07.svg",
                titleEn: "Sector skills councils",
                titleAr: "المجالس القطاعية للمهارات",
                descriptionEn: "Employer-led bodies that set the occupational standards for their sector.",
                descriptionAr: "هيئات يقودها أصحاب العمل لوضع المعايير المهنية في قطاعاتهم.",
              },
              {
                id: 502112,
                image: "/images/icons/icon-05.svg",
                titleEn: "Apprenticeships and work-based learning",
                titleAr: "التلمذة المهنية والتعلم في بيئة العمل",
                descriptionEn: "Structured on-the-job training combined with classroom study.",
                descriptionAr: "تدريب منظّم في مواقع العمل يقترن بالدراسة النظرية.",
              },
              {
                id: 502113,
                image: "/images/icons/icon-14.svg",
                titleEn: "Public-private partnerships",
                titleAr: "الشراكات بين القطاعين العام والخاص",
                descriptionEn: "Training centres co-funded and co-managed with industry partners.",
                descriptionAr: "مراكز تدريب يشترك في تمويلها وإدارتها شركاء من قطاع الأعمال.",
              },
              {
                id: 502114,
                image: "/images/icons/icon-04.svg",
                titleEn: "Labour market intelligence",
                titleAr: "معلومات سوق العمل",
                descriptionEn: "Studies and surveys that identify the skills in demand.",
                descriptionAr: "دراسات واستطلاعات ترصد المهارات المطلوبة.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 503,
    titleEn: "Quality Assurance and Accreditation",
    titleAr: "ضمان الجودة والاعتماد",
    image: "/images/illustrations/ill-45.svg",
    serviceCategoryServicesContents: [
      {
        id: 5031,
        titleEn: "Quality Systems for Training Providers",
        titleAr: "أنظمة الجودة لجهات التدريب",
        descriptionEn:
          "<p>Learners and employers need confidence that a qualification means the same thing wherever it was earned. We help authorities set up quality assurance frameworks, and help institutions meet them.</p><p>For regulators, we develop accreditation standards, review procedures and assessor training. For colleges and institutes, we run self-assessment exercises, prepare accreditation files and set up internal quality units that keep improvement going.</p><p>Our approach draws on international quality frameworks, and we have supported institutions seeking both national and international accreditation.</p>",
        descriptionAr:
          "<p>يحتاج المتدربون وأصحاب العمل إلى الثقة بأن المؤهل يحمل القيمة نفسها أينما حُصّل. لذا نساعد الجهات التنظيمية على بناء أُطر ضمان الجودة، ونعين المؤسسات التدريبية على استيفائها.</p><p>فنطوّر للجهات التنظيمية معايير الاعتماد وإجراءات المراجعة وبرامج تدريب المقيّمين، ونُجري للكليات والمعاهد دراسات التقويم الذاتي، ونُعِدّ ملفات الاعتماد، ونؤسس وحدات جودة داخلية تضمن استمرار التحسين.</p><p>ويستند نهجنا إلى الأُطر الدولية للجودة، وقد دعمنا مؤسسات سعت إلى الحصول على الاعتماد الوطني والدولي على حدّ سواء.</p>",
        image: "/images/illustrations/ill-47.svg",
        serviceContentListDetails: [
          {
            id: 50311,
            titleEn: "Quality services",
            titleAr: "خدمات الجودة",
            descriptionEn: "For regulators and for the institutions they accredit:",
            descriptionAr: "للجهات التنظيمية وللمؤسسات التي تعتمدها:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 503111,
                image: "/images/icons/icon-11.svg",
                titleEn: "Accreditation standards and procedures",
                titleAr: "معايير الاعتماد وإجراءاته",
                descriptionEn: "Institutional and programme standards, with clear evidence requirements.",
                descriptionAr: "معايير مؤسسية وبرامجية، مع متطلبات واضحة للشواهد.",
              },
              {
                id: 503112,
                image: "/images/icons/icon-12.svg",
                titleEn: "Institutional self-assessment",
                titleAr: "التقويم الذاتي المؤسسي",
                descriptionEn: "Guided reviews that identify strengths and priorities for improvement.",
                descriptionAr: "مراجعات موجّهة تحدد مواطن القوة وأولويات التحسين.",
              },
              {
                id: 503113,
                image: "/images/icons/icon-13.svg",
                titleEn: "Accreditation readiness",
                titleAr: "الجاهزية للاعتماد",
                descriptionEn: "Preparation of evidence files and mock review visits.",
                descriptionAr: "إعداد ملفات الشواهد وتنفيذ زيارات مراجعة تجريبية.",
              },
              {
                id: 503114,
                image: "/images/icons/icon-07.svg",
                titleEn: "Assessor and auditor training",
                titleAr: "تدريب المقيّمين والمراجعين",
                descriptionEn: "Certified training for internal and external reviewers.",
                descriptionAr: "تدريب معتمد للمراجعين الداخليين والخارجيين.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 504,
    titleEn: "Technical Schools Management and Operations",
    titleAr: "إدارة المدارس التقنية وتشغيلها",
    image: "/images/illustrations/ill-15.svg",
    serviceCategoryServicesContents: [
      {
        id: 5041,
        titleEn: "Operating Technical Schools and Colleges",
        titleAr: "تشغيل المدارس والكليات التقنية",
        descriptionEn:
          "<p>Manar manages and operates technical schools and training institutes on behalf of government bodies and corporate owners, drawing on our experience of running our own applied technology school in Riyadh.</p><p>Operation contracts cover academic leadership, staffing, curriculum delivery, student services, workshop and laboratory management, and the partnerships that place students in internships and jobs.</p><p>Every institution we operate works to agreed performance indicators, including completion rates, employer satisfaction and graduate employment, which are reported to the owner each term.</p>",
        descriptionAr:
          "<p>تتولى منار إدارة المدارس التقنية ومعاهد التدريب وتشغيلها نيابةً عن الجهات الحكومية والشركات المالكة لها، مستفيدةً من خبرتها في تشغيل مدرستها للتقنية التطبيقية في الرياض.</p><p>وتشمل عقود التشغيل القيادة الأكاديمية، والتوظيف، وتقديم المناهج، والخدمات الطلابية، وإدارة الورش والمعامل، والشراكات التي تتيح للطلاب فرص التدريب التعاوني والتوظيف.</p><p>وتعمل كل مؤسسة نشغّلها وفق مؤشرات أداء متفق عليها، منها معدلات الإكمال ورضا أصحاب العمل وتوظيف الخريجين، وتُرفع تقاريرها إلى الجهة المالكة كل فصل دراسي.</p>",
        image: "/images/illustrations/ill-01.svg",
        serviceContentListDetails: [
          {
            id: 50411,
            titleEn: "Operating model",
            titleAr: "نموذج التشغيل",
            descriptionEn: "What an operation contract covers:",
            descriptionAr: "ما يشمله عقد التشغيل:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 504111,
                image: "/images/icons/icon-07.svg",
                titleEn: "Academic leadership and staffing",
                titleAr: "القيادة الأكاديمية والتوظيف",
                descriptionEn:
                  "Recruitment, induction and performance management of principals, trainers and support staff.",
                descriptionAr: "استقطاب المديرين والمدربين والكادر المساند وتهيئتهم وإدارة أدائهم.",
              },
              {
                id: 504112,
                image: "/images/icons/icon-05.svg",
                titleEn: "Workshops and laboratories",
                titleAr: "الورش والمعامل",
                descriptionEn: "Specification, equipment, safety and maintenance of training facilities.",
                descriptionAr: "تحديد مواصفات مرافق التدريب وتجهيزها وضمان سلامتها وصيانتها.",
              },
              {
                id: 504113,
                image: "/images/icons/icon-02.svg",
                titleEn: "Student services and career guidance",
                titleAr: "الخدمات الطلابية والإرشاد المهني",
                descriptionEn: "Admission, counselling, internships and job placement.",
                descriptionAr: "القبول والإرشاد والتدريب التعاوني والتوظيف.",
              },
              {
                id: 504114,
                image: "/images/icons/icon-04.svg",
                titleEn: "Performance reporting",
                titleAr: "تقارير الأداء",
                descriptionEn: "Termly dashboards against the agreed indicators.",
                descriptionAr: "لوحات متابعة فصلية وفق المؤشرات المتفق عليها.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 505,
    titleEn: "Curricula Development",
    titleAr: "تطوير المناهج",
    image: "/images/illustrations/ill-03.svg",
    serviceCategoryServicesContents: [
      {
        id: 5051,
        titleEn: "Competency-Based Training Programmes",
        titleAr: "برامج تدريبية قائمة على الجدارات",
        descriptionEn:
          "<p>Our vocational curricula start from the job itself. Together with employers, we analyse occupations, define the competencies a skilled worker needs, and turn them into training programmes, learning resources and practical assessments.</p><p>Programmes are written for the realities of the training workshop, with clear learning outcomes, task-based activities, safety guidance and assessment checklists that trainers can apply consistently.</p><p>We have developed programmes in fields such as electrical and mechanical maintenance, information technology, logistics, hospitality, allied health and printing technology.</p>",
        descriptionAr:
          "<p>تنطلق مناهجنا المهنية من الوظيفة ذاتها؛ إذ نحلّل المهن بالتعاون مع أصحاب العمل، ونحدد الجدارات التي يحتاج إليها العامل الماهر، ثم نحوّلها إلى برامج تدريبية ومصادر تعلّم واختبارات عملية.</p><p>وتُكتب البرامج بما يناسب واقع الورشة التدريبية، بنواتج تعلّم واضحة وأنشطة قائمة على المهام وإرشادات للسلامة وقوائم تقييم يطبّقها المدربون بصورة متّسقة.</p><p>وقد طوّرنا برامج في مجالات منها الصيانة الكهربائية والميكانيكية، وتقنية المعلومات، والخدمات اللوجستية، والضيافة، والمهن الصحية المساندة، وتقنيات الطباعة.</p>",
        image: "/images/illustrations/ill-06.svg",
        serviceContentListDetails: [
          {
            id: 50511,
            titleEn: "Development stages",
            titleAr: "مراحل التطوير",
            descriptionEn: "Every programme passes through four stages:",
            descriptionAr: "يمرّ كل برنامج بأربع مراحل:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 505111,
                image: "/images/icons/icon-07.svg",
                titleEn: "Occupational analysis",
                titleAr: "التحليل المهني",
                descriptionEn: "Workshops with practitioners to map tasks and competencies.",
                descriptionAr: "ورش عمل مع الممارسين لرصد المهام والجدارات.",
              },
              {
                id: 505112,
                image: "/images/icons/icon-10.svg",
                titleEn: "Programme design",
                titleAr: "تصميم البرنامج",
                descriptionEn: "Units, learning outcomes, training hours and delivery modes.",
                descriptionAr: "الوحدات ونواتج التعلم والساعات التدريبية وأساليب التقديم.",
              },
              {
                id: 505113,
                image: "/images/icons/icon-01.svg",
                titleEn: "Learning resources",
                titleAr: "مصادر التعلم",
                descriptionEn: "Trainee manuals, trainer guides and practical job sheets.",
                descriptionAr: "حقائب المتدرب وأدلة المدرب وأوراق العمل التطبيقية.",
              },
              {
                id: 505114,
                image: "/images/icons/icon-12.svg",
                titleEn: "Competency assessment",
                titleAr: "تقييم الجدارات",
                descriptionEn: "Practical tests and observation checklists.",
                descriptionAr: "اختبارات عملية وقوائم ملاحظة.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 506,
    titleEn: "Capability Building for Vocational Educators",
    titleAr: "بناء قدرات معلمي التعليم المهني ومدربيه",
    image: "/images/illustrations/ill-14.svg",
    serviceCategoryServicesContents: [
      {
        id: 5061,
        titleEn: "Developing Vocational Trainers",
        titleAr: "تطوير المدربين المهنيين",
        descriptionEn:
          "<p>Many vocational trainers join from industry with strong technical skills but little teaching experience. Our programmes give them the pedagogical tools to plan practical sessions, run workshops safely and assess competence fairly.</p><p>We also help experienced trainers keep pace with technology through industry placements and technical upskilling, delivered together with equipment manufacturers and employers.</p><p>Leadership programmes for heads of department and institute managers complete the pathway, building the capacity to run modern institutions that focus on employers' needs.</p>",
        descriptionAr:
          "<p>ينضم كثير من المدربين المهنيين قادمين من قطاع الأعمال بمهارات فنية عالية وخبرة تدريسية محدودة. وتزوّدهم برامجنا بالأدوات التربوية اللازمة لتخطيط الجلسات العملية، وإدارة الورش بأمان، وتقييم الجدارة بعدالة.</p><p>كما نساعد المدربين ذوي الخبرة على مواكبة التقنية عبر فترات تدريب ميداني في المنشآت وبرامج لرفع المهارات الفنية نقدّمها بالتعاون مع مصنّعي المعدات وأصحاب العمل.</p><p>وتكتمل المسيرة ببرامج قيادية لرؤساء الأقسام ومديري المعاهد، تبني قدرتهم على إدارة مؤسسات حديثة تركّز على احتياجات أصحاب العمل.</p>",
        image: "/images/illustrations/ill-10.svg",
        serviceContentListDetails: [
          {
            id: 50611,
            titleEn: "Programmes",
            titleAr: "البرامج",
            descriptionEn: "Offered on campus, in the workplace or online:",
            descriptionAr: "تُقدَّم في المعهد أو في موقع العمل أو عن بُعد:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 506111,
                image: "/images/icons/icon-11.svg",
                titleEn: "Vocational pedagogy certificate",
                titleAr: "شهادة أصول التدريب المهني",
                descriptionEn: "A 120-hour programme for newly appointed trainers.",
                descriptionAr: "برنامج من 120 ساعة للمدربين المعيّنين حديثًا.",
              },
              {
                id: 506112,
                image: "/images/icons/icon-05.svg",
                titleEn: "Industry placements",
                titleAr: "التدريب الميداني في المنشآت",
                descriptionEn: "Short placements that refresh trainers' technical skills.",
                descriptionAr: "فترات قصيرة في مواقع العمل لتحديث المهارات الفنية للمدربين.",
              },
              {
                id: 506113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Competency-based assessment",
                titleAr: "التقييم القائم على الجدارات",
                descriptionEn: "Designing and marking practical assessments.",
                descriptionAr: "تصميم الاختبارات العملية وتقدير درجاتها.",
              },
              {
                id: 506114,
                image: "/images/icons/icon-07.svg",
                titleEn: "Institute leadership",
                titleAr: "قيادة المعاهد",
                descriptionEn: "Management, quality and partnership skills for leaders.",
                descriptionAr: "مهارات الإدارة والجودة والشراكات للقيادات.",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 507,
    titleEn: "Digitization of Content",
    titleAr: "رقمنة المحتوى",
    image: "/images/illustrations/ill-20.svg",
    serviceCategoryServicesContents: [
      {
        id: 5071,
        titleEn: "Digital Learning for Technical Skills",
        titleAr: "التعلم الرقمي للمهارات التقنية",
        descriptionEn:
          "<p>Technical skills are learned by doing, but digital content can make practice safer, cheaper and more frequent. We convert vocational programmes into interactive resources that prepare trainees before they enter the workshop.</p><p>Our studio produces 3D animations of equipment, step-by-step procedure videos, virtual simulations and micro-learning modules for mobile phones, all aligned with the competencies of the training programme.</p><p>Content is delivered through the learning platforms used by training institutes and employers, with progress tracking that trainers can use to plan practical sessions.</p>",
        descriptionAr:
          "<p>تُكتسب المهارات التقنية بالممارسة، غير أن المحتوى الرقمي يجعل التدريب أكثر أمانًا وأقل كلفة وأكثر تكرارًا. ولذلك نحوّل البرامج المهنية إلى مصادر تفاعلية تهيّئ المتدربين قبل دخول الورشة.</p><p>وينتج استوديو المحتوى لدينا رسومًا متحركة ثلاثية الأبعاد للمعدات، ومقاطع مرئية تشرح الإجراءات خطوةً خطوة، ومحاكاة افتراضية، ووحدات تعلّم مصغّر للهواتف المحمولة، وكلها متوافقة مع جدارات البرنامج التدريبي.</p><p>ويُقدَّم المحتوى عبر منصات التعلم التي تستخدمها معاهد التدريب وأصحاب العمل، مع متابعة للتقدّم يستفيد منها المدربون في التخطيط للجلسات العملية.</p>",
        image: "/images/illustrations/ill-22.svg",
        serviceContentListDetails: [
          {
            id: 50711,
            titleEn: "Digital formats",
            titleAr: "الصيغ الرقمية",
            descriptionEn: "Formats chosen to match each competency:",
            descriptionAr: "صيغ تُختار بما يلائم كل جدارة:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 507111,
                image: "/images/icons/icon-05.svg",
                titleEn: "3D equipment animations",
                titleAr: "رسوم متحركة ثلاثية الأبعاد للمعدات",
                descriptionEn: "Show how machines work inside, safely and in detail.",
                descriptionAr: "تكشف طريقة عمل الآلات من الداخل بأمان وتفصيل.",
              },
              {
                id: 507112,
                image: "/images/icons/icon-08.svg",
                titleEn: "Procedure videos",
                titleAr: "مقاطع الإجراءات المصوّرة",
                descriptionEn: "Filmed demonstrations of each task, step by step.",
                descriptionAr: "عروض مصوّرة لأداء كل مهمة خطوةً خطوة.",
              },
              {
                id: 507113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Virtual simulations",
                titleAr: "المحاكاة الافتراضية",
                descriptionEn: "Practise operation and fault-finding without risk.",
                descriptionAr: "تدريب على التشغيل وتشخيص الأعطال دون مخاطر.",
              },
              {
                id: 507114,
                image: "/images/icons/icon-15.svg",
                titleEn: "Mobile micro-learning",
                titleAr: "التعلم المصغّر عبر الهاتف",
                descriptionEn: "Short lessons and quick quizzes for trainees on the move.",
                descriptionAr: "دروس قصيرة واختبارات سريعة للمتدربين أينما كانوا.",
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The intro's icon boxes: the first three vocational categories, with icons instead of illustrations. */
const vocationalIntroIcons = ["/images/icons/icon-13.svg", "/images/icons/icon-14.svg", "/images/icons/icon-11.svg"];

// ---- Corporates -------------------------------------------------------------------------------

/** Each image shows in the services slider when its slide is hovered. */
const corporateServices: ServiceCategory[] = [
  {
    id: 601,
    titleEn: "Capability Building Programs for Workforce",
    titleAr: "برامج بناء قدرات الكوادر البشرية",
    image: "/images/illustrations/ill-10.svg",
    serviceCategoryServicesContents: [
      {
        id: 6011,
        titleEn: "Workforce Development Tailored to Your Business",
        titleAr: "تطوير الكوادر وفق احتياجات أعمالكم",
        descriptionEn:
          "<p>Every programme starts with your business goals. We analyse the capabilities your teams need, design learning journeys for each role, and deliver them through workshops, coaching and on-the-job projects.</p><p>Our portfolio covers leadership and management, customer service, sales, project management, digital skills, and business communication in Arabic and English, with programmes accredited by recognised professional bodies where required.</p><p>We measure impact beyond attendance, tracking changes in behaviour and the business indicators agreed with you at the start of the programme.</p>",
        descriptionAr:
          "<p>ينطلق كل برنامج من أهداف أعمالكم؛ إذ نحلّل القدرات التي تحتاج إليها فرقكم، ونصمم رحلات تعلّم لكل دور وظيفي، ونقدّمها عبر ورش العمل والتوجيه المهني والمشروعات التطبيقية في بيئة العمل.</p><p>وتشمل برامجنا القيادة والإدارة، وخدمة العملاء، والمبيعات، وإدارة المشاريع، والمهارات الرقمية، ومهارات التواصل المهني بالعربية والإنجليزية، مع برامج معتمدة من جهات مهنية معترف بها عند الحاجة.</p><p>ولا نقيس الأثر بعدد الحضور، بل نتابع التغيّر في السلوك المهني ومؤشرات الأعمال التي نتفق عليها معكم منذ بداية البرنامج.</p>",
        image: "/images/illustrations/ill-46.svg",
        serviceContentListDetails: [
          {
            id: 60111,
            titleEn: "Programme areas",
            titleAr: "مجالات البرامج",
            descriptionEn: "Delivered in Arabic or English, on site or online.",
            descriptionAr: "تُقدَّم بالعربية أو الإنجليزية، حضوريًا أو عن بُعد.",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 601111,
                image: "/images/icons/icon-07.svg",
                titleEn: "Leadership and management development",
                titleAr: "تطوير القيادات والمهارات الإدارية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 601112,
                image: "/images/icons/icon-14.svg",
                titleEn: "Customer service excellence",
                titleAr: "التميّز في خدمة العملاء",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 601113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Project and operations management",
                titleAr: "إدارة المشاريع والعمليات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 601114,
                image: "/images/icons/icon-08.svg",
                titleEn: "Digital skills for the workplace",
                titleAr: "المهارات الرقمية في بيئة العمل",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 601115,
                image: "/images/icons/icon-03.svg",
                titleEn: "Business communication in Arabic and English",
                titleAr: "التواصل المهني بالعربية والإنجليزية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 6012,
        titleEn: "Graduate and Localization Programmes",
        titleAr: "برامج الخريجين والتوطين",
        descriptionEn:
          "<p>We design and run intensive programmes that prepare new graduates to join the workforce, supporting employers' localization goals with structured onboarding, technical training and mentoring.</p><p>Programmes combine classroom learning with rotations across the business, and participants finish with a capstone project presented to senior management.</p>",
        descriptionAr:
          "<p>نصمم وننفّذ برامج مكثفة تُعِدّ الخريجين الجدد للانضمام إلى سوق العمل، دعمًا لمستهدفات التوطين لدى أصحاب العمل، عبر برامج تهيئة منظّمة وتدريب فني وإرشاد مهني.</p><p>وتجمع البرامج بين التعلم النظري والتنقّل بين إدارات المنشأة، ويختتم المشاركون مسيرتهم بمشروع تطبيقي يعرضونه على الإدارة العليا.</p>",
        image: "/images/illustrations/ill-05.svg",
        serviceContentListDetails: [],
      },
    ],
  },
  {
    id: 602,
    titleEn: "Digitization of Corporate Training Programs",
    titleAr: "رقمنة برامج التدريب المؤسسي",
    image: "/images/illustrations/ill-24.svg",
    serviceCategoryServicesContents: [
      {
        id: 6021,
        titleEn: "From Training Rooms to Digital Academies",
        titleAr: "من القاعات التدريبية إلى الأكاديميات الرقمية",
        descriptionEn:
          "<p>Classroom training is hard to scale across regions and shifts. We convert your existing courses, manuals and presentations into engaging digital programmes that employees can complete anywhere.</p><p>Our instructional designers keep your subject-matter experts at the centre of the process, while our studio produces e-learning modules, video, simulations and assessments in your brand identity.</p><p>We can also set up and host a branded corporate academy on our learning platform, with reporting that links training completion to compliance and performance data.</p>",
        descriptionAr:
          "<p>يصعب توسيع نطاق التدريب الحضوري ليشمل جميع المناطق ونوبات العمل. لذلك نحوّل دوراتكم التدريبية وأدلّتكم وعروضكم التقديمية إلى برامج رقمية جاذبة يكملها الموظفون أينما كانوا.</p><p>ويحرص مصممو التعليم لدينا على إبقاء خبراء المحتوى لديكم في قلب العملية، فيما ينتج الاستوديو وحدات التعلم الإلكتروني والمقاطع المرئية والمحاكاة والاختبارات وفق هويتكم المؤسسية.</p><p>ويمكننا كذلك إنشاء أكاديمية مؤسسية تحمل علامتكم التجارية واستضافتها على منصتنا التعليمية، مع تقارير تربط إتمام التدريب ببيانات الامتثال والأداء.</p>",
        image: "/images/illustrations/ill-25.svg",
        serviceContentListDetails: [
          {
            id: 60211,
            titleEn: "Digital solutions",
            titleAr: "الحلول الرقمية",
            descriptionEn: "Combine formats to suit your audience and budget:",
            descriptionAr: "اختاروا مزيج الصيغ الذي يناسب جمهوركم وميزانيتكم:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 602111,
                image: "/images/icons/icon-08.svg",
                titleEn: "Custom e-learning modules",
                titleAr: "وحدات تعلّم إلكتروني مخصصة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 602112,
                image: "/images/icons/icon-13.svg",
                titleEn: "Compliance and safety training",
                titleAr: "التدريب على الامتثال والسلامة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 602113,
                image: "/images/icons/icon-06.svg",
                titleEn: "Video and animation production",
                titleAr: "إنتاج المقاطع المرئية والرسوم المتحركة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 602114,
                image: "/images/icons/icon-02.svg",
                titleEn: "Branded corporate academies",
                titleAr: "أكاديميات مؤسسية بعلامتكم التجارية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 603,
    titleEn: "Digital Strategy and Consultation",
    titleAr: "الاستراتيجية الرقمية والاستشارات",
    image: "/images/illustrations/ill-09.svg",
    serviceCategoryServicesContents: [
      {
        id: 6031,
        titleEn: "Learning Strategy for the Digital Workplace",
        titleAr: "استراتيجية التعلم في بيئة العمل الرقمية",
        descriptionEn:
          "<p>As work changes, so must the way organisations learn. Our consultants help HR and learning leaders design a learning strategy that supports business priorities and makes the most of digital tools.</p><p>We assess your current learning function, its technology and its data, benchmark them against leading practice, and recommend an operating model, technology architecture and roadmap that fit your organisation.</p>",
        descriptionAr:
          "<p>مع تغيّر طبيعة العمل، لا بد أن تتغير طريقة تعلّم المؤسسات. ويساعد مستشارونا قيادات الموارد البشرية والتعلم على تصميم استراتيجية تعلّم تدعم أولويات الأعمال وتستثمر الأدوات الرقمية على أفضل وجه.</p><p>فنقيّم وظيفة التعلم الحالية لديكم وتقنياتها وبياناتها، ونقارنها بأفضل الممارسات، ونوصي بنموذج تشغيلي وبنية تقنية وخارطة طريق تلائم مؤسستكم.</p>",
        image: "/images/illustrations/ill-30.svg",
        serviceContentListDetails: [
          {
            id: 60311,
            titleEn: "Advisory services",
            titleAr: "الخدمات الاستشارية",
            descriptionEn: "Independent advice at every stage:",
            descriptionAr: "استشارات مستقلة في كل مرحلة:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 603111,
                image: "/images/icons/icon-12.svg",
                titleEn: "Learning function diagnostic",
                titleAr: "تشخيص وظيفة التعلم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 603112,
                image: "/images/icons/icon-08.svg",
                titleEn: "Learning technology selection",
                titleAr: "اختيار تقنيات التعلم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 603113,
                image: "/images/icons/icon-05.svg",
                titleEn: "Skills taxonomies and capability frameworks",
                titleAr: "تصنيف المهارات وأُطر القدرات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 603114,
                image: "/images/icons/icon-04.svg",
                titleEn: "Learning analytics and return on investment",
                titleAr: "تحليلات التعلم وقياس العائد على الاستثمار",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

// ---- Teaching Arabic as a foreign language -------------------------------------------------------

const teachingServices: ServiceCategory[] = [
  {
    id: 701,
    titleEn: "Arabic Language Programs",
    titleAr: "برامج اللغة العربية",
    image: "/images/illustrations/ill-21.svg",
    serviceCategoryServicesContents: [
      {
        id: 7011,
        titleEn: "Structured Arabic Programmes",
        titleAr: "برامج منظّمة لتعلّم العربية",
        descriptionEn:
          "<p>Our Arabic programmes take learners from their first letters to confident communication in Modern Standard Arabic. Courses follow a clear proficiency scale and balance listening, speaking, reading and writing from the very first lesson.</p><p>Materials are built around authentic situations, from shopping and travel to study and work, and introduce the culture of the Arab world alongside the language.</p><p>Programmes are offered to universities, schools, embassies and organisations abroad, as intensive courses in Riyadh, and as licensed curricula that institutions deliver with their own teachers.</p>",
        descriptionAr:
          "<p>تنتقل برامجنا في اللغة العربية بالمتعلم من الحروف الأولى إلى التواصل بثقة بالعربية الفصحى المعاصرة. وتسير الدورات وفق سُلّم واضح للكفاءة اللغوية، وتوازن منذ الدرس الأول بين الاستماع والمحادثة والقراءة والكتابة.</p><p>وتُبنى المواد حول مواقف حقيقية، من التسوق والسفر إلى الدراسة والعمل، وتعرّف المتعلمين بثقافة العالم العربي إلى جانب اللغة.</p><p>وتُقدَّم البرامج للجامعات والمدارس والسفارات والمؤسسات خارج المملكة، وفي صورة دورات مكثفة في الرياض، ومناهج مرخّصة تقدّمها المؤسسات بمعلميها.</p>",
        image: "/images/illustrations/ill-17.svg",
        serviceContentListDetails: [
          {
            id: 70111,
            titleEn: "Programme levels",
            titleAr: "المستويات الدراسية",
            descriptionEn: "Six levels, from beginner to advanced:",
            descriptionAr: "ستة مستويات، من المبتدئ إلى المتقدّم:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 701111,
                image: "/images/icons/icon-01.svg",
                titleEn: "Beginner (Levels 1 and 2)",
                titleAr: "المستوى المبتدئ (المستويان الأول والثاني)",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 701112,
                image: "/images/icons/icon-10.svg",
                titleEn: "Intermediate (Levels 3 and 4)",
                titleAr: "المستوى المتوسط (المستويان الثالث والرابع)",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 701113,
                image: "/images/icons/icon-02.svg",
                titleEn: "Advanced (Levels 5 and 6)",
                titleAr: "المستوى المتقدّم (المستويان الخامس والسادس)",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 701114,
                image: "/images/icons/icon-14.svg",
                titleEn: "Arabic for specific purposes",
                titleAr: "العربية لأغراض خاصة",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
      {
        id: 7012,
        titleEn: "Arabic for Heritage Learners",
        titleAr: "العربية لأبناء الجاليات",
        descriptionEn:
          "<p>Children of Arab and Muslim families living abroad often understand Arabic at home but struggle to read and write it. Our heritage programme builds literacy through stories, songs and games designed for weekend and community schools.</p><p>Teacher guides and home activities help families support learning, and a companion app keeps children practising between lessons.</p>",
        descriptionAr:
          "<p>كثيرًا ما يفهم أبناء الأسر العربية والمسلمة المقيمة في الخارج العربيةَ في المنزل، لكنهم يجدون صعوبة في قراءتها وكتابتها. ويبني برنامجنا المخصص لهم مهارات القراءة والكتابة عبر القصص والأناشيد والألعاب، وقد صُمّم لمدارس نهاية الأسبوع والمدارس المجتمعية.</p><p>وتعين أدلةُ المعلم والأنشطةُ المنزلية الأسرَ على دعم التعلم، فيما يتيح تطبيق مصاحب للأطفال مواصلة التدريب بين الدروس.</p>",
        image: "/images/illustrations/ill-13.svg",
        serviceContentListDetails: [],
      },
    ],
  },
  {
    id: 702,
    titleEn: "Teacher Training",
    titleAr: "تدريب المعلمين",
    image: "/images/illustrations/ill-14.svg",
    serviceCategoryServicesContents: [
      {
        id: 7021,
        titleEn: "Preparing Teachers of Arabic as a Foreign Language",
        titleAr: "إعداد معلمي العربية للناطقين بغيرها",
        descriptionEn:
          "<p>Teaching Arabic to non-native speakers requires specific skills that native-speaker teachers are rarely trained in. Our programmes cover second-language acquisition, communicative teaching methods, classroom management with adult learners, and the assessment of proficiency.</p><p>Courses combine theory with supervised teaching practice, and participants who complete the full programme receive a professional certificate recognised by our partner institutions.</p>",
        descriptionAr:
          "<p>يتطلب تعليم العربية للناطقين بغيرها مهارات خاصة نادرًا ما يتدرّب عليها المعلمون من أبناء اللغة. وتغطي برامجنا اكتساب اللغة الثانية، وطرائق التدريس التواصلية، وإدارة الصف مع المتعلمين الكبار، وتقويم الكفاءة اللغوية.</p><p>وتجمع الدورات بين الجانب النظري والتدريس العملي تحت الإشراف، ويحصل من يُتمّ البرنامج كاملًا على شهادة مهنية معترف بها لدى المؤسسات الشريكة لنا.</p>",
        image: "/images/illustrations/ill-45.svg",
        serviceContentListDetails: [
          {
            id: 70211,
            titleEn: "Training modules",
            titleAr: "الوحدات التدريبية",
            descriptionEn: "Available as an intensive course or part-time online:",
            descriptionAr: "متاحة في صورة دورة مكثفة أو عن بُعد بدوام جزئي:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 702111,
                image: "/images/icons/icon-06.svg",
                titleEn: "Second-language acquisition",
                titleAr: "اكتساب اللغة الثانية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 702112,
                image: "/images/icons/icon-07.svg",
                titleEn: "Teaching the four language skills",
                titleAr: "تدريس المهارات اللغوية الأربع",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 702113,
                image: "/images/icons/icon-01.svg",
                titleEn: "Teaching grammar communicatively",
                titleAr: "تدريس القواعد بأسلوب تواصلي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 702114,
                image: "/images/icons/icon-10.svg",
                titleEn: "Designing and adapting materials",
                titleAr: "تصميم المواد التعليمية وتكييفها",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 702115,
                image: "/images/icons/icon-12.svg",
                titleEn: "Assessing proficiency",
                titleAr: "تقويم الكفاءة اللغوية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 703,
    titleEn: "Online Arabic Courses",
    titleAr: "دورات العربية عبر الإنترنت",
    image: "/images/illustrations/ill-23.svg",
    serviceCategoryServicesContents: [
      {
        id: 7031,
        titleEn: "Learn Arabic from Anywhere",
        titleAr: "تعلّم العربية من أي مكان",
        descriptionEn:
          "<p>Our online courses connect learners with qualified Arabic teachers wherever they live. Learners join small live classes or one-to-one sessions, and keep practising on our platform with interactive lessons, audio and video.</p><p>Flexible schedules across time zones make the courses suitable for working professionals, university students and families, and progress is measured against the same levels as our classroom programmes.</p>",
        descriptionAr:
          "<p>تصل دوراتنا عبر الإنترنت المتعلمين بمعلمين مؤهلين للغة العربية أينما كانوا؛ إذ ينضم المتعلم إلى فصول مباشرة صغيرة أو جلسات فردية، ويواصل التدريب على منصتنا عبر دروس تفاعلية ومقاطع صوتية ومرئية.</p><p>وتجعل الجداول المرنة الملائمة لمختلف المناطق الزمنية هذه الدوراتِ مناسبةً للموظفين وطلاب الجامعات والأسر، ويُقاس التقدّم وفق المستويات نفسها المعتمدة في برامجنا الحضورية.</p>",
        image: "/images/illustrations/ill-26.svg",
        serviceContentListDetails: [
          {
            id: 70311,
            titleEn: "Course formats",
            titleAr: "أنماط الدورات",
            descriptionEn: "Choose how you want to learn:",
            descriptionAr: "اختر الطريقة التي تناسبك في التعلم:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 703111,
                image: "/images/icons/icon-07.svg",
                titleEn: "Live small-group classes",
                titleAr: "فصول مباشرة في مجموعات صغيرة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 703112,
                image: "/images/icons/icon-08.svg",
                titleEn: "One-to-one tutoring",
                titleAr: "دروس فردية مع معلم خاص",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 703113,
                image: "/images/icons/icon-15.svg",
                titleEn: "Self-paced interactive course",
                titleAr: "دورة تفاعلية ذاتية الإيقاع",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 703114,
                image: "/images/icons/icon-01.svg",
                titleEn: "Qur'anic Arabic",
                titleAr: "عربية القرآن الكريم",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 704,
    titleEn: "Proficiency Testing and Certification",
    titleAr: "اختبارات الكفاءة والشهادات",
    image: "/images/illustrations/ill-47.svg",
    serviceCategoryServicesContents: [
      {
        id: 7041,
        titleEn: "Measuring Arabic Proficiency",
        titleAr: "قياس الكفاءة في اللغة العربية",
        descriptionEn:
          "<p>Our Arabic proficiency test measures what learners can actually do in the language, from everyday communication to academic study. Results are reported on a six-level scale that matches our programmes and international frameworks.</p><p>The test is taken online with remote proctoring or at partner test centres, and is used by universities for admission and by employers for recruitment.</p>",
        descriptionAr:
          "<p>يقيس اختبار الكفاءة في اللغة العربية لدينا قدرةَ المتعلم الفعلية على استخدام اللغة، من التواصل اليومي إلى الدراسة الأكاديمية، وتُعرض نتائجه على سُلّم من ستة مستويات يتوافق مع برامجنا ومع الأُطر الدولية.</p><p>ويُؤدّى الاختبار عبر الإنترنت مع مراقبة عن بُعد أو في مراكز اختبار شريكة، وتعتمده الجامعات في القبول وأصحاب العمل في التوظيف.</p>",
        image: "/images/illustrations/ill-48.svg",
        serviceContentListDetails: [],
      },
    ],
  },
];

// ---- Investing in startups ----------------------------------------------------------------------

const startupServices: ServiceCategory[] = [
  {
    id: 801,
    titleEn: "Seed Investment",
    titleAr: "الاستثمار في المراحل المبكرة",
    image: "/images/illustrations/ill-32.svg",
    serviceCategoryServicesContents: [
      {
        id: 8011,
        titleEn: "Early-Stage Capital",
        titleAr: "تمويل المراحل المبكرة",
        descriptionEn:
          "<p>Manar invests in pre-seed and seed-stage companies building products for K-12, higher education, vocational training, corporate learning and language learning, in Saudi Arabia and across the Middle East and North Africa.</p><p>We look for founding teams with a deep understanding of learners and educators, a product that solves a real problem, and early evidence that users come back. Tickets typically range from USD 100,000 to USD 750,000, and we are happy to lead or join a round.</p><p>As a strategic investor, we take a long-term view and support our portfolio companies through their follow-on rounds.</p>",
        descriptionAr:
          "<p>تستثمر منار في الشركات الناشئة في مرحلتَي ما قبل البذرة والبذرة، التي تطوّر منتجات للتعليم العام والتعليم العالي والتدريب المهني والتعلم المؤسسي وتعلّم اللغات، في المملكة العربية السعودية وأنحاء الشرق الأوسط وشمال أفريقيا.</p><p>ونبحث عن فرق مؤسِّسة تفهم المتعلمين والتربويين فهمًا عميقًا، ومنتج يحلّ مشكلة حقيقية، ومؤشرات مبكرة على عودة المستخدمين إليه. وتتراوح قيمة الاستثمار عادةً بين 100 ألف و750 ألف دولار أمريكي، ويسعدنا أن نقود جولة التمويل أو نشارك فيها.</p><p>وبصفتنا مستثمرًا استراتيجيًا، ننظر إلى المدى البعيد وندعم شركات محفظتنا في جولات تمويلها اللاحقة.</p>",
        image: "/images/illustrations/ill-44.svg",
        serviceContentListDetails: [
          {
            id: 80111,
            titleEn: "What we look for",
            titleAr: "ما الذي نبحث عنه؟",
            descriptionEn: "Our investment criteria:",
            descriptionAr: "معايير الاستثمار لدينا:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 801111,
                image: "/images/icons/icon-07.svg",
                titleEn: "Founders with real insight into education",
                titleAr: "مؤسسون يمتلكون فهمًا عميقًا للتعليم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 801112,
                image: "/images/icons/icon-12.svg",
                titleEn: "Clear, measurable learning outcomes",
                titleAr: "نواتج تعلّم واضحة وقابلة للقياس",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 801113,
                image: "/images/icons/icon-04.svg",
                titleEn: "Early user traction",
                titleAr: "إقبال مبكر من المستخدمين",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 801114,
                image: "/images/icons/icon-15.svg",
                titleEn: "A path to regional scale",
                titleAr: "فرص واضحة للتوسع الإقليمي",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 802,
    titleEn: "Incubation and Mentorship",
    titleAr: "الاحتضان والإرشاد",
    image: "/images/illustrations/ill-06.svg",
    serviceCategoryServicesContents: [
      {
        id: 8021,
        titleEn: "An Incubator Built on Education Expertise",
        titleAr: "حاضنة قائمة على الخبرة التعليمية",
        descriptionEn:
          "<p>Our six-month incubation programme gives early-stage teams a workspace in Riyadh, a dedicated mentor, and access to Manar's specialists in curriculum, publishing, technology, sales and legal affairs.</p><p>Founders work through a structured curriculum covering product-market fit, learning design, pricing for schools and institutions, data privacy and fundraising, and the programme ends with a demo day for investors and partners.</p>",
        descriptionAr:
          "<p>يمنح برنامج الاحتضان لدينا، الممتد ستة أشهر، الفرقَ الناشئة مساحة عمل في الرياض، ومرشدًا مخصصًا، وإمكانية الاستعانة بمتخصصي منار في المناهج والنشر والتقنية والمبيعات والشؤون القانونية.</p><p>ويمرّ المؤسسون بمنهج منظّم يتناول ملاءمة المنتج للسوق، والتصميم التعليمي، وتسعير المنتجات للمدارس والمؤسسات، وخصوصية البيانات، وجمع التمويل، ويُختتم البرنامج بيوم عرض أمام المستثمرين والشركاء.</p>",
        image: "/images/illustrations/ill-37.svg",
        serviceContentListDetails: [
          {
            id: 80211,
            titleEn: "Programme benefits",
            titleAr: "مزايا البرنامج",
            descriptionEn: "What every incubated team receives:",
            descriptionAr: "ما يحصل عليه كل فريق محتضَن:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 802111,
                image: "/images/icons/icon-07.svg",
                titleEn: "A dedicated mentor and expert office hours",
                titleAr: "مرشد مخصص وساعات استشارية مع الخبراء",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 802112,
                image: "/images/icons/icon-16.svg",
                titleEn: "Workspace in Riyadh",
                titleAr: "مساحة عمل في الرياض",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 802113,
                image: "/images/icons/icon-08.svg",
                titleEn: "Cloud and software credits",
                titleAr: "أرصدة للخدمات السحابية والبرمجيات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 802114,
                image: "/images/icons/icon-15.svg",
                titleEn: "Demo day with investors",
                titleAr: "يوم عرض أمام المستثمرين",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 803,
    titleEn: "Market Access",
    titleAr: "الوصول إلى الأسواق",
    image: "/images/illustrations/ill-07.svg",
    serviceCategoryServicesContents: [
      {
        id: 8031,
        titleEn: "Reaching Schools, Universities and Employers",
        titleAr: "الوصول إلى المدارس والجامعات وأصحاب العمل",
        descriptionEn:
          "<p>For an education startup, the hardest step is often the first institutional customer. Through Manar, portfolio companies can pilot their products in partner schools, universities and training institutes, and gather evidence of their impact.</p><p>Successful products can be distributed through Manar's sales teams and channels across the region, bundled with our curricula and platforms, or localized by our editorial and translation teams for new markets.</p>",
        descriptionAr:
          "<p>كثيرًا ما تكون الخطوة الأصعب لأي شركة ناشئة في التعليم هي الحصول على أول عميل مؤسسي. ومن خلال منار، تستطيع شركات محفظتنا تجريب منتجاتها في المدارس والجامعات ومعاهد التدريب الشريكة، وجمع الأدلة على أثرها.</p><p>ويمكن توزيع المنتجات الناجحة عبر فرق المبيعات وقنوات التوزيع التابعة لمنار في أنحاء المنطقة، أو دمجها مع مناهجنا ومنصاتنا، أو توطينها على أيدي فرق التحرير والترجمة لدينا لدخول أسواق جديدة.</p>",
        image: "/images/illustrations/ill-16.svg",
        serviceContentListDetails: [
          {
            id: 80311,
            titleEn: "Routes to market",
            titleAr: "مسارات الوصول إلى السوق",
            descriptionEn: "Four ways we help products reach learners:",
            descriptionAr: "أربعة مسارات نساعد بها المنتجات على الوصول إلى المتعلمين:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 803111,
                image: "/images/icons/icon-02.svg",
                titleEn: "Pilots in partner institutions",
                titleAr: "التجريب في المؤسسات الشريكة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 803112,
                image: "/images/icons/icon-14.svg",
                titleEn: "Distribution through Manar's channels",
                titleAr: "التوزيع عبر قنوات منار",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 803113,
                image: "/images/icons/icon-05.svg",
                titleEn: "Integration with Manar platforms",
                titleAr: "التكامل مع منصات منار",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 803114,
                image: "/images/icons/icon-03.svg",
                titleEn: "Localization for new markets",
                titleAr: "التوطين لدخول أسواق جديدة",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

// ---- Capability building ------------------------------------------------------------------------

const capabilityBuildingCategories: ServiceCategory[] = [
  {
    id: 901,
    titleEn: "Teacher Professional Development",
    titleAr: "التطوير المهني للمعلمين",
    image: "/images/illustrations/ill-01.svg",
    serviceCategoryServicesContents: [
      {
        id: 9011,
        titleEn: "Continuous Professional Learning",
        titleAr: "التعلم المهني المستمر",
        descriptionEn:
          "<p>We design professional learning for teachers at every stage of their careers, from induction programmes for newly qualified teachers to advanced pathways for subject leaders and mentors.</p><p>Programmes are built on what research shows works: they are sustained over time, focused on subject content and classroom practice, and supported by collaboration between colleagues. Short workshops are always followed by application in class and reflection.</p><p>Each participant builds a portfolio of evidence, and programmes can be linked to national professional licensing requirements.</p>",
        descriptionAr:
          "<p>نصمم برامج التعلم المهني للمعلمين في كل مراحل مسيرتهم، من برامج التهيئة للمعلمين الجدد إلى المسارات المتقدمة لقادة المواد والمرشدين التربويين.</p><p>وتقوم البرامج على ما أثبتت البحوث فاعليته: الاستمرارية على مدى زمني كافٍ، والتركيز على محتوى المادة والممارسة الصفية، والتعاون بين الزملاء. ولذلك تُتبَع الورش القصيرة دائمًا بالتطبيق داخل الفصل والتأمل في الممارسة.</p><p>ويبني كل مشارك ملفًا لشواهد إنجازه، ويمكن ربط البرامج بمتطلبات الرخصة المهنية الوطنية للمعلمين.</p>",
        image: "/images/illustrations/ill-02.svg",
        serviceContentListDetails: [
          {
            id: 90111,
            titleEn: "Career-stage pathways",
            titleAr: "مسارات حسب المرحلة المهنية",
            descriptionEn: "Each pathway runs across a full school year:",
            descriptionAr: "يمتد كل مسار على عام دراسي كامل:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 901111,
                image: "/images/icons/icon-02.svg",
                titleEn: "Induction for new teachers",
                titleAr: "تهيئة المعلمين الجدد",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 901112,
                image: "/images/icons/icon-01.svg",
                titleEn: "Deepening subject pedagogy",
                titleAr: "تعميق طرائق تدريس المواد",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 901113,
                image: "/images/icons/icon-07.svg",
                titleEn: "Mentoring and peer coaching",
                titleAr: "الإرشاد المهني والتدريب بين الأقران",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 901114,
                image: "/images/icons/icon-11.svg",
                titleEn: "Professional licence preparation",
                titleAr: "الاستعداد للرخصة المهنية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 902,
    titleEn: "Educational Leadership",
    titleAr: "القيادة التربوية",
    image: "/images/illustrations/ill-46.svg",
    serviceCategoryServicesContents: [
      {
        id: 9021,
        titleEn: "Leading Schools for Learning",
        titleAr: "قيادة المدارس نحو التعلم",
        descriptionEn:
          "<p>School leaders set the conditions in which teachers improve and students thrive. Our leadership programmes prepare principals, deputies and supervisors to lead teaching and learning, manage change and build a culture of continuous improvement.</p><p>Participants learn through case studies, school-based projects and peer networks, coached by experienced leaders who have led school improvement in the region.</p>",
        descriptionAr:
          "<p>يهيّئ قادة المدارس الظروف التي يتحسّن فيها أداء المعلمين ويزدهر فيها تعلّم الطلاب. وتُعِدّ برامجنا القيادية المديرين والوكلاء والمشرفين لقيادة التعليم والتعلم، وإدارة التغيير، وبناء ثقافة التحسين المستمر.</p><p>ويتعلم المشاركون عبر دراسات الحالة والمشروعات المدرسية وشبكات الأقران، بتوجيه من قادة متمرسين قادوا مبادرات لتطوير المدارس في المنطقة.</p>",
        image: "/images/illustrations/ill-11.svg",
        serviceContentListDetails: [
          {
            id: 90211,
            titleEn: "Leadership programmes",
            titleAr: "البرامج القيادية",
            descriptionEn: "For current and aspiring school leaders:",
            descriptionAr: "لقادة المدارس الحاليين والمرشحين للقيادة:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 902111,
                image: "/images/icons/icon-02.svg",
                titleEn: "Aspiring principals programme",
                titleAr: "برنامج إعداد مديري المدارس",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 902112,
                image: "/images/icons/icon-06.svg",
                titleEn: "Instructional leadership",
                titleAr: "القيادة التعليمية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 902113,
                image: "/images/icons/icon-12.svg",
                titleEn: "School self-evaluation and planning",
                titleAr: "التقويم الذاتي والتخطيط المدرسي",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 902114,
                image: "/images/icons/icon-15.svg",
                titleEn: "Leading change",
                titleAr: "قيادة التغيير",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 903,
    titleEn: "Workforce and Corporate Training",
    titleAr: "تدريب الكوادر في المؤسسات",
    image: "/images/illustrations/ill-15.svg",
    serviceCategoryServicesContents: [
      {
        id: 9031,
        titleEn: "Training for Organisations",
        titleAr: "التدريب للمؤسسات",
        descriptionEn:
          "<p>Beyond schools, we build capability in government entities and companies. Our trainers deliver management, communication, digital and technical programmes, tailored to each organisation's competency framework.</p><p>Programmes can be delivered at our training centres in Riyadh and Jeddah, on client premises or online, and are backed by digital learning content for follow-up and refreshers.</p>",
        descriptionAr:
          "<p>لا يقتصر عملنا على المدارس، بل نبني القدرات في الجهات الحكومية والشركات أيضًا. ويقدّم مدربونا برامج في الإدارة والتواصل والمهارات الرقمية والتقنية، مكيّفةً وفق إطار الجدارات الخاص بكل مؤسسة.</p><p>ويمكن تقديم البرامج في مراكز التدريب التابعة لنا في الرياض وجدة، أو في مقارّ العملاء، أو عن بُعد، مع محتوى تعلّم رقمي مساند للمتابعة والمراجعة.</p>",
        image: "/images/illustrations/ill-10.svg",
        serviceContentListDetails: [
          {
            id: 90311,
            titleEn: "Delivery options",
            titleAr: "خيارات التقديم",
            descriptionEn: "Choose the format that suits your teams:",
            descriptionAr: "اختاروا الصيغة التي تناسب فرقكم:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 903111,
                image: "/images/icons/icon-02.svg",
                titleEn: "Public courses at Manar training centres",
                titleAr: "دورات عامة في مراكز منار للتدريب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 903112,
                image: "/images/icons/icon-07.svg",
                titleEn: "In-house programmes",
                titleAr: "برامج خاصة داخل المؤسسة",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 903113,
                image: "/images/icons/icon-08.svg",
                titleEn: "Live virtual training",
                titleAr: "تدريب افتراضي مباشر",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 903114,
                image: "/images/icons/icon-05.svg",
                titleEn: "Blended learning journeys",
                titleAr: "رحلات تعلّم مدمجة",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 904,
    titleEn: "Training Needs Analysis and Evaluation",
    titleAr: "تحليل الاحتياجات التدريبية وقياس الأثر",
    image: "/images/illustrations/ill-18.svg",
    serviceCategoryServicesContents: [
      {
        id: 9041,
        titleEn: "Evidence Before and After Training",
        titleAr: "الأدلة قبل التدريب وبعده",
        descriptionEn:
          "<p>Effective training starts with an accurate picture of needs. We analyse performance data, job requirements and stakeholder views to identify the gaps that training can close, and those that call for other solutions.</p><p>After delivery, we evaluate impact at four levels, from participants' reaction and learning to changes in practice and organisational results, and report our findings in a form that decision makers can act on.</p>",
        descriptionAr:
          "<p>يبدأ التدريب الفعّال بصورة دقيقة للاحتياجات. لذا نحلّل بيانات الأداء ومتطلبات الوظائف وآراء المعنيين، لتحديد الفجوات التي يمكن للتدريب سدّها، وتلك التي تستدعي حلولًا أخرى.</p><p>وبعد تنفيذ التدريب، نقيس أثره على أربعة مستويات، من ردّ فعل المشاركين وتعلّمهم إلى التغيّر في الممارسة ونتائج المؤسسة، ونعرض النتائج بصيغة تعين متخذي القرار على البناء عليها.</p>",
        image: "/images/illustrations/ill-09.svg",
        serviceContentListDetails: [
          {
            id: 90411,
            titleEn: "Our services",
            titleAr: "خدماتنا",
            descriptionEn: "Available alongside any training programme, or on their own:",
            descriptionAr: "متاحة مع أي برنامج تدريبي أو منفصلة عنه:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 904111,
                image: "/images/icons/icon-12.svg",
                titleEn: "Training needs analysis",
                titleAr: "تحليل الاحتياجات التدريبية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 904112,
                image: "/images/icons/icon-05.svg",
                titleEn: "Competency frameworks",
                titleAr: "أُطر الجدارات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 904113,
                image: "/images/icons/icon-04.svg",
                titleEn: "Training impact evaluation",
                titleAr: "قياس أثر التدريب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 904114,
                image: "/images/icons/icon-10.svg",
                titleEn: "Annual training plans",
                titleAr: "الخطط التدريبية السنوية",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

// ---- Digital learning -----------------------------------------------------------------------------

const digitalLearningCategories: ServiceCategory[] = [
  {
    id: 951,
    titleEn: "E-Learning Content Development",
    titleAr: "تطوير المحتوى الإلكتروني",
    image: "/images/illustrations/ill-20.svg",
    serviceCategoryServicesContents: [
      {
        id: 9511,
        titleEn: "Custom E-Learning Content",
        titleAr: "محتوى إلكتروني مخصص",
        descriptionEn:
          "<p>We produce interactive e-learning courses for schools, universities, government entities and companies, in Arabic, in English or in both.</p><p>Each course is designed around clear learning outcomes, uses a mix of scenarios, animation, video and practice activities, and includes assessments that show what learners can really do.</p><p>Clients can choose rapid-development templates for fast, cost-effective projects, or fully custom experiences with games and simulations.</p>",
        descriptionAr:
          "<p>ننتج مقررات تفاعلية للتعلم الإلكتروني لصالح المدارس والجامعات والجهات الحكومية والشركات، بالعربية أو الإنجليزية أو بكلتيهما.</p><p>ويُصمَّم كل مقرر حول نواتج تعلّم واضحة، ويمزج بين السيناريوهات والرسوم المتحركة والمقاطع المرئية وأنشطة التدريب، ويتضمن اختبارات تبيّن ما يستطيع المتعلم أداءه فعلًا.</p><p>ويمكن للعملاء الاختيار بين قوالب التطوير السريع للمشاريع التي تتطلب سرعة في التنفيذ وكلفة معقولة، والتجارب المخصصة بالكامل التي تتضمن الألعاب والمحاكاة.</p>",
        image: "/images/illustrations/ill-27.svg",
        serviceContentListDetails: [
          {
            id: 95111,
            titleEn: "Content types",
            titleAr: "أنواع المحتوى",
            descriptionEn: "Formats we produce every day:",
            descriptionAr: "صيغ ننتجها كل يوم:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 951111,
                image: "/images/icons/icon-08.svg",
                titleEn: "Interactive courses",
                titleAr: "مقررات تفاعلية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 951112,
                image: "/images/icons/icon-06.svg",
                titleEn: "Scenario-based learning",
                titleAr: "التعلم القائم على السيناريوهات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 951113,
                image: "/images/icons/icon-15.svg",
                titleEn: "Educational games",
                titleAr: "الألعاب التعليمية",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 951114,
                image: "/images/icons/icon-10.svg",
                titleEn: "Micro-learning videos",
                titleAr: "مقاطع التعلم المصغّر",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 952,
    titleEn: "Virtual Classrooms",
    titleAr: "الفصول الافتراضية",
    image: "/images/illustrations/ill-26.svg",
    serviceCategoryServicesContents: [
      {
        id: 9521,
        titleEn: "Live Online Teaching That Works",
        titleAr: "تدريس مباشر عبر الإنترنت يحقق أهدافه",
        descriptionEn:
          "<p>Virtual classrooms let teachers and trainers reach learners in real time, wherever they are. We set up virtual classroom solutions integrated with learning platforms, and train teachers to teach online with confidence.</p><p>Our session designs keep learners active with polls, breakout groups, shared whiteboards and short tasks, and recordings are published automatically for learners who need to review.</p>",
        descriptionAr:
          "<p>تتيح الفصول الافتراضية للمعلمين والمدربين الوصول إلى المتعلمين في الوقت الفعلي أينما كانوا. ونُعِدّ حلول الفصول الافتراضية المتكاملة مع منصات التعلم، وندرّب المعلمين على التدريس عبر الإنترنت بثقة.</p><p>ونصمم الجلسات بما يُبقي المتعلمين نشطين عبر استطلاعات الرأي والمجموعات الفرعية والسبورات المشتركة والمهام القصيرة، وتُنشر التسجيلات تلقائيًا لمن يحتاج من المتعلمين إلى المراجعة.</p>",
        image: "/images/illustrations/ill-23.svg",
        serviceContentListDetails: [
          {
            id: 95211,
            titleEn: "What we provide",
            titleAr: "ما نقدّمه",
            descriptionEn: "Everything needed to teach live online:",
            descriptionAr: "كل ما يلزم للتدريس المباشر عبر الإنترنت:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 952111,
                image: "/images/icons/icon-05.svg",
                titleEn: "Virtual classroom setup and integration",
                titleAr: "إعداد الفصول الافتراضية وتكاملها",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 952112,
                image: "/images/icons/icon-02.svg",
                titleEn: "Online teaching skills training",
                titleAr: "التدريب على مهارات التدريس عبر الإنترنت",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 952113,
                image: "/images/icons/icon-07.svg",
                titleEn: "Session design and facilitation",
                titleAr: "تصميم الجلسات وتيسيرها",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 953,
    titleEn: "Blended Learning Programs",
    titleAr: "برامج التعلم المدمج",
    image: "/images/illustrations/ill-25.svg",
    serviceCategoryServicesContents: [
      {
        id: 9531,
        titleEn: "The Best of Both Worlds",
        titleAr: "أفضل ما في النمطين",
        descriptionEn:
          "<p>Blended learning combines the flexibility of online study with the value of face-to-face teaching. We design programmes in which each activity happens where it works best: content and practice online, discussion and application in class.</p><p>We support institutions with programme design, teacher preparation, content production and evaluation, whether they are blending a single course or transforming an entire school or faculty.</p>",
        descriptionAr:
          "<p>يجمع التعلم المدمج بين مرونة الدراسة عبر الإنترنت وقيمة التعليم الحضوري. ونصمم البرامج بحيث يجري كل نشاط حيث يكون أجدى: المحتوى والتدريب عبر الإنترنت، والنقاش والتطبيق داخل الفصل.</p><p>وندعم المؤسسات في تصميم البرامج وإعداد المعلمين وإنتاج المحتوى وتقويم النتائج، سواء أكانت تدمج مقررًا واحدًا أم تُحوّل مدرسة أو كلية بأكملها.</p>",
        image: "/images/illustrations/ill-40.svg",
        serviceContentListDetails: [
          {
            id: 95311,
            titleEn: "Blended models",
            titleAr: "نماذج التعلم المدمج",
            descriptionEn: "Models we design and implement:",
            descriptionAr: "نماذج نصممها ونطبّقها:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 953111,
                image: "/images/icons/icon-06.svg",
                titleEn: "Flipped classroom",
                titleAr: "الفصل المقلوب",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 953112,
                image: "/images/icons/icon-05.svg",
                titleEn: "Station rotation",
                titleAr: "التناوب بين المحطات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 953113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Flex model for vocational training",
                titleAr: "النموذج المرن للتدريب المهني",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 954,
    titleEn: "Learning Analytics",
    titleAr: "تحليلات التعلم",
    image: "/images/illustrations/ill-18.svg",
    serviceCategoryServicesContents: [
      {
        id: 9541,
        titleEn: "Turning Learning Data into Action",
        titleAr: "تحويل بيانات التعلم إلى قرارات",
        descriptionEn:
          "<p>Digital learning produces rich data about how students learn. Our analytics services turn that data into dashboards and reports that help teachers personalise support, and show leaders what is working.</p><p>We design indicators together with our clients, build data pipelines from their platforms, and apply strict data protection practices so that learner information is handled responsibly.</p>",
        descriptionAr:
          "<p>ينتج التعلم الرقمي بيانات ثرية عن طريقة تعلّم الطلاب. وتحوّل خدماتنا في تحليلات التعلم هذه البيانات إلى لوحات متابعة وتقارير تساعد المعلمين على تقديم دعم يناسب كل طالب، وتُطلع القيادات على ما ينجح من ممارسات.</p><p>ونصمم المؤشرات بالتعاون مع عملائنا، ونبني مسارات لنقل البيانات من منصاتهم، ونطبّق ممارسات صارمة لحماية البيانات لضمان التعامل المسؤول مع معلومات المتعلمين.</p>",
        image: "/images/illustrations/ill-29.svg",
        serviceContentListDetails: [
          {
            id: 95411,
            titleEn: "Analytics services",
            titleAr: "خدمات التحليلات",
            descriptionEn: "From a single dashboard to a full evaluation:",
            descriptionAr: "من لوحة متابعة واحدة إلى تقويم شامل:",
            image: null,
            serviceCategoryServiceContentLists: [
              {
                id: 954111,
                image: "/images/icons/icon-04.svg",
                titleEn: "Learning dashboards",
                titleAr: "لوحات متابعة التعلم",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 954112,
                image: "/images/icons/icon-13.svg",
                titleEn: "Early-warning indicators",
                titleAr: "مؤشرات الإنذار المبكر",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 954113,
                image: "/images/icons/icon-12.svg",
                titleEn: "Assessment analysis",
                titleAr: "تحليل نتائج الاختبارات",
                descriptionEn: null,
                descriptionAr: null,
              },
              {
                id: 954114,
                image: "/images/icons/icon-10.svg",
                titleEn: "Programme evaluation reports",
                titleAr: "تقارير تقويم البرامج",
                descriptionEn: null,
                descriptionAr: null,
              },
            ],
          },
        ],
      },
    ],
  },
];

// ---- The documents ------------------------------------------------------------------------------

type ServiceEndpoint =
  | "CapabilityBuilding.capabilityBuildingHeadSectionHeadSection"
  | "CapabilityBuilding.GetServiceCategories"
  | "DigitalLearning.DigitalLearningHeadSection"
  | "DigitalLearning.DigitalLearningContentSection"
  | "DigitalLearning.DigitalLearningTeams"
  | "DigitalLearning.DigitalLearningTeamContentSection"
  | "DigitalLearning.DigitalLearningRobustContentSection"
  | "DigitalLearning.GetServiceCategories"
  | "OfferingHigherEducation.OfferingHeadSection"
  | "OfferingHigherEducation.GetOfferingCategoriesServices"
  | "OfferingHigherEducation.GetOfferingCategoriesProducts"
  | "OfferingInvestinginStartups.OfferingHeadSection"
  | "OfferingInvestinginStartups.GetOfferingCategoriesServices"
  | "OfferingK2.OfferingK2HeadSection"
  | "OfferingK2.GetOfferingCategoriesServices"
  | "OfferingK2.GetOfferingCategoriesProducts"
  | "OfferingPublishing.OfferingPublishingHeadSection"
  | "OfferingPublishing.GetOfferingCategoriesServices"
  | "OfferingPublishing.GetOfferingCategoriesProducts"
  | "SoftwareDevelopment.SoftwareDevelopmentHeadSection"
  | "SoftwareDevelopment.SoftwareDevelopmentContentSection"
  | "OfferingTeaching.OfferingHeadSection"
  | "OfferingTeaching.GetOfferingCategoriesServices"
  | "OferringVocationalEducation.OfferingHeadSection"
  | "OferringVocationalEducation.GetOfferingFirstSection"
  | "OferringVocationalEducation.GetOfferingCategoriesServices"
  | "OferringCorporates.OfferingHeadSection"
  | "OferringCorporates.GetOfferingCategoriesServices";

export const serviceDocuments = {
  // Capability building
  "CapabilityBuilding.capabilityBuildingHeadSectionHeadSection": {
    titleEn: "Capability Building",
    titleAr: "بناء القدرات",
    descriptionEn:
      "Professional learning for teachers, leaders and organisations, designed around real practice and measured by its impact.",
    descriptionAr: "تعلّم مهني للمعلمين والقيادات والمؤسسات، مصمَّم انطلاقًا من الممارسة الفعلية ويُقاس بأثره.",
    image: "/images/banners/capability-building.svg",
    video: null,
    subtitleEn: "People are at the heart of every reform",
    subtitleAr: "الإنسان محور كل تطوير",
  },
  "CapabilityBuilding.GetServiceCategories": capabilityBuildingCategories,

  // Digital learning
  "DigitalLearning.DigitalLearningHeadSection": {
    titleEn: "Digital Learning",
    titleAr: "التعلم الرقمي",
    descriptionEn:
      "Interactive content, virtual classrooms and learning platforms that make quality education available on every screen.",
    descriptionAr: "محتوى تفاعلي وفصول افتراضية ومنصات تعلّم تجعل التعليم الجيد متاحًا على كل شاشة.",
    image: "/images/banners/digital-learning.svg",
    video: null,
    subtitleEn: "Learning without limits",
    subtitleAr: "تعلّم بلا حدود",
  },
  "DigitalLearning.DigitalLearningContentSection": {
    titleEn: "Digital Learning at Manar",
    titleAr: "التعلم الرقمي في منار",
    descriptionEn:
      "<p>Manar's digital learning division brings together educators, designers and engineers to create learning experiences for schools, universities and organisations. We build on decades of publishing expertise, so every digital product starts from sound content and clear learning outcomes.</p><p>From converting a single textbook to launching a national e-learning programme, we take responsibility for the whole journey: analysis, design, production, platform, delivery and evaluation.</p>",
    descriptionAr:
      "<p>تجمع إدارة التعلم الرقمي في منار تربويين ومصممين ومهندسين يصنعون تجارب تعلّم للمدارس والجامعات والمؤسسات. ونبني على عقود من الخبرة في النشر، لذا ينطلق كل منتج رقمي لدينا من محتوى رصين ونواتج تعلّم واضحة.</p><p>ومن تحويل كتاب مدرسي واحد إلى إطلاق برنامج وطني للتعلم الإلكتروني، نتولى المسؤولية عن الرحلة كاملة: التحليل، والتصميم، والإنتاج، والمنصة، والتقديم، والتقويم.</p>",
    image: "/images/illustrations/ill-08.svg",
  },
  "DigitalLearning.DigitalLearningTeams": [
    {
      id: 11,
      titleEn: "Instructional Design",
      titleAr: "التصميم التعليمي",
      descriptionEn:
        "Specialists who turn subject expertise into structured, engaging learning journeys with clear outcomes and meaningful assessment.",
      descriptionAr: "متخصصون يحوّلون خبرة المادة إلى رحلات تعلّم منظّمة وجاذبة، بنواتج واضحة وتقويم هادف.",
      image: "/images/icons/icon-06.svg",
      link: null,
    },
    {
      id: 12,
      titleEn: "Multimedia and Animation",
      titleAr: "الوسائط المتعددة والرسوم المتحركة",
      descriptionEn:
        "Illustrators, animators and video producers who create 2D and 3D animation, explainer videos and interactive graphics.",
      descriptionAr:
        "رسامون ومصممو رسوم متحركة ومنتجو فيديو يصنعون الرسوم المتحركة الثنائية والثلاثية الأبعاد ومقاطع الشرح والرسوم التفاعلية.",
      image: "/images/icons/icon-10.svg",
      link: null,
    },
    {
      id: 13,
      titleEn: "Learning Technology",
      titleAr: "تقنيات التعلم",
      descriptionEn:
        "Developers who build interactive content, integrate it with learning platforms and keep it running reliably at scale.",
      descriptionAr: "مطورون يبنون المحتوى التفاعلي ويدمجونه مع منصات التعلم ويضمنون تشغيله بكفاءة على نطاق واسع.",
      image: "/images/icons/icon-08.svg",
      link: null,
    },
    {
      id: 14,
      titleEn: "Arabic Language and Localization",
      titleAr: "اللغة العربية والتوطين",
      descriptionEn:
        "Editors, translators and voice artists who make every product read and sound natural in Arabic and in English.",
      descriptionAr: "محررون ومترجمون ومعلّقون صوتيون يجعلون كل منتج سليمًا طبيعيًا في نصه وصوته بالعربية والإنجليزية.",
      image: "/images/icons/icon-03.svg",
      link: null,
    },
    {
      id: 15,
      titleEn: "Quality and Accessibility",
      titleAr: "الجودة وسهولة الوصول",
      descriptionEn: "Testers who check accuracy, functionality and accessibility on every device before release.",
      descriptionAr: "مختبِرون يتحققون من دقة المحتوى وسلامة أدائه وسهولة الوصول إليه على كل جهاز قبل إطلاقه.",
      image: "/images/icons/icon-13.svg",
      link: null,
    },
    {
      id: 16,
      titleEn: "Project Management",
      titleAr: "إدارة المشاريع",
      descriptionEn:
        "Delivery managers who plan, coordinate and report on every project, keeping clients informed at each milestone.",
      descriptionAr: "مديرو مشاريع يخططون لكل مشروع وينسّقون أعماله، ويُطلعون العملاء على سير العمل عند كل مرحلة.",
      image: "/images/icons/icon-12.svg",
      link: null,
    },
  ],
  "DigitalLearning.DigitalLearningTeamContentSection": {
    titleEn: "The Teams Behind Our Content",
    titleAr: "الفرق التي تصنع محتوانا",
    descriptionEn:
      "<p>Our specialists work in integrated production teams rather than separate departments. Each project is staffed with the mix of skills it needs, under one accountable project manager, from the first workshop with the client to the final release.</p><p>Educators sit alongside designers and developers throughout, so that decisions about technology and media are always made with learning in mind.</p>",
    descriptionAr:
      "<p>يعمل متخصصونا في فرق إنتاج متكاملة لا في إدارات منفصلة؛ إذ يُشكَّل لكل مشروع فريق يضم المزيج الذي يحتاج إليه من المهارات، تحت إشراف مدير مشروع واحد مسؤول، من ورشة العمل الأولى مع العميل حتى الإصدار النهائي.</p><p>ويعمل التربويون جنبًا إلى جنب مع المصممين والمطورين في جميع المراحل، لتُتخذ القرارات المتعلقة بالتقنية والوسائط دائمًا بما يخدم التعلم.</p>",
    image: "/images/illustrations/ill-46.svg",
  },
  "DigitalLearning.DigitalLearningRobustContentSection": {
    titleEn: "Robust Content, Built to Last",
    titleAr: "محتوى متين يدوم",
    descriptionEn:
      "Every digital product we deliver meets the technical and educational standards that institutions rely on.",
    descriptionAr: "يستوفي كل منتج رقمي نسلّمه المعايير التقنية والتربوية التي تعتمد عليها المؤسسات.",
    image: "/images/illustrations/ill-22.svg",
    items: [
      {
        id: 21,
        titleEn: "Standards-Compliant",
        titleAr: "متوافق مع المعايير",
        descriptionEn: "Packaged to SCORM, xAPI and EPUB 3, so content runs on any compliant platform.",
        descriptionAr: "محزوم وفق معايير SCORM وxAPI وEPUB 3 ليعمل على أي منصة متوافقة معها.",
        image: "/images/icons/icon-11.svg",
        link: null,
      },
      {
        id: 22,
        titleEn: "Arabic-First Design",
        titleAr: "مصمم للعربية أولًا",
        descriptionEn:
          "Right-to-left layouts, correct Arabic typography and fully vowelled text wherever learners need it.",
        descriptionAr:
          "تخطيطات من اليمين إلى اليسار، وطباعة عربية سليمة، ونصوص مشكولة بالكامل حيثما احتاج إليها المتعلم.",
        image: "/images/icons/icon-10.svg",
        link: null,
      },
      {
        id: 23,
        titleEn: "Accessible by Design",
        titleAr: "سهل الوصول منذ التصميم",
        descriptionEn: "Built to WCAG guidelines, with captions, transcripts and full keyboard navigation.",
        descriptionAr: "مبني وفق إرشادات WCAG، مع ترجمة مرئية ونصوص مكتوبة وإمكانية التنقل الكامل بلوحة المفاتيح.",
        image: "/images/icons/icon-07.svg",
        link: null,
      },
      {
        id: 24,
        titleEn: "Any Device, Any Connection",
        titleAr: "أي جهاز وأي اتصال",
        descriptionEn:
          "Responsive content that works on phones, tablets and computers, including low-bandwidth and offline modes.",
        descriptionAr:
          "محتوى متجاوب يعمل على الهواتف والأجهزة اللوحية والحواسيب، بما في ذلك أوضاع الاتصال الضعيف ودون اتصال.",
        image: "/images/icons/icon-08.svg",
        link: null,
      },
      {
        id: 25,
        titleEn: "Measurable Learning",
        titleAr: "تعلّم قابل للقياس",
        descriptionEn: "Detailed learner data that shows progress and informs teaching decisions.",
        descriptionAr: "بيانات تفصيلية عن المتعلمين تُظهر تقدّمهم وتدعم القرارات التعليمية.",
        image: "/images/icons/icon-04.svg",
        link: null,
      },
    ],
  },
  "DigitalLearning.GetServiceCategories": digitalLearningCategories,

  // Higher education
  "OfferingHigherEducation.OfferingHeadSection": {
    titleEn: "Higher Education Solutions",
    titleAr: "حلول التعليم العالي",
    descriptionEn:
      "We partner with universities and colleges to strengthen teaching, modernise learning content and raise the English proficiency of students and staff.",
    descriptionAr:
      "نشارك الجامعات والكليات في تعزيز جودة التدريس، وتحديث المحتوى التعليمي، ورفع كفاءة الطلاب والمنسوبين في اللغة الإنجليزية.",
    image: "/images/banners/higher-education.svg",
    video: null,
    subtitleEn: "Teaching, content and language for universities",
    subtitleAr: "التدريس والمحتوى واللغة في خدمة الجامعات",
  },
  "OfferingHigherEducation.GetOfferingCategoriesServices": { services: higherEducationServices },
  "OfferingHigherEducation.GetOfferingCategoriesProducts": { products: higherEducationProducts },

  // Investing in startups
  "OfferingInvestinginStartups.OfferingHeadSection": {
    titleEn: "Investing in EdTech Startups",
    titleAr: "الاستثمار في الشركات الناشئة في تقنيات التعليم",
    descriptionEn:
      "We back founders who are changing how people learn, with capital, expertise and access to the schools, universities and publishers we work with every day.",
    descriptionAr:
      "ندعم المؤسسين الذين يغيّرون طريقة تعلّم الناس، بالتمويل والخبرة والوصول إلى المدارس والجامعات ودور النشر التي نعمل معها كل يوم.",
    image: "/images/banners/investing-startups.svg",
    video: null,
    subtitleEn: "Capital and experience for the future of learning",
    subtitleAr: "تمويل وخبرة لمستقبل التعلم",
  },
  "OfferingInvestinginStartups.GetOfferingCategoriesServices": { services: startupServices },

  // K-12
  "OfferingK2.OfferingK2HeadSection": {
    titleEn: "K-12 Solutions",
    titleAr: "حلول التعليم العام",
    descriptionEn:
      "Curricula, books, digital platforms and professional development that help ministries, school networks and families deliver learning that lasts, from kindergarten to the final year of secondary school.",
    descriptionAr:
      "مناهج وكتب ومنصات رقمية وبرامج للتطوير المهني تعين الوزارات وشبكات المدارس والأسر على تقديم تعليم يبقى أثره، من رياض الأطفال حتى السنة الأخيرة من المرحلة الثانوية.",
    image: "/images/banners/k-12.svg",
    video: null,
    subtitleEn: "Services and products for every stage of school",
    subtitleAr: "خدمات ومنتجات لكل مرحلة دراسية",
  },
  "OfferingK2.GetOfferingCategoriesServices": { services: k12Services },
  "OfferingK2.GetOfferingCategoriesProducts": { products: k12Products },

  // Publishing
  "OfferingPublishing.OfferingPublishingHeadSection": {
    titleEn: "Publishing Solutions",
    titleAr: "حلول النشر",
    descriptionEn:
      "From manuscript to reader: editorial, printing and distribution services backed by one of the region's largest educational publishing operations.",
    descriptionAr:
      "من المخطوطة إلى القارئ: خدمات التحرير والطباعة والتوزيع، تسندها واحدة من أكبر عمليات النشر التعليمي في المنطقة.",
    image: "/images/banners/publishing.svg",
    video: null,
    subtitleEn: "Books and magazines that reach every reader",
    subtitleAr: "كتب ومجلات تصل إلى كل قارئ",
  },
  "OfferingPublishing.GetOfferingCategoriesServices": { services: publishingServices },
  "OfferingPublishing.GetOfferingCategoriesProducts": { products: publishingProducts },

  // Software development
  "SoftwareDevelopment.SoftwareDevelopmentHeadSection": {
    titleEn: "Software Development",
    titleAr: "تطوير البرمجيات",
    descriptionEn:
      "We design, build and run education software, from learning platforms and mobile apps to examination and school management systems.",
    descriptionAr:
      "نصمم برمجيات التعليم ونطوّرها ونشغّلها، من منصات التعلم وتطبيقات الهواتف إلى أنظمة الاختبارات وإدارة المدارس.",
    image: "/images/banners/software-development.svg",
    video: null,
    subtitleEn: "Technology shaped by educators",
    subtitleAr: "تقنية يصوغها التربويون",
  },
  "SoftwareDevelopment.SoftwareDevelopmentContentSection": {
    titleEn: "Software Built for Education",
    titleAr: "برمجيات مصممة للتعليم",
    descriptionEn:
      "<p>Our engineering teams built the platforms behind Manar's own digital products, including Qessatie, Rehlatie and our learning management system, and now bring that experience to ministries, universities, school groups and publishers.</p><p>We work in agile teams with educators involved from the first sprint, build on secure cloud infrastructure hosted in the Kingdom, and support every system after launch.</p>",
    descriptionAr:
      "<p>بنت فرقنا الهندسية المنصات التي تقوم عليها منتجات منار الرقمية، ومنها «قصتي» و«رحلتي» ونظام إدارة التعلم، وتضع اليوم هذه الخبرة في خدمة الوزارات والجامعات ومجموعات المدارس ودور النشر.</p><p>ونعمل بفرق رشيقة يشارك فيها التربويون منذ دورة التطوير الأولى، ونبني على بنية سحابية آمنة مستضافة داخل المملكة، وندعم كل نظام بعد إطلاقه.</p>",
    image: "/images/illustrations/ill-24.svg",
    items: [
      {
        id: 31,
        titleEn: "Learning Platforms",
        titleAr: "منصات التعلم",
        descriptionEn: "Custom and white-label learning management systems, content portals and assessment engines.",
        descriptionAr: "أنظمة إدارة تعلّم مخصصة أو تحمل علامة العميل، وبوابات محتوى، ومحركات للتقويم.",
        image: "/images/icons/icon-08.svg",
        link: null,
      },
      {
        id: 32,
        titleEn: "Mobile Applications",
        titleAr: "تطبيقات الأجهزة الذكية",
        descriptionEn: "Native and cross-platform apps for learners, parents and teachers on iOS and Android.",
        descriptionAr: "تطبيقات أصلية ومتعددة المنصات للمتعلمين وأولياء الأمور والمعلمين على iOS وAndroid.",
        image: "/images/icons/icon-15.svg",
        link: null,
      },
      {
        id: 33,
        titleEn: "School Management Systems",
        titleAr: "أنظمة إدارة المدارس",
        descriptionEn: "Admissions, attendance, timetabling, fees and reporting in one integrated system.",
        descriptionAr: "القبول والحضور والجداول الدراسية والرسوم والتقارير في نظام واحد متكامل.",
        image: "/images/icons/icon-02.svg",
        link: null,
      },
      {
        id: 34,
        titleEn: "Examination Systems",
        titleAr: "أنظمة الاختبارات",
        descriptionEn: "Secure item banking, online testing, remote proctoring and automated results processing.",
        descriptionAr: "بنوك أسئلة آمنة، واختبارات إلكترونية، ومراقبة عن بُعد، ومعالجة آلية للنتائج.",
        image: "/images/icons/icon-11.svg",
        link: null,
      },
      {
        id: 35,
        titleEn: "Integration and Cloud Hosting",
        titleAr: "التكامل والاستضافة السحابية",
        descriptionEn:
          "Connections with national education systems, and hosting that meets data residency requirements.",
        descriptionAr: "الربط مع الأنظمة التعليمية الوطنية، واستضافة تفي بمتطلبات توطين البيانات.",
        image: "/images/icons/icon-05.svg",
        link: null,
      },
      {
        id: 36,
        titleEn: "Support and Maintenance",
        titleAr: "الدعم والصيانة",
        descriptionEn: "A bilingual help desk, monitoring and continuous improvement under clear service levels.",
        descriptionAr: "مكتب دعم ثنائي اللغة، ومراقبة مستمرة، وتحسين متواصل وفق اتفاقيات واضحة لمستوى الخدمة.",
        image: "/images/icons/icon-13.svg",
        link: null,
      },
    ],
  },

  // Teaching Arabic as a foreign language
  "OfferingTeaching.OfferingHeadSection": {
    titleEn: "Teaching Arabic as a Foreign Language",
    titleAr: "تعليم اللغة العربية للناطقين بغيرها",
    descriptionEn:
      "Courses, teacher training and learning materials for the growing number of people around the world who want to learn Arabic.",
    descriptionAr:
      "دورات وبرامج لتدريب المعلمين ومواد تعليمية للأعداد المتزايدة من الراغبين في تعلّم العربية حول العالم.",
    image: "/images/banners/teaching.svg",
    video: null,
    subtitleEn: "Arabic for the world",
    subtitleAr: "العربية للعالم",
  },
  "OfferingTeaching.GetOfferingCategoriesServices": { services: teachingServices },

  // Vocational education
  "OferringVocationalEducation.OfferingHeadSection": {
    titleEn: "Vocational Education and Training",
    titleAr: "التعليم والتدريب التقني والمهني",
    descriptionEn:
      "We work with governments, training authorities and employers to build technical and vocational systems that prepare young people for real jobs.",
    descriptionAr:
      "نعمل مع الحكومات وهيئات التدريب وأصحاب العمل على بناء منظومات للتعليم التقني والمهني تُعِدّ الشباب لوظائف حقيقية.",
    image: "/images/banners/vocational-education.svg",
    video: null,
    subtitleEn: "Skills that match the labour market",
    subtitleAr: "مهارات تلبّي احتياجات سوق العمل",
  },
  "OferringVocationalEducation.GetOfferingFirstSection": {
    titleEn: "Building Skills for a Changing Economy",
    titleAr: "بناء المهارات لاقتصاد متغيّر",
    descriptionEn:
      "<p>Economies across the region are diversifying quickly, and technical and vocational education is central to preparing a workforce for new industries. Manar supports the whole system: the policies that govern it, the partnerships that connect it to employers, and the standards that assure its quality.</p><p>Our teams combine education specialists, industry practitioners and digital producers, and have supported technical colleges, training institutes and applied schools in the Kingdom and across the wider region.</p>",
    descriptionAr:
      "<p>تشهد اقتصادات المنطقة تنويعًا متسارعًا، ويحتل التعليم التقني والمهني موقعًا محوريًا في إعداد القوى العاملة للصناعات الجديدة. وتدعم منار المنظومة بأكملها: السياسات التي تحكمها، والشراكات التي تربطها بأصحاب العمل، والمعايير التي تضمن جودتها.</p><p>وتضم فرقنا متخصصين في التعليم وممارسين من قطاعات الصناعة ومنتجين للمحتوى الرقمي، وقد دعمت الكليات التقنية ومعاهد التدريب والمدارس التطبيقية في المملكة وفي أنحاء المنطقة.</p>",
    image: "/images/illustrations/ill-15.svg",
    services: vocationalServices.slice(0, 3).map((category, index) => ({
      id: category.id,
      titleEn: category.titleEn,
      titleAr: category.titleAr,
      image: vocationalIntroIcons[index] ?? null,
      serviceCategoryServicesContents: [],
    })),
  },
  "OferringVocationalEducation.GetOfferingCategoriesServices": { services: vocationalServices },

  // Corporates
  "OferringCorporates.OfferingHeadSection": {
    titleEn: "Corporate Learning Solutions",
    titleAr: "حلول التعلم للمؤسسات",
    descriptionEn:
      "We help organisations build the skills their strategies depend on, through tailored training programmes, digital learning and expert advice.",
    descriptionAr:
      "نساعد المؤسسات على بناء المهارات التي تعتمد عليها استراتيجياتها، عبر برامج تدريبية مصممة وفق احتياجاتها، وحلول تعلّم رقمية، واستشارات متخصصة.",
    image: "/images/banners/corporates.svg",
    video: null,
    subtitleEn: "Learning that moves your business forward",
    subtitleAr: "تعلّم يدفع أعمالكم إلى الأمام",
  },
  "OferringCorporates.GetOfferingCategoriesServices": { services: corporateServices },
} satisfies Pick<AuthoredDocuments, ServiceEndpoint>;
