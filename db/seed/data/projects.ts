/**
 * Seed content: the group's projects (SPEC section 3, "Project result").
 *
 * Site-specific cases:
 * - Project 10 renders its description with a different layout and therefore has
 *   exactly four description blocks, each with its own list of logos.
 * - Project 21's Arabic title is made of exactly three phrases separated by " – "
 *   (en dash with spaces): the Arabic page breaks it into three lines.
 */
import type { ProjectSeed } from "../types";

export const projects: ProjectSeed[] = [
  {
    id: 1,
    projectHeader: {
      image: "/images/banners/digital-learning.svg",
      titleEn: "National Curriculum Digitisation Programme",
      titleAr: "برنامج رقمنة المناهج الوطنية",
    },
    projectTitleEN: "National Curriculum Digitisation Programme",
    projectTitleAr: "برنامج رقمنة المناهج الوطنية",
    summaryEn:
      "Converting 1,150 printed textbooks, from Grade 1 to Grade 12, into interactive digital editions for a national ministry of education.",
    summaryAr:
      "تحويل 1,150 كتابًا مدرسيًا مطبوعًا من الصف الأول حتى الصف الثاني عشر إلى إصدارات رقمية تفاعلية لصالح وزارة تعليم وطنية.",
    shortDescriptionEn:
      "Working alongside the ministry's curriculum authority, Manar's digital studio rebuilt the entire general-education textbook library as accessible, interactive e-books. Every title gained embedded video, formative quizzes and teacher notes, and the collection is delivered through one national reader that works online and offline on school tablets.",
    shortDescriptionAr:
      "بالتعاون مع هيئة المناهج في الوزارة، أعاد استوديو منار الرقمي بناء مكتبة الكتب المدرسية للتعليم العام كاملةً في صورة كتب إلكترونية تفاعلية ميسّرة الوصول. وزُوِّد كل عنوان بمقاطع مرئية مدمجة واختبارات تكوينية وملاحظات للمعلم، وتُتاح المجموعة عبر قارئ وطني موحّد يعمل على الأجهزة اللوحية المدرسية بالاتصال بالإنترنت ومن دونه.",
    createdDate: "2019-03-17T08:30:00.000Z",
    includesTitleEn: "The programme includes",
    includesTitleAr: "يشمل البرنامج",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Conversion of 1,150 textbook titles into accessible EPUB 3 editions", titleAr: "تحويل 1,150 عنوانًا مدرسيًا إلى إصدارات EPUB 3 ميسّرة الوصول" },
      { id: 2, titleEn: "Production of 6,400 explainer videos and animations", titleAr: "إنتاج 6,400 مقطع شرح ورسم متحرك" },
      { id: 3, titleEn: "A bank of 48,000 curriculum-aligned formative questions", titleAr: "بنك يضم 48,000 سؤال تكويني متوافق مع المنهج" },
      { id: 4, titleEn: "An offline-first reader for school tablets and low-bandwidth areas", titleAr: "قارئ رقمي يعمل دون اتصال على الأجهزة اللوحية وفي المناطق ضعيفة الشبكة" },
      { id: 5, titleEn: "Training for 3,200 educational supervisors", titleAr: "تدريب 3,200 مشرف تربوي على توظيف المحتوى الرقمي" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "1,150", titleEn: "Textbooks digitised", titleAr: "كتابًا مدرسيًا مرقمنًا", image: "/images/icons/icon-01.svg" },
      { id: 2, number: "6,400+", titleEn: "Videos and animations", titleAr: "مقطع مرئي ورسم متحرك", image: "/images/icons/icon-08.svg" },
      { id: 3, number: "4.2", titleEn: "Million student accounts", titleAr: "مليون حساب طالب", image: "/images/icons/icon-07.svg" },
      { id: 4, number: "99.6%", titleEn: "Platform availability", titleAr: "نسبة جاهزية المنصة", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "From the printed page to an interactive lesson",
        titleAr: "من الصفحة المطبوعة إلى الدرس التفاعلي",
        descriptionEn:
          "<p>The ministry wanted more than scanned PDFs. Our editorial and instructional design teams reviewed each textbook unit by unit, identifying the concepts students most often struggle with and the places where a short animation, a worked example or a self-check would make the biggest difference.</p><p>The result is a library in which every page keeps the familiar layout teachers know, while reflowable text, alt-text for every figure and read-aloud support make it usable for students with visual or reading difficulties.</p>",
        descriptionAr:
          "<p>لم تكن الوزارة تبحث عن ملفات PDF ممسوحة ضوئيًا، بل عن تجربة تعلّم حقيقية. لذلك راجعت فرق التحرير والتصميم التعليمي لدينا كل كتاب وحدةً وحدة، وحدّدت المفاهيم التي يتعثر فيها الطلاب عادةً، والمواضع التي يُحدث فيها رسم متحرك قصير أو مثال محلول أو اختبار ذاتي الفارق الأكبر.</p><p>وجاءت النتيجة مكتبةً تحافظ كل صفحة فيها على التصميم الذي ألفه المعلمون، مع نصوص قابلة لإعادة التدفق ووصف نصي لكل شكل وخاصية القراءة الصوتية، بما يجعلها في متناول الطلاب من ذوي الإعاقة البصرية أو صعوبات القراءة.</p>",
        image: "/images/illustrations/ill-14.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Quality assurance at national scale",
        titleAr: "ضمان الجودة على المستوى الوطني",
        descriptionEn:
          "<p>Each title passed through four review gates: subject-matter accuracy, pedagogical alignment, accessibility conformance and device testing on the eight tablet models used in public schools. A shared dashboard let ministry reviewers approve or return any page with comments, cutting the average approval cycle from three weeks to six days.</p>",
        descriptionAr:
          "<p>مرّ كل عنوان بأربع مراحل مراجعة: الدقة العلمية، والمواءمة التربوية، والتوافق مع معايير إتاحة الوصول، والاختبار الفعلي على طُرز الأجهزة اللوحية الثمانية المستخدمة في المدارس الحكومية. وأتاحت لوحة متابعة مشتركة لمراجعي الوزارة اعتماد أي صفحة أو إعادتها مع الملاحظات، مما خفّض متوسط دورة الاعتماد من ثلاثة أسابيع إلى ستة أيام.</p>",
        image: "/images/illustrations/ill-22.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-03.svg" }, { image: "/images/logos/logo-11.svg" }],
      },
      {
        id: 3,
        titleEn: "Adoption in classrooms",
        titleAr: "التبنّي داخل الفصول",
        descriptionEn:
          "Within the first academic year, more than 4 million students had activated their accounts. Supervisors trained by our team now run their own school-based workshops, so the digital library is embedded in everyday teaching rather than used as an occasional extra.",
        descriptionAr:
          "خلال العام الدراسي الأول، فعّل أكثر من 4 ملايين طالب حساباتهم على المنصة. ويتولى المشرفون الذين درّبهم فريقنا اليوم تنظيم ورش عمل داخل مدارسهم، فأصبحت المكتبة الرقمية جزءًا من التدريس اليومي لا إضافةً عارضة.",
        image: "/images/illustrations/ill-33.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-01.svg" }],
      },
    ],
  },
  {
    id: 2,
    projectHeader: {
      image: "/images/banners/capability-building.svg",
      titleEn: "Teacher Capability Building Across 400 Schools",
      titleAr: "بناء قدرات المعلمين في 400 مدرسة",
    },
    projectTitleEN: "Teacher Capability Building Across 400 Schools",
    projectTitleAr: "بناء قدرات المعلمين في 400 مدرسة",
    summaryEn:
      "A two-year professional development programme that coached 9,800 teachers in active learning, differentiation and classroom assessment.",
    summaryAr:
      "برنامج تطوير مهني امتد عامين، قدّم التدريب والتوجيه لـ 9,800 معلم ومعلمة في التعلم النشط والتعليم المتمايز والتقويم الصفي.",
    shortDescriptionEn:
      "Designed with the directorate's own trainers, the programme combined intensive summer institutes with fortnightly in-school coaching and online communities of practice. Observation data collected over two years show a clear shift from lecture-led lessons to student-centred activities in the participating schools.",
    shortDescriptionAr:
      "صُمِّم البرنامج بالشراكة مع مدربي المديرية أنفسهم، وجمع بين معاهد صيفية مكثفة وتوجيه ميداني داخل المدارس كل أسبوعين ومجتمعات تعلّم مهنية عبر الإنترنت. وتُظهر بيانات الزيارات الصفية التي جُمعت على مدى عامين تحولًا واضحًا من الدروس القائمة على الإلقاء إلى الأنشطة المتمركزة حول الطالب في المدارس المشاركة.",
    createdDate: "2019-09-02T07:00:00.000Z",
    includesTitleEn: "The programme includes",
    includesTitleAr: "يتضمن البرنامج",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Needs analysis based on 1,600 classroom observations", titleAr: "تحليل الاحتياجات استنادًا إلى 1,600 زيارة صفية" },
      { id: 2, titleEn: "Ten-day summer institutes for each subject cluster", titleAr: "معاهد صيفية مدتها عشرة أيام لكل مجموعة مواد" },
      { id: 3, titleEn: "Fortnightly in-school coaching visits", titleAr: "زيارات توجيه ميداني داخل المدارس كل أسبوعين" },
      { id: 4, titleEn: "Online communities of practice moderated by master trainers", titleAr: "مجتمعات تعلّم مهنية إلكترونية يديرها مدربون خبراء" },
      { id: 5, titleEn: "Certification of 120 local trainers to sustain the model", titleAr: "اعتماد 120 مدربًا محليًا لضمان استدامة النموذج" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "400", titleEn: "Participating schools", titleAr: "مدرسة مشاركة", image: "/images/icons/icon-05.svg" },
      { id: 2, number: "9,800", titleEn: "Teachers trained", titleAr: "معلم ومعلمة", image: "/images/icons/icon-07.svg" },
      { id: 3, number: "37,000", titleEn: "Coaching hours delivered", titleAr: "ساعة توجيه ميداني", image: "/images/icons/icon-12.svg" },
      { id: 4, number: "86%", titleEn: "Lessons rated student-centred", titleAr: "من الدروس صُنّفت متمركزة حول الطالب", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Starting from what happens in the classroom",
        titleAr: "البداية من واقع الفصل الدراسي",
        descriptionEn:
          "<p>Before a single workshop was scheduled, our specialists joined local supervisors on 1,600 classroom visits. The shared observation tool gave everyone the same language for describing good teaching and revealed the three priorities the programme would address: questioning techniques, grouping strategies and using assessment to adjust instruction.</p>",
        descriptionAr:
          "<p>قبل جدولة أي ورشة عمل، رافق اختصاصيونا المشرفين المحليين في 1,600 زيارة صفية. ووفّرت أداة الملاحظة المشتركة للجميع لغة واحدة لوصف التدريس الجيد، وكشفت عن الأولويات الثلاث التي سيعالجها البرنامج: أساليب طرح الأسئلة، واستراتيجيات تنظيم المجموعات، وتوظيف التقويم في تعديل مسار التدريس.</p>",
        image: "/images/illustrations/ill-01.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Coaching that stays with the teacher",
        titleAr: "توجيه يرافق المعلم",
        descriptionEn:
          "<p>Training does not end when the institute closes. Each teacher was paired with a coach who visited every two weeks, co-planned a lesson, observed it and gave focused feedback on one agreed goal.</p><p>Between visits, teachers shared lesson plans and short classroom videos in moderated online groups, building a habit of peer learning that has continued since the programme formally ended.</p>",
        descriptionAr:
          "<p>لا ينتهي التدريب بانتهاء المعهد الصيفي؛ إذ اقترن كل معلم بموجّه يزوره كل أسبوعين، فيخططان معًا لدرس واحد، ثم يحضره الموجّه ويقدم تغذية راجعة مركّزة على هدف واحد متفق عليه.</p><p>وبين الزيارات، تبادل المعلمون خطط الدروس ومقاطع قصيرة من فصولهم في مجموعات إلكترونية خاضعة للإشراف، فترسّخت لديهم عادة التعلم من الأقران واستمرت حتى بعد انتهاء البرنامج رسميًا.</p>",
        image: "/images/illustrations/ill-27.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-05.svg" }],
      },
    ],
  },
  {
    id: 3,
    projectHeader: {
      image: "/images/illustrations/ill-13.svg",
      titleEn: "Launch of the Qissati Kids' Reading App",
      titleAr: "إطلاق تطبيق «قصتي» لقراءة الأطفال",
    },
    projectTitleEN: "Launch of the Qissati Kids' Reading App",
    projectTitleAr: "إطلاق تطبيق «قصتي» لقراءة الأطفال",
    summaryEn:
      "A levelled Arabic reading app for children aged 3 to 10, with 900 illustrated stories, narration and progress reports for parents.",
    summaryAr:
      "تطبيق قراءة عربي متدرّج المستويات للأطفال من 3 إلى 10 سنوات، يضم 900 قصة مصورة مع سرد صوتي وتقارير تقدّم لأولياء الأمور.",
    shortDescriptionEn:
      "Qissati grew out of our children's publishing list and a simple observation: families wanted good Arabic stories on the devices their children already use. The app pairs every book with professional narration, word-by-word highlighting and gentle comprehension games, and it has become one of the most downloaded Arabic reading apps in the region.",
    shortDescriptionAr:
      "وُلد تطبيق «قصتي» من رحم إصداراتنا لأدب الطفل، ومن ملاحظة بسيطة: الأسر تبحث عن قصص عربية جيدة على الأجهزة التي يستخدمها أطفالها أصلًا. ويقرن التطبيق كل كتاب بسرد صوتي احترافي وتظليل للكلمات أثناء القراءة وألعاب فهم لطيفة، حتى غدا من أكثر تطبيقات القراءة العربية تنزيلًا في المنطقة.",
    createdDate: "2020-04-21T10:15:00.000Z",
    includesTitleEn: "What the app offers",
    includesTitleAr: "ما يقدمه التطبيق",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "900 illustrated stories across 12 reading levels", titleAr: "900 قصة مصورة موزعة على 12 مستوى قراءة" },
      { id: 2, titleEn: "Professional narration with word-by-word highlighting", titleAr: "سرد صوتي احترافي مع تظليل الكلمات أثناء القراءة" },
      { id: 3, titleEn: "Comprehension games after every story", titleAr: "ألعاب لقياس الفهم بعد كل قصة" },
      { id: 4, titleEn: "Weekly progress reports for parents", titleAr: "تقارير تقدّم أسبوعية لأولياء الأمور" },
      { id: 5, titleEn: "A classroom edition for kindergarten and primary teachers", titleAr: "إصدار صفّي لمعلمات رياض الأطفال ومعلمي المرحلة الابتدائية" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "2.5+", titleEn: "Million downloads", titleAr: "مليون عملية تنزيل", image: "/images/icons/icon-08.svg" },
      { id: 2, number: "900", titleEn: "Illustrated stories", titleAr: "قصة مصورة", image: "/images/icons/icon-01.svg" },
      { id: 3, number: "4.8", titleEn: "Average store rating", titleAr: "متوسط التقييم في المتاجر", image: "/images/icons/icon-11.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Stories children ask for again",
        titleAr: "قصص يطلبها الأطفال مرة بعد مرة",
        descriptionEn:
          "<p>Our editors commissioned original stories from Arab authors and illustrators alongside adaptations of the group's best-loved picture books. Each story is graded against a levelling framework for Arabic that considers vocabulary, sentence length and the amount of diacritics a young reader needs.</p>",
        descriptionAr:
          "<p>كلّف محررونا كتّابًا ورسامين عربًا بتأليف قصص أصيلة، إلى جانب إعادة إنتاج أحب كتب المجموعة المصورة إلى قلوب الأطفال. وتُصنَّف كل قصة وفق إطار لتدرّج مستويات القراءة العربية يراعي المفردات وطول الجمل ومقدار التشكيل الذي يحتاجه القارئ الصغير.</p>",
        image: "/images/illustrations/ill-13.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-07.svg" }],
      },
      {
        id: 2,
        titleEn: "Built for families and classrooms",
        titleAr: "مصمَّم للأسرة والفصل",
        descriptionEn:
          "Parents receive a short weekly summary of the minutes read, the new words met and a suggested conversation to have about the latest story. Teachers using the classroom edition can assign book sets to groups and see at a glance which pupils are ready to move up a level.",
        descriptionAr:
          "يتلقى أولياء الأمور ملخصًا أسبوعيًا موجزًا عن دقائق القراءة والكلمات الجديدة التي مرّت بأطفالهم، مع اقتراح لحوار قصير حول آخر قصة قرأوها. أما المعلمون الذين يستخدمون الإصدار الصفي فيمكنهم إسناد مجموعات من الكتب إلى فئات الطلاب، ومعرفة من أصبح مستعدًا للانتقال إلى المستوى التالي بنظرة سريعة.",
        image: "/images/illustrations/ill-38.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 4,
    projectHeader: {
      image: "/images/banners/publishing.svg",
      titleEn: "Printing 3 Million Textbooks for the New School Year",
      titleAr: "طباعة 3 ملايين كتاب مدرسي للعام الدراسي الجديد",
    },
    projectTitleEN: "Printing 3 Million Textbooks for the New School Year",
    projectTitleAr: "طباعة 3 ملايين كتاب مدرسي للعام الدراسي الجديد",
    summaryEn:
      "Printing, binding and delivering 3 million textbooks to 1,900 schools in eleven weeks, ahead of the first day of term.",
    summaryAr:
      "طباعة 3 ملايين كتاب مدرسي وتجليدها وتوصيلها إلى 1,900 مدرسة خلال أحد عشر أسبوعًا، قبل أول أيام الدراسة.",
    shortDescriptionEn:
      "When a late curriculum revision compressed the production window, our Riyadh and Cairo plants ran in parallel on three shifts to deliver every title on time. A live tracking system followed each pallet from press to school store, and the ministry received a full reconciliation report for every district.",
    shortDescriptionAr:
      "حين ضيّق تعديلٌ متأخر على المناهج نافذة الإنتاج، عمل مصنعانا في الرياض والقاهرة بالتوازي وعلى ثلاث ورديات لتسليم جميع العناوين في موعدها. وتابع نظام تتبّع مباشر كل منصة شحن من المطبعة حتى مستودع المدرسة، وتسلّمت الوزارة تقرير مطابقة كاملًا لكل إدارة تعليمية.",
    createdDate: "2020-08-09T06:45:00.000Z",
    includesTitleEn: "Scope of work",
    includesTitleAr: "نطاق العمل",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Pre-press and colour proofing for 214 titles", titleAr: "تجهيز ما قبل الطباعة واعتماد الألوان لـ 214 عنوانًا" },
      { id: 2, titleEn: "Offset printing on FSC-certified paper", titleAr: "طباعة أوفست على ورق حاصل على شهادة FSC" },
      { id: 3, titleEn: "Perfect binding and shrink-wrapping by class set", titleAr: "تجليد حراري وتغليف بالانكماش حسب مجموعات الفصول" },
      { id: 4, titleEn: "Distribution to 1,900 schools with barcode tracking", titleAr: "التوزيع على 1,900 مدرسة مع تتبّع بالباركود" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "3", titleEn: "Million textbooks printed", titleAr: "ملايين كتاب مدرسي مطبوع", image: "/images/icons/icon-09.svg" },
      { id: 2, number: "11", titleEn: "Weeks from files to schools", titleAr: "أسبوعًا من الملفات إلى المدارس", image: "/images/icons/icon-03.svg" },
      { id: 3, number: "1,900", titleEn: "Schools supplied", titleAr: "مدرسة تسلّمت كتبها", image: "/images/icons/icon-05.svg" },
      { id: 4, number: "99.8%", titleEn: "On-time delivery", titleAr: "نسبة التسليم في الموعد", image: "/images/icons/icon-12.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Two plants, one production plan",
        titleAr: "مصنعان وخطة إنتاج واحدة",
        descriptionEn:
          "<p>Titles were split between our plants according to format and press capacity: four-colour primary books in Riyadh, high-page-count secondary books in Cairo. A single planning board balanced the load daily, so a delay on one line never held up a whole grade.</p><p>Colour proofs were approved remotely by the ministry's reviewers through a calibrated soft-proofing workflow, saving more than ten days of courier time.</p>",
        descriptionAr:
          "<p>وُزِّعت العناوين على المصنعين بحسب المقاس والطاقة الإنتاجية للمطابع: كتب المرحلة الابتدائية الملونة في الرياض، وكتب المرحلة الثانوية كثيرة الصفحات في القاهرة. ووازنت لوحة تخطيط موحّدة الأحمال يوميًا، فلم يؤدِّ تأخر خط إنتاج واحد إلى تعطيل صف دراسي بأكمله.</p><p>واعتمد مراجعو الوزارة بروفات الألوان عن بُعد عبر منظومة معايرة للبروفات الرقمية، مما وفّر أكثر من عشرة أيام كانت ستُستهلك في الشحن.</p>",
        image: "/images/illustrations/ill-03.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-02.svg" }],
      },
      {
        id: 2,
        titleEn: "Every box accounted for",
        titleAr: "كل صندوق في مكانه",
        descriptionEn:
          "Each carton carried a barcode linked to the school's order. Drivers scanned deliveries on arrival and school storekeepers confirmed receipt on a mobile form, giving district offices a real-time view of what had arrived and what was still on the road.",
        descriptionAr:
          "حمل كل صندوق رمزًا شريطيًا مرتبطًا بطلب المدرسة، فيمسحه السائق عند الوصول ويؤكد أمين المستودع المدرسي الاستلام عبر نموذج على الهاتف، مما منح الإدارات التعليمية رؤية آنية لما وصل وما لا يزال في الطريق.",
        image: "/images/illustrations/ill-30.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 5,
    projectHeader: {
      image: "/images/banners/applied-technology-school.svg",
      titleEn: "Operating the Riyadh College of Applied Technology",
      titleAr: "تشغيل كلية الرياض للتقنية التطبيقية",
    },
    projectTitleEN: "Operating the Riyadh College of Applied Technology",
    projectTitleAr: "تشغيل كلية الرياض للتقنية التطبيقية",
    summaryEn:
      "A ten-year operating partnership for a vocational college training 2,400 students a year in electrical, mechanical and digital trades.",
    summaryAr:
      "شراكة تشغيلية مدتها عشر سنوات لكلية تقنية تدرّب 2,400 طالب سنويًا في التخصصات الكهربائية والميكانيكية والرقمية.",
    shortDescriptionEn:
      "Under a performance-based contract with the national vocational training authority, Manar manages the college's academic delivery, staffing, quality and employer relations. Programmes are co-designed with industry partners, and funding is linked to graduate employment rates rather than enrolment alone.",
    shortDescriptionAr:
      "بموجب عقد قائم على الأداء مع الهيئة الوطنية للتدريب المهني، تتولى منار إدارة العملية التعليمية في الكلية واستقطاب كوادرها وضمان جودتها وبناء علاقاتها مع جهات التوظيف. وتُصمَّم البرامج بالشراكة مع القطاع الصناعي، ويرتبط التمويل بنسب توظيف الخريجين لا بأعداد الملتحقين فحسب.",
    createdDate: "2021-01-12T09:00:00.000Z",
    includesTitleEn: "Our responsibilities",
    includesTitleAr: "مسؤولياتنا",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Curriculum design with 18 employer partners", titleAr: "تصميم المناهج بالشراكة مع 18 جهة توظيف" },
      { id: 2, titleEn: "Recruitment and development of 160 instructors", titleAr: "استقطاب 160 مدربًا وتطوير قدراتهم" },
      { id: 3, titleEn: "Workshop and laboratory upgrades", titleAr: "تحديث الورش والمختبرات" },
      { id: 4, titleEn: "On-the-job training placements for every student", titleAr: "فرص تدريب على رأس العمل لكل طالب" },
      { id: 5, titleEn: "Graduate tracking and career services", titleAr: "متابعة الخريجين وخدمات الإرشاد المهني" },
      { id: 6, titleEn: "International accreditation of diploma programmes", titleAr: "الاعتماد الدولي لبرامج الدبلوم" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "2,400", titleEn: "Students each year", titleAr: "طالب سنويًا", image: "/images/icons/icon-02.svg" },
      { id: 2, number: "14", titleEn: "Diploma programmes", titleAr: "برنامج دبلوم", image: "/images/icons/icon-10.svg" },
      { id: 3, number: "82%", titleEn: "Graduates employed within six months", titleAr: "من الخريجين يعملون خلال ستة أشهر", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Training shaped by employers",
        titleAr: "تدريب تصوغه احتياجات سوق العمل",
        descriptionEn:
          "<p>Every diploma has an advisory panel of employers who review learning outcomes each year, host students for on-the-job training and sit on final project juries. Their input led to new tracks in industrial automation, renewable energy systems and network operations.</p>",
        descriptionAr:
          "<p>لكل برنامج دبلوم لجنة استشارية من جهات التوظيف تراجع مخرجات التعلم سنويًا، وتستضيف الطلاب في التدريب على رأس العمل، وتشارك في لجان تحكيم مشاريع التخرج. وقد أسهمت مدخلاتها في استحداث مسارات جديدة في الأتمتة الصناعية وأنظمة الطاقة المتجددة وتشغيل الشبكات.</p>",
        image: "/images/illustrations/ill-06.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-08.svg" }, { image: "/images/logos/logo-12.svg" }, { image: "/images/logos/logo-15.svg" }],
      },
      {
        id: 2,
        titleEn: "Workshops that mirror the workplace",
        titleAr: "ورش تحاكي بيئة العمل الفعلية",
        descriptionEn:
          "<p>The college's workshops were refitted to match the equipment students will meet on the job, from programmable logic controllers to solar inverter test benches. Safety culture is taught as a trade skill in its own right, and every student earns an occupational safety certificate before graduating.</p><p>Instructors spend two weeks a year in partner companies to keep their own practice current.</p>",
        descriptionAr:
          "<p>أعيد تجهيز ورش الكلية لتطابق المعدات التي سيتعامل معها الطلاب في وظائفهم، بدءًا من وحدات التحكم المنطقي القابلة للبرمجة وصولًا إلى منصات اختبار محولات الطاقة الشمسية. وتُدرَّس ثقافة السلامة بوصفها مهارة مهنية قائمة بذاتها، ولا يتخرج أي طالب قبل حصوله على شهادة في السلامة المهنية.</p><p>ويقضي المدربون أسبوعين كل عام في الشركات الشريكة للإبقاء على خبراتهم العملية محدَّثة.</p>",
        image: "/images/illustrations/ill-31.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 3,
        titleEn: "Accountable for outcomes",
        titleAr: "مساءلة عن النتائج",
        descriptionEn:
          "The contract ties part of our fee to graduate employment and employer satisfaction. A graduate-tracking team contacts every alumnus at three, six and twelve months, and the results are published to the authority each term.",
        descriptionAr:
          "يربط العقد جزءًا من أتعابنا بنسب توظيف الخريجين ومستوى رضا جهات التوظيف. ويتواصل فريق متابعة الخريجين مع كل خريج بعد ثلاثة أشهر وستة أشهر واثني عشر شهرًا، وتُرفع النتائج إلى الهيئة في نهاية كل فصل دراسي.",
        image: "/images/illustrations/ill-09.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-04.svg" }],
      },
    ],
  },
  {
    id: 6,
    projectHeader: {
      image: "/images/banners/corporates.svg",
      titleEn: "Corporate Academy for Gulf Commercial Bank",
      titleAr: "الأكاديمية المؤسسية لبنك الخليج التجاري",
    },
    projectTitleEN: "Corporate Academy for Gulf Commercial Bank",
    projectTitleAr: "الأكاديمية المؤسسية لبنك الخليج التجاري",
    summaryEn:
      "Designing and running an in-house academy that develops 5,000 bank employees, from new tellers to senior leaders.",
    summaryAr:
      "تصميم أكاديمية داخلية وتشغيلها لتطوير 5,000 موظف في البنك، من موظفي الصرافة الجدد حتى القيادات العليا.",
    shortDescriptionEn:
      "The bank asked for a single academy that could replace dozens of disconnected vendor courses. We mapped its roles to a competency framework, built blended learning journeys for each career stage and now run the academy's operations, from scheduling and facilitation to learning analytics reported to the executive committee.",
    shortDescriptionAr:
      "طلب البنك أكاديمية واحدة تحلّ محل عشرات الدورات المتفرقة التي يقدّمها موردون مختلفون. فربطنا وظائفه بإطار للجدارات، وبنينا مسارات تعلّم مدمج لكل مرحلة مهنية، ونتولى اليوم تشغيل الأكاديمية بالكامل، من الجدولة وتيسير الجلسات إلى تحليلات التعلم التي تُعرض على اللجنة التنفيذية.",
    createdDate: "2021-05-30T11:20:00.000Z",
    includesTitleEn: "The academy includes",
    includesTitleAr: "تضم الأكاديمية",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "A competency framework covering 140 job roles", titleAr: "إطار جدارات يغطي 140 دورًا وظيفيًا" },
      { id: 2, titleEn: "Onboarding journey for branch staff", titleAr: "مسار تهيئة للموظفين الجدد في الفروع" },
      { id: 3, titleEn: "Compliance and anti-money-laundering e-learning", titleAr: "تعلّم إلكتروني في الامتثال ومكافحة غسل الأموال" },
      { id: 4, titleEn: "Leadership programme for branch and department managers", titleAr: "برنامج قيادي لمديري الفروع والإدارات" },
      { id: 5, titleEn: "A branded learning portal with mobile access", titleAr: "بوابة تعلّم تحمل هوية البنك وتعمل على الهاتف المحمول" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "5,000", titleEn: "Employees enrolled", titleAr: "موظف ملتحق", image: "/images/icons/icon-07.svg" },
      { id: 2, number: "62", titleEn: "Learning programmes", titleAr: "برنامجًا تدريبيًا", image: "/images/icons/icon-10.svg" },
      { id: 3, number: "94%", titleEn: "Mandatory compliance completion", titleAr: "نسبة إتمام برامج الامتثال الإلزامية", image: "/images/icons/icon-13.svg" },
      { id: 4, number: "35%", titleEn: "Reduction in training cost per employee", titleAr: "انخفاض في تكلفة التدريب لكل موظف", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "One framework for every role",
        titleAr: "إطار واحد لكل الوظائف",
        descriptionEn:
          "<p>Working with the bank's human capital team, we interviewed high performers across retail, corporate banking and operations to define what excellent looks like in each role. The resulting framework now drives hiring, performance reviews and training plans, so learning is tied directly to career progression.</p>",
        descriptionAr:
          "<p>بالتعاون مع فريق رأس المال البشري في البنك، أجرينا مقابلات مع أصحاب الأداء المتميز في الخدمات المصرفية للأفراد والشركات والعمليات، لتحديد ملامح التميز في كل وظيفة. ويوجّه الإطار الناتج اليوم عمليات التوظيف وتقييم الأداء وخطط التدريب، فأصبح التعلم مرتبطًا مباشرة بالتقدم الوظيفي.</p>",
        image: "/images/illustrations/ill-16.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-06.svg" }],
      },
      {
        id: 2,
        titleEn: "Blended journeys, measured results",
        titleAr: "مسارات مدمجة ونتائج قابلة للقياس",
        descriptionEn:
          "<p>Each journey mixes short mobile modules, virtual classrooms, branch-based practice and manager check-ins. Learning data flows into the bank's HR system, letting leaders see which branches are ready for new products and where coaching is needed.</p><p>In the first year, customer complaint resolution times fell by 18% in branches whose staff completed the service excellence track.</p>",
        descriptionAr:
          "<p>يمزج كل مسار بين وحدات قصيرة على الهاتف المحمول وفصول افتراضية وتطبيق عملي في الفروع ولقاءات متابعة مع المديرين. وتنتقل بيانات التعلم إلى نظام الموارد البشرية في البنك، فيعرف القادة أي الفروع باتت جاهزة لإطلاق منتجات جديدة، وأين تدعو الحاجة إلى مزيد من التوجيه.</p><p>وفي العام الأول، انخفض زمن معالجة شكاوى العملاء بنسبة 18% في الفروع التي أتمّ موظفوها مسار التميز في خدمة العملاء.</p>",
        image: "/images/illustrations/ill-29.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 7,
    projectHeader: {
      image: "/images/banners/higher-education.svg",
      titleEn: "English Language Programme for Six Universities",
      titleAr: "برنامج اللغة الإنجليزية لست جامعات",
    },
    projectTitleEN: "English Language Programme for Six Universities",
    projectTitleAr: "برنامج اللغة الإنجليزية لست جامعات",
    summaryEn:
      "A preparatory-year English programme that moved 18,000 first-year students to B1 level and beyond through blended courses and placement testing.",
    summaryAr:
      "برنامج للغة الإنجليزية في السنة التحضيرية أوصل 18,000 طالب وطالبة في السنة الأولى إلى المستوى B1 وما فوقه، عبر مقررات مدمجة واختبارات لتحديد المستوى.",
    shortDescriptionEn:
      "Six public universities adopted a shared English curriculum for their preparatory year, delivered by Manar-recruited teachers and supported by an adaptive online practice platform. Placement, progress and exit tests are aligned to the CEFR, giving faculties a common, reliable measure of readiness for English-medium study.",
    shortDescriptionAr:
      "اعتمدت ست جامعات حكومية منهجًا مشتركًا للغة الإنجليزية في سنتها التحضيرية، يقدّمه معلمون استقطبتهم منار، وتدعمه منصة تدريب إلكترونية تتكيّف مع مستوى كل طالب. وتتوافق اختبارات تحديد المستوى والتقدم والتخرج مع الإطار الأوروبي المرجعي المشترك للغات، مما يمنح الكليات مقياسًا موحدًا وموثوقًا لجاهزية الطلاب للدراسة باللغة الإنجليزية.",
    createdDate: "2021-10-04T07:30:00.000Z",
    includesTitleEn: "The programme includes",
    includesTitleAr: "يشمل البرنامج",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "CEFR-aligned placement and exit testing", titleAr: "اختبارات تحديد مستوى وتخرج متوافقة مع الإطار الأوروبي المرجعي" },
      { id: 2, titleEn: "Recruitment of 420 qualified English teachers", titleAr: "استقطاب 420 معلمًا مؤهلًا للغة الإنجليزية" },
      { id: 3, titleEn: "Academic English tracks for science, health and business", titleAr: "مسارات للإنجليزية الأكاديمية في العلوم والصحة وإدارة الأعمال" },
      { id: 4, titleEn: "Adaptive online practice platform", titleAr: "منصة تدريب إلكترونية تكيفية" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "18,000", titleEn: "Students per year", titleAr: "طالب وطالبة سنويًا", image: "/images/icons/icon-02.svg" },
      { id: 2, number: "6", titleEn: "Partner universities", titleAr: "جامعات شريكة", image: "/images/icons/icon-05.svg" },
      { id: 3, number: "74%", titleEn: "Reaching B1 or above", titleAr: "بلغوا المستوى B1 أو أعلى", image: "/images/icons/icon-04.svg" },
      { id: 4, number: "420", titleEn: "English teachers", titleAr: "معلمًا للغة الإنجليزية", image: "/images/icons/icon-07.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "A common standard across campuses",
        titleAr: "معيار موحّد في جميع الحُرُم الجامعية",
        descriptionEn:
          "<p>Before the programme, each university set its own exit test, which made it hard to compare results or move students between institutions. A joint academic committee agreed on shared learning outcomes, and our assessment team developed parallel test forms calibrated against international benchmarks.</p>",
        descriptionAr:
          "<p>قبل البرنامج، كانت كل جامعة تضع اختبار التخرج الخاص بها، فتعذّرت المقارنة بين النتائج أو انتقال الطلاب بين المؤسسات. فاتفقت لجنة أكاديمية مشتركة على مخرجات تعلّم موحّدة، وطوّر فريق التقويم لدينا نماذج اختبار متكافئة معايَرة وفق المقاييس الدولية.</p>",
        image: "/images/illustrations/ill-21.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-09.svg" }, { image: "/images/logos/logo-10.svg" }],
      },
      {
        id: 2,
        titleEn: "More practice, better targeted",
        titleAr: "تدريب أكثر وتوجيه أدق",
        descriptionEn:
          "Students complete at least three hours of online practice each week. The platform adjusts tasks to each learner's level and flags students who fall behind, so teachers can organise small-group support before mid-term results arrive.",
        descriptionAr:
          "يُتمّ الطلاب ثلاث ساعات على الأقل من التدريب الإلكتروني أسبوعيًا، وتكيّف المنصة المهام مع مستوى كل متعلم، وتنبّه إلى الطلاب المتأخرين، فيتمكن المعلمون من تنظيم دعم لمجموعات صغيرة قبل صدور نتائج منتصف الفصل.",
        image: "/images/illustrations/ill-40.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 8,
    projectHeader: {
      image: "/images/illustrations/ill-25.svg",
      titleEn: "Little Steps Early-Childhood Centres",
      titleAr: "مراكز «خطوات صغيرة» للطفولة المبكرة",
    },
    projectTitleEN: "Little Steps Early-Childhood Centres",
    projectTitleAr: "مراكز «خطوات صغيرة» للطفولة المبكرة",
    summaryEn:
      "Establishing a network of 30 play-based early-childhood centres serving 3,600 children in underserved neighbourhoods.",
    summaryAr:
      "إنشاء شبكة من 30 مركزًا للطفولة المبكرة قائمة على التعلم باللعب، تخدم 3,600 طفل في أحياء محدودة الخدمات.",
    shortDescriptionEn:
      "In partnership with a regional development fund, Manar designed the curriculum, trained the educators and equipped the learning spaces for thirty early-childhood centres. The model puts play, language and family engagement at its heart and gives many children their first structured learning experience before primary school.",
    shortDescriptionAr:
      "بالشراكة مع صندوق تنموي إقليمي، صمّمت منار المنهج ودرّبت المربيات وجهّزت بيئات التعلم في ثلاثين مركزًا للطفولة المبكرة. ويضع النموذج اللعب واللغة وإشراك الأسرة في صميمه، ويمنح كثيرًا من الأطفال أول تجربة تعلّم منظمة قبل التحاقهم بالمرحلة الابتدائية.",
    createdDate: "2022-02-15T08:00:00.000Z",
    includesTitleEn: "The project includes",
    includesTitleAr: "يشمل المشروع",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "A play-based curriculum for ages 3 to 6", titleAr: "منهج قائم على اللعب للأطفال من 3 إلى 6 سنوات" },
      { id: 2, titleEn: "Diploma-level training for 280 educators", titleAr: "تدريب 280 مربية ومربيًا بمستوى الدبلوم" },
      { id: 3, titleEn: "Learning corners, reading nooks and outdoor play areas", titleAr: "أركان تعلّم وزوايا قراءة ومساحات لعب خارجية" },
      { id: 4, titleEn: "Monthly parent workshops", titleAr: "ورش شهرية لأولياء الأمور" },
      { id: 5, titleEn: "School-readiness screening before Grade 1", titleAr: "تقييم الاستعداد المدرسي قبل الصف الأول" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "30", titleEn: "Centres opened", titleAr: "مركزًا مفتتحًا", image: "/images/icons/icon-05.svg" },
      { id: 2, number: "3,600", titleEn: "Children enrolled", titleAr: "طفل ملتحق", image: "/images/icons/icon-07.svg" },
      { id: 3, number: "280", titleEn: "Educators trained", titleAr: "مربية ومربيًا", image: "/images/icons/icon-11.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Learning through play",
        titleAr: "التعلم عبر اللعب",
        descriptionEn:
          "<p>Each day follows a rhythm of circle time, free choice in learning corners, outdoor play and storytelling. Educators observe and record children's progress in language, early numeracy, motor skills and social behaviour, using a simple portfolio that families can see.</p><p>Every centre has a reading nook stocked with 300 Arabic picture books from the group's children's list.</p>",
        descriptionAr:
          "<p>يسير اليوم وفق إيقاع منتظم: حلقة صباحية، ثم اختيار حر في أركان التعلم، فلعب في الهواء الطلق، ثم وقت للحكاية. وترصد المربيات تقدّم الأطفال في اللغة ومبادئ الحساب والمهارات الحركية والسلوك الاجتماعي، عبر ملف إنجاز بسيط تطّلع عليه الأسر.</p><p>وتضم كل زاوية قراءة في المراكز 300 كتاب عربي مصور من إصدارات المجموعة للأطفال.</p>",
        image: "/images/illustrations/ill-25.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Families as partners",
        titleAr: "الأسرة شريك أساسي",
        descriptionEn:
          "Monthly workshops show parents how to read with their children, talk about numbers during everyday routines and support healthy sleep and nutrition. Attendance has averaged 71%, and many parents now volunteer in the centres.",
        descriptionAr:
          "تعرّف الورش الشهرية أولياء الأمور بكيفية القراءة مع أطفالهم، والحديث عن الأرقام في تفاصيل الحياة اليومية، ودعم عادات النوم والتغذية الصحية. وبلغ متوسط الحضور 71%، وأصبح كثير من الآباء والأمهات يتطوعون في المراكز.",
        image: "/images/illustrations/ill-36.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-13.svg" }, { image: "/images/logos/logo-14.svg" }],
      },
    ],
  },
  {
    id: 9,
    projectHeader: {
      image: "/images/banners/teaching.svg",
      titleEn: "Arabic for Non-Native Speakers in International Schools",
      titleAr: "تعليم العربية للناطقين بغيرها في المدارس الدولية",
    },
    projectTitleEN: "Arabic for Non-Native Speakers in International Schools",
    projectTitleAr: "تعليم العربية للناطقين بغيرها في المدارس الدولية",
    summaryEn:
      "A communicative Arabic course series and teacher support package adopted by 65 international schools in the UAE.",
    summaryAr:
      "سلسلة مقررات تواصلية في اللغة العربية وحزمة دعم للمعلمين اعتمدتها 65 مدرسة دولية في دولة الإمارات.",
    shortDescriptionEn:
      "International schools needed Arabic materials that speak to children who do not hear the language at home. Our series builds listening and speaking first, uses contemporary contexts familiar to young learners and comes with a digital companion, audio for every lesson and assessment aligned with the national framework for Arabic as an additional language.",
    shortDescriptionAr:
      "احتاجت المدارس الدولية إلى مواد عربية تخاطب أطفالًا لا يسمعون اللغة في بيوتهم. فجاءت سلستنا لتبني مهارتي الاستماع والمحادثة أولًا، مستعينةً بسياقات معاصرة مألوفة لدى المتعلمين الصغار، ومصحوبةً بمرافق رقمي وتسجيلات صوتية لكل درس وأدوات تقويم متوافقة مع الإطار الوطني لتعليم العربية لغةً إضافية.",
    createdDate: "2022-06-19T12:00:00.000Z",
    includesTitleEn: "The package includes",
    includesTitleAr: "تتضمن الحزمة",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Student books and workbooks for Grades 1 to 9", titleAr: "كتب الطالب وكتب النشاط من الصف الأول حتى التاسع" },
      { id: 2, titleEn: "Audio recordings by native-speaker children and adults", titleAr: "تسجيلات صوتية بأصوات أطفال وكبار من الناطقين بالعربية" },
      { id: 3, titleEn: "A digital companion with games and speaking practice", titleAr: "مرافق رقمي يضم ألعابًا وتدريبات على المحادثة" },
      { id: 4, titleEn: "Termly assessments and level descriptors", titleAr: "اختبارات فصلية وواصفات للمستويات" },
      { id: 5, titleEn: "Teacher workshops on communicative methodology", titleAr: "ورش للمعلمين في المنهجية التواصلية" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "65", titleEn: "International schools", titleAr: "مدرسة دولية", image: "/images/icons/icon-03.svg" },
      { id: 2, number: "41,000", titleEn: "Learners", titleAr: "متعلم ومتعلمة", image: "/images/icons/icon-02.svg" },
      { id: 3, number: "27", titleEn: "Course books", titleAr: "كتابًا دراسيًا", image: "/images/icons/icon-01.svg" },
      { id: 4, number: "92%", titleEn: "Teacher satisfaction", titleAr: "نسبة رضا المعلمين", image: "/images/icons/icon-11.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Language for real situations",
        titleAr: "لغة لمواقف الحياة الحقيقية",
        descriptionEn:
          "<p>Units are organised around situations children actually meet: ordering at a café, describing a football match, planning a school trip. Grammar is introduced when learners need it to communicate, and script and vocabulary grow steadily from unit to unit.</p>",
        descriptionAr:
          "<p>تنتظم الوحدات حول مواقف يعيشها الأطفال فعلًا: الطلب في المقهى، ووصف مباراة كرة قدم، والتخطيط لرحلة مدرسية. وتُقدَّم القواعد حين يحتاجها المتعلم للتواصل، وتتنامى مهارات الكتابة والمفردات بصورة متدرجة من وحدة إلى أخرى.</p>",
        image: "/images/illustrations/ill-17.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Supporting Arabic teachers",
        titleAr: "دعم معلمي اللغة العربية",
        descriptionEn:
          "<p>Many Arabic teachers in international schools were trained to teach native speakers. Our workshops focus on the shift to communicative teaching: more talk time for students, task-based activities and feedback that encourages rather than corrects every error.</p><p>A teacher community of more than 500 members shares resources and lesson ideas throughout the year.</p>",
        descriptionAr:
          "<p>تلقّى كثير من معلمي العربية في المدارس الدولية إعدادهم لتدريس الناطقين بها. لذا تركّز ورشنا على الانتقال إلى التدريس التواصلي: وقت أطول لحديث الطلاب، وأنشطة قائمة على المهام، وتغذية راجعة تشجّع بدلًا من أن تتوقف عند كل خطأ.</p><p>ويتبادل مجتمع يضم أكثر من 500 معلم ومعلمة الموارد وأفكار الدروس على مدار العام.</p>",
        image: "/images/illustrations/ill-44.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-16.svg" }],
      },
    ],
  },
  {
    id: 10,
    projectHeader: {
      image: "/images/banners/k-12.svg",
      titleEn: "Future Schools Partnership",
      titleAr: "شراكة مدارس المستقبل",
    },
    projectTitleEN: "Future Schools Partnership",
    projectTitleAr: "شراكة مدارس المستقبل",
    summaryEn:
      "An integrated school-improvement partnership built on four pillars: curriculum, teachers, digital learning and assessment.",
    summaryAr:
      "شراكة متكاملة لتطوير المدارس تقوم على أربع ركائز: المناهج، والمعلمون، والتعلم الرقمي، والتقويم.",
    shortDescriptionEn:
      "The Future Schools Partnership brings together Manar's publishing, training, technology and assessment teams under one agreement with a network of 120 model schools. Instead of separate contracts for books, training and software, schools receive a coherent package in which every component reinforces the others and progress is reviewed against shared targets.",
    shortDescriptionAr:
      "تجمع شراكة مدارس المستقبل فرق النشر والتدريب والتقنية والتقويم في منار ضمن اتفاقية واحدة مع شبكة من 120 مدرسة نموذجية. فبدلًا من عقود منفصلة للكتب والتدريب والبرمجيات، تحصل المدارس على حزمة متسقة يعزّز كل مكوّن فيها المكونات الأخرى، ويُراجَع التقدم فيها وفق مستهدفات مشتركة.",
    createdDate: "2022-11-08T09:30:00.000Z",
    includesTitleEn: "The partnership includes",
    includesTitleAr: "تشمل الشراكة",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Enriched curriculum resources for every grade", titleAr: "موارد منهجية إثرائية لكل صف دراسي" },
      { id: 2, titleEn: "Continuous professional development for teachers and leaders", titleAr: "تطوير مهني مستمر للمعلمين والقيادات المدرسية" },
      { id: 3, titleEn: "A unified digital learning platform", titleAr: "منصة تعلّم رقمية موحّدة" },
      { id: 4, titleEn: "Diagnostic and benchmark assessments twice a year", titleAr: "اختبارات تشخيصية ومعيارية مرتين في العام" },
      { id: 5, titleEn: "Termly school-improvement reviews", titleAr: "مراجعات فصلية لخطط تطوير المدارس" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "120", titleEn: "Model schools", titleAr: "مدرسة نموذجية", image: "/images/icons/icon-05.svg" },
      { id: 2, number: "68,000", titleEn: "Students", titleAr: "طالب وطالبة", image: "/images/icons/icon-02.svg" },
      { id: 3, number: "4,100", titleEn: "Teachers", titleAr: "معلم ومعلمة", image: "/images/icons/icon-07.svg" },
      { id: 4, number: "+12", titleEn: "Points gained in reading benchmarks", titleAr: "نقطة تحسّنًا في اختبارات القراءة المعيارية", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Curriculum resources",
        titleAr: "الموارد المنهجية",
        descriptionEn:
          "<p>Schools receive enrichment books, levelled readers and hands-on science kits that sit alongside the national textbooks. Every resource is mapped to the same learning outcomes, so teachers can see exactly where it fits in their scheme of work.</p>",
        descriptionAr:
          "<p>تتسلّم المدارس كتبًا إثرائية وقصصًا متدرجة المستويات وحقائب علمية للتجارب العملية تُستخدم إلى جانب الكتب المدرسية الوطنية. وتُربط كل مادة بمخرجات التعلم ذاتها، فيعرف المعلم موضعها بدقة في خطته الدراسية.</p>",
        image: "/images/illustrations/ill-02.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-01.svg" }, { image: "/images/logos/logo-07.svg" }],
      },
      {
        id: 2,
        titleEn: "Teachers and school leaders",
        titleAr: "المعلمون والقيادات المدرسية",
        descriptionEn:
          "<p>A professional development calendar combines subject workshops, leadership seminars for principals and deputies, and in-school coaching. School leaders learn to use assessment data in their improvement plans, and teachers receive practical strategies they can try the next day.</p>",
        descriptionAr:
          "<p>يجمع تقويم التطوير المهني بين ورش تخصصية في المواد الدراسية، وحلقات قيادية لمديري المدارس ووكلائها، وتوجيه ميداني داخل المدارس. ويتعلم القادة توظيف بيانات التقويم في خطط التطوير، بينما يحصل المعلمون على استراتيجيات عملية يمكنهم تجربتها في اليوم التالي.</p>",
        image: "/images/illustrations/ill-27.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-05.svg" }],
      },
      {
        id: 3,
        titleEn: "Digital learning",
        titleAr: "التعلم الرقمي",
        descriptionEn:
          "<p>One platform brings together e-books, assignments, video lessons and parent communication. Teachers plan once and share with all their classes, while students pick up where they left off at home or at school.</p>",
        descriptionAr:
          "<p>تجمع منصة واحدة الكتب الإلكترونية والواجبات ودروس الفيديو والتواصل مع أولياء الأمور. يخطط المعلم مرة واحدة ويشارك ما أعدّه مع جميع فصوله، ويستأنف الطالب تعلّمه من حيث توقف، في البيت أو في المدرسة.</p>",
        image: "/images/illustrations/ill-40.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-17.svg" }, { image: "/images/logos/logo-18.svg" }],
      },
      {
        id: 4,
        titleEn: "Assessment and accountability",
        titleAr: "التقويم والمساءلة",
        descriptionEn:
          "<p>Diagnostic tests at the start of the year and benchmark tests at the end show how much each cohort has grown. Termly reviews with every school compare progress with agreed targets, and the next term's support is planned around what the data reveals.</p>",
        descriptionAr:
          "<p>تكشف الاختبارات التشخيصية في بداية العام والاختبارات المعيارية في نهايته مقدار النمو الذي حققته كل دفعة. وتقارن المراجعات الفصلية مع كل مدرسة التقدم المحرز بالمستهدفات المتفق عليها، ويُخطَّط دعم الفصل التالي بناءً على ما تكشفه البيانات.</p>",
        image: "/images/illustrations/ill-19.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-03.svg" }, { image: "/images/logos/logo-19.svg" }, { image: "/images/logos/logo-20.svg" }],
      },
    ],
  },
  {
    id: 11,
    projectHeader: {
      image: "/images/illustrations/ill-16.svg",
      titleEn: "School Leadership Development Programme",
      titleAr: "برنامج تطوير القيادات المدرسية",
    },
    projectTitleEN: "School Leadership Development Programme",
    projectTitleAr: "برنامج تطوير القيادات المدرسية",
    summaryEn:
      "A nine-month programme preparing 650 principals and deputy principals to lead school improvement with data, coaching and instructional leadership.",
    summaryAr:
      "برنامج مدته تسعة أشهر لإعداد 650 مديرًا ووكيلًا لقيادة تطوير مدارسهم عبر البيانات والتوجيه والقيادة التعليمية.",
    shortDescriptionEn:
      "Principals joined in cohorts of thirty for residential modules, school-based projects and peer visits. Each participant led a real improvement project in their own school, with measurable targets, and presented the results to a panel of senior education officials at the end of the programme.",
    shortDescriptionAr:
      "التحق مديرو المدارس بالبرنامج ضمن دفعات من ثلاثين مشاركًا، وتنوعت أنشطته بين وحدات تدريبية إقامية ومشاريع ميدانية وزيارات متبادلة بين الأقران. وقاد كل مشارك مشروع تطوير حقيقيًا في مدرسته بمستهدفات قابلة للقياس، ثم عرض نتائجه في ختام البرنامج أمام لجنة من كبار المسؤولين التربويين.",
    createdDate: "2023-01-23T08:15:00.000Z",
    includesTitleEn: "Programme modules",
    includesTitleAr: "وحدات البرنامج",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Instructional leadership and lesson observation", titleAr: "القيادة التعليمية وملاحظة الدروس" },
      { id: 2, titleEn: "Using data to set school-improvement priorities", titleAr: "توظيف البيانات في تحديد أولويات تطوير المدرسة" },
      { id: 3, titleEn: "Coaching conversations with teachers", titleAr: "الحوارات التوجيهية مع المعلمين" },
      { id: 4, titleEn: "Leading change and managing resistance", titleAr: "قيادة التغيير والتعامل مع مقاومته" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "650", titleEn: "School leaders", titleAr: "قائدًا مدرسيًا", image: "/images/icons/icon-14.svg" },
      { id: 2, number: "22", titleEn: "Cohorts", titleAr: "دفعة تدريبية", image: "/images/icons/icon-07.svg" },
      { id: 3, number: "610", titleEn: "Improvement projects completed", titleAr: "مشروع تطوير مكتمل", image: "/images/icons/icon-12.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Learning by leading",
        titleAr: "التعلم من خلال القيادة",
        descriptionEn:
          "<p>The programme is built around each leader's own school. Between modules, participants collect data, observe lessons with their deputies and test new routines, such as weekly data meetings or structured teacher feedback. Facilitators visit each school at least twice to support the project.</p>",
        descriptionAr:
          "<p>يتمحور البرنامج حول مدرسة كل قائد. فبين وحدة وأخرى، يجمع المشاركون البيانات، ويحضرون الدروس برفقة وكلائهم، ويجرّبون ممارسات جديدة مثل اجتماعات البيانات الأسبوعية أو التغذية الراجعة المنظمة للمعلمين. ويزور الميسّرون كل مدرسة مرتين على الأقل لدعم المشروع.</p>",
        image: "/images/illustrations/ill-16.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Results that outlast the programme",
        titleAr: "نتائج تدوم بعد انتهاء البرنامج",
        descriptionEn:
          "A follow-up survey a year later found that 78% of participating schools still hold regular data meetings, and teacher attendance at voluntary professional learning had doubled. Graduates of the programme now mentor the next cohorts.",
        descriptionAr:
          "كشف استطلاع متابعة أُجري بعد عام أن 78% من المدارس المشاركة ما زالت تعقد اجتماعات البيانات بانتظام، وأن حضور المعلمين لأنشطة التطوير المهني الاختيارية تضاعف. ويتولى خريجو البرنامج اليوم إرشاد الدفعات اللاحقة.",
        image: "/images/illustrations/ill-24.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-05.svg" }, { image: "/images/logos/logo-21.svg" }],
      },
    ],
  },
  {
    id: 12,
    projectHeader: {
      image: "/images/banners/exam-center.svg",
      titleEn: "Network of Digital Assessment Centres",
      titleAr: "شبكة مراكز الاختبارات الرقمية",
    },
    projectTitleEN: "Network of Digital Assessment Centres",
    projectTitleAr: "شبكة مراكز الاختبارات الرقمية",
    summaryEn:
      "Setting up and operating 28 secure computer-based testing centres for licensing, language and professional exams.",
    summaryAr:
      "إنشاء 28 مركزًا آمنًا للاختبارات المحوسبة وتشغيلها، لاختبارات الترخيص المهني واللغات والشهادات الاحترافية.",
    shortDescriptionEn:
      "Manar's assessment division built a network of computer-based testing centres across four countries, each meeting the security standards required by international exam boards. Candidates book online, sit exams in monitored rooms and receive results faster, while awarding bodies gain detailed item-level data.",
    shortDescriptionAr:
      "أنشأ قطاع التقويم في منار شبكة من مراكز الاختبارات المحوسبة في أربع دول، يستوفي كل منها معايير الأمان التي تشترطها جهات الاختبارات الدولية. يحجز المتقدمون مواعيدهم إلكترونيًا، ويؤدون اختباراتهم في قاعات خاضعة للمراقبة، ويتسلمون نتائجهم بسرعة أكبر، فيما تحصل الجهات المانحة للشهادات على بيانات تفصيلية لكل سؤال.",
    createdDate: "2023-04-11T10:00:00.000Z",
    includesTitleEn: null,
    includesTitleAr: null,
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Secure rooms with video invigilation", titleAr: "قاعات آمنة مزودة بالمراقبة بالفيديو" },
      { id: 2, titleEn: "Biometric candidate check-in", titleAr: "تسجيل دخول المتقدمين بالتحقق الحيوي" },
      { id: 3, titleEn: "Online booking and payment", titleAr: "حجز المواعيد والدفع إلكترونيًا" },
      { id: 4, titleEn: "Accessible seating for candidates with disabilities", titleAr: "مقاعد مهيأة للمتقدمين من ذوي الإعاقة" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "28", titleEn: "Testing centres", titleAr: "مركز اختبار", image: "/images/icons/icon-08.svg" },
      { id: 2, number: "310,000", titleEn: "Exams delivered", titleAr: "اختبار منفّذ", image: "/images/icons/icon-11.svg" },
      { id: 3, number: "4", titleEn: "Countries", titleAr: "دول", image: "/images/icons/icon-03.svg" },
      { id: 4, number: "48", titleEn: "Hours on average until results", titleAr: "ساعة في المتوسط حتى صدور النتائج", image: "/images/icons/icon-12.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Security candidates and awarding bodies can trust",
        titleAr: "أمان يثق به المتقدمون والجهات المانحة",
        descriptionEn:
          "<p>Every centre follows one operating manual, from identity checks and locker rules to incident reporting. Invigilators are trained and certified by our assessment team, and centres are audited unannounced at least twice a year.</p>",
        descriptionAr:
          "<p>تعمل المراكز جميعها وفق دليل تشغيل موحّد يغطي كل التفاصيل، من التحقق من الهوية وقواعد الخزائن إلى الإبلاغ عن الحوادث. ويتلقى المراقبون تدريبهم واعتمادهم من فريق التقويم لدينا، وتخضع المراكز لتدقيق مفاجئ مرتين على الأقل كل عام.</p>",
        image: "/images/illustrations/ill-08.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-22.svg" }],
      },
      {
        id: 2,
        titleEn: "A better experience for candidates",
        titleAr: "تجربة أفضل للمتقدمين",
        descriptionEn:
          "Candidates can choose from daily sessions rather than waiting for a few fixed exam dates each year. Practice tests in the same interface reduce anxiety on the day, and results for most exams are released within two working days.",
        descriptionAr:
          "يستطيع المتقدمون الاختيار من بين جلسات يومية بدلًا من انتظار مواعيد محدودة ثابتة على مدار العام. وتخفف الاختبارات التجريبية المقدمة بالواجهة ذاتها من رهبة يوم الاختبار، وتصدر نتائج معظم الاختبارات خلال يومي عمل.",
        image: "/images/illustrations/ill-20.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 13,
    projectHeader: {
      image: "/images/illustrations/ill-35.svg",
      titleEn: "Community Adult Literacy Programme",
      titleAr: "برنامج محو الأمية المجتمعي للكبار",
    },
    projectTitleEN: "Community Adult Literacy Programme",
    projectTitleAr: "برنامج محو الأمية المجتمعي للكبار",
    summaryEn:
      "Evening and weekend literacy classes that helped 11,500 adults in Upper Egypt read, write and manage everyday numeracy.",
    summaryAr:
      "فصول مسائية وفي عطلات نهاية الأسبوع ساعدت 11,500 شخص من الكبار في صعيد مصر على القراءة والكتابة وإتقان الحساب في شؤون حياتهم اليومية.",
    shortDescriptionEn:
      "Run with local associations and a national adult education authority, the programme uses materials written for adults rather than children: reading a medicine label, a utility bill or a text message from a child's school. Classes meet in mosques, youth centres and workplaces close to where learners live.",
    shortDescriptionAr:
      "يُنفَّذ البرنامج بالتعاون مع جمعيات أهلية محلية وهيئة وطنية لتعليم الكبار، ويعتمد على مواد كُتبت للكبار لا للأطفال: قراءة نشرة دواء أو فاتورة كهرباء أو رسالة نصية من مدرسة الأبناء. وتنعقد الفصول في المساجد ومراكز الشباب وأماكن العمل القريبة من مساكن الدارسين.",
    createdDate: "2023-07-06T14:00:00.000Z",
    includesTitleEn: "The programme includes",
    includesTitleAr: "يتضمن البرنامج",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "A three-level adult literacy course book series", titleAr: "سلسلة كتب لمحو الأمية للكبار في ثلاثة مستويات" },
      { id: 2, titleEn: "Training for 540 volunteer facilitators", titleAr: "تدريب 540 ميسّرًا متطوعًا" },
      { id: 3, titleEn: "Functional numeracy and financial literacy units", titleAr: "وحدات في الحساب الوظيفي والثقافة المالية" },
      { id: 4, titleEn: "Official certification exams in partnership with the authority", titleAr: "اختبارات شهادة رسمية بالشراكة مع الهيئة" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "11,500", titleEn: "Adult learners", titleAr: "دارس ودارسة", image: "/images/icons/icon-07.svg" },
      { id: 2, number: "63%", titleEn: "Women participants", titleAr: "نسبة المشاركات من النساء", image: "/images/icons/icon-14.svg" },
      { id: 3, number: "8,900", titleEn: "Certificates awarded", titleAr: "شهادة ممنوحة", image: "/images/icons/icon-11.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Materials that respect adult learners",
        titleAr: "مواد تحترم الدارس الكبير",
        descriptionEn:
          "<p>Our authors worked with experienced literacy teachers to write texts about health, work, family and civic life. Photographs of real places replace cartoon characters, and every lesson ends with a task learners can use the same day, such as writing a shopping list or checking a receipt.</p>",
        descriptionAr:
          "<p>عمل مؤلفونا مع معلمين متمرسين في محو الأمية لكتابة نصوص عن الصحة والعمل والأسرة والحياة المدنية. وحلّت صور الأماكن الحقيقية محل الشخصيات الكرتونية، وينتهي كل درس بمهمة يستطيع الدارس تطبيقها في اليوم ذاته، ككتابة قائمة مشتريات أو مراجعة إيصال شراء.</p>",
        image: "/images/illustrations/ill-35.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Learning close to home",
        titleAr: "التعلم بالقرب من البيت",
        descriptionEn:
          "<p>Classes are small, flexible and held at times that suit farmers, factory workers and mothers of young children. Facilitators are recruited from the same villages, which builds trust and keeps attendance high.</p><p>Learners who complete the third level may sit the official exam and continue to vocational training.</p>",
        descriptionAr:
          "<p>الفصول صغيرة ومرنة، وتُعقد في أوقات تناسب المزارعين وعمال المصانع والأمهات اللواتي يرعين أطفالًا صغارًا. ويُختار الميسّرون من القرى نفسها، مما يعزز الثقة ويحافظ على انتظام الحضور.</p><p>ويحق لمن يُتم المستوى الثالث التقدم للاختبار الرسمي ومواصلة مسيرته في التدريب المهني.</p>",
        image: "/images/illustrations/ill-42.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-23.svg" }, { image: "/images/logos/logo-13.svg" }],
      },
    ],
  },
  {
    id: 14,
    projectHeader: {
      image: "/images/illustrations/ill-26.svg",
      titleEn: "University Digital Library and E-Textbook Platform",
      titleAr: "المكتبة الرقمية الجامعية ومنصة الكتب الإلكترونية",
    },
    projectTitleEN: "University Digital Library and E-Textbook Platform",
    projectTitleAr: "المكتبة الرقمية الجامعية ومنصة الكتب الإلكترونية",
    summaryEn:
      "A licensed e-textbook and research platform giving 140,000 university students access to 26,000 Arabic and English titles.",
    summaryAr:
      "منصة مرخّصة للكتب الإلكترونية والمراجع البحثية تتيح لـ 140,000 طالب جامعي الوصول إلى 26,000 عنوان باللغتين العربية والإنجليزية.",
    shortDescriptionEn:
      "A consortium of universities commissioned Manar to negotiate content licences and build one platform for course textbooks and reference works. Students read in the browser or the app, annotate and cite, while librarians track usage to make smarter purchasing decisions.",
    shortDescriptionAr:
      "كلّف تحالفٌ من الجامعات منار بالتفاوض على تراخيص المحتوى وبناء منصة واحدة للكتب الجامعية المقررة والمراجع. يقرأ الطلاب عبر المتصفح أو التطبيق، ويدوّنون ملاحظاتهم ويوثّقون مصادرهم، بينما يتابع أمناء المكتبات بيانات الاستخدام لاتخاذ قرارات شراء أكثر رشدًا.",
    createdDate: "2023-09-18T09:45:00.000Z",
    includesTitleEn: "Platform features",
    includesTitleAr: "مزايا المنصة",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Licensing agreements with 85 publishers", titleAr: "اتفاقيات ترخيص مع 85 ناشرًا" },
      { id: 2, titleEn: "Single sign-on with university accounts", titleAr: "تسجيل دخول موحّد بحسابات الجامعات" },
      { id: 3, titleEn: "Annotation, highlighting and citation export", titleAr: "التدوين والتظليل وتصدير التوثيق" },
      { id: 4, titleEn: "Usage analytics for librarians", titleAr: "تحليلات الاستخدام لأمناء المكتبات" },
      { id: 5, titleEn: "Full Arabic search with diacritic-insensitive matching", titleAr: "بحث عربي كامل لا يتأثر بعلامات التشكيل" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "26,000", titleEn: "Titles available", titleAr: "عنوان متاح", image: "/images/icons/icon-01.svg" },
      { id: 2, number: "140,000", titleEn: "Student users", titleAr: "مستخدم من الطلاب", image: "/images/icons/icon-02.svg" },
      { id: 3, number: "9", titleEn: "Universities in the consortium", titleAr: "جامعات في التحالف", image: "/images/icons/icon-05.svg" },
      { id: 4, number: "40%", titleEn: "Lower cost per title", titleAr: "انخفاض في التكلفة لكل عنوان", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Buying together, reading more",
        titleAr: "شراء مشترك وقراءة أوسع",
        descriptionEn:
          "<p>By negotiating as a consortium, universities secured multi-user licences at a fraction of the price each would pay alone. Titles on reading lists are available to every enrolled student from the first day of the semester, with no waiting list for the library's few printed copies.</p>",
        descriptionAr:
          "<p>بالتفاوض بوصفها تحالفًا واحدًا، حصلت الجامعات على تراخيص متعددة المستخدمين بجزء يسير من السعر الذي كانت ستدفعه كل منها منفردة. وتُتاح العناوين المدرجة في قوائم القراءة لكل طالب مسجّل منذ اليوم الأول للفصل الدراسي، دون انتظار دور على النسخ المطبوعة القليلة في المكتبة.</p>",
        image: "/images/illustrations/ill-26.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-09.svg" }, { image: "/images/logos/logo-10.svg" }, { image: "/images/logos/logo-24.svg" }],
      },
      {
        id: 2,
        titleEn: "Designed for Arabic scholarship",
        titleAr: "مصمَّمة للبحث العلمي بالعربية",
        descriptionEn:
          "Search understands Arabic morphology, so a query finds related word forms, and it ignores diacritics and common spelling variants. Citations export in both Arabic and English styles, which matters to students writing bilingual theses.",
        descriptionAr:
          "يفهم محرك البحث بنية الكلمة العربية، فيعثر على الصيغ المشتقة من الجذر ذاته، ويتجاهل علامات التشكيل واختلافات الرسم الشائعة. ويُصدَّر التوثيق وفق الأنماط العربية والإنجليزية معًا، وهو أمر بالغ الأهمية للطلاب الذين يكتبون رسائل علمية ثنائية اللغة.",
        image: "/images/illustrations/ill-12.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 15,
    projectHeader: {
      image: "/images/banners/vocational-education.svg",
      titleEn: "Industrial Apprenticeship Programme",
      titleAr: "برنامج التلمذة الصناعية",
    },
    projectTitleEN: "Industrial Apprenticeship Programme",
    projectTitleAr: "برنامج التلمذة الصناعية",
    summaryEn:
      "A dual-track apprenticeship with 24 manufacturers that combines classroom learning with paid, supervised work on the factory floor.",
    summaryAr:
      "برنامج تلمذة مزدوج المسار بالشراكة مع 24 مصنعًا، يجمع بين التعلم في القاعة والعمل المأجور تحت الإشراف في خطوط الإنتاج.",
    shortDescriptionEn:
      "Apprentices spend two days a week in our training centres and three in partner factories, working towards a recognised technician qualification. Each company appoints certified workplace mentors, and the programme is funded jointly by employers and a national human resources development fund.",
    shortDescriptionAr:
      "يقضي المتدربون يومين أسبوعيًا في مراكز التدريب التابعة لنا وثلاثة أيام في المصانع الشريكة، سعيًا للحصول على مؤهل فني معترف به. وتعيّن كل شركة مرشدين معتمدين في مواقع العمل، ويُموَّل البرنامج بالشراكة بين جهات التوظيف وصندوق وطني لتنمية الموارد البشرية.",
    createdDate: "2023-12-03T07:20:00.000Z",
    includesTitleEn: "The apprenticeship includes",
    includesTitleAr: "يشمل برنامج التلمذة",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Two-year technician qualification", titleAr: "مؤهل فني مدته عامان" },
      { id: 2, titleEn: "Certified workplace mentors in every factory", titleAr: "مرشدون معتمدون في موقع العمل بكل مصنع" },
      { id: 3, titleEn: "Monthly stipend and health insurance", titleAr: "مكافأة شهرية وتأمين صحي" },
      { id: 4, titleEn: "Digital logbook of tasks and competencies", titleAr: "سجل رقمي للمهام والجدارات المكتسبة" },
      { id: 5, titleEn: "Guaranteed interview on completion", titleAr: "مقابلة توظيف مضمونة عند إتمام البرنامج" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "1,850", titleEn: "Apprentices", titleAr: "متدربًا", image: "/images/icons/icon-06.svg" },
      { id: 2, number: "24", titleEn: "Partner manufacturers", titleAr: "مصنعًا شريكًا", image: "/images/icons/icon-15.svg" },
      { id: 3, number: "89%", titleEn: "Hired by their host company", titleAr: "وُظّفوا لدى الشركة المستضيفة", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "The classroom and the factory floor",
        titleAr: "بين القاعة وخط الإنتاج",
        descriptionEn:
          "<p>Theory and practice are planned together. What apprentices learn about hydraulics or quality control on Sunday and Monday is applied on the production line for the rest of the week, and mentors sign off each competency in a digital logbook once it has been demonstrated.</p>",
        descriptionAr:
          "<p>يُخطَّط الجانبان النظري والعملي معًا؛ فما يتعلمه المتدرب عن الأنظمة الهيدروليكية أو ضبط الجودة يومي الأحد والإثنين يطبّقه على خط الإنتاج بقية الأسبوع، ويعتمد المرشد كل جدارة في السجل الرقمي بعد أن يثبت المتدرب إتقانها عمليًا.</p>",
        image: "/images/illustrations/ill-31.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-08.svg" }, { image: "/images/logos/logo-15.svg" }],
      },
      {
        id: 2,
        titleEn: "Mentors who make the difference",
        titleAr: "مرشدون يصنعون الفارق",
        descriptionEn:
          "Experienced technicians from each company complete a five-day mentor certificate covering on-the-job instruction, feedback and safety supervision. Companies tell us that mentoring has also sharpened their own supervisors' leadership skills.",
        descriptionAr:
          "يجتاز الفنيون ذوو الخبرة في كل شركة برنامجًا مدته خمسة أيام للحصول على شهادة الإرشاد، يغطي التدريب أثناء العمل وتقديم التغذية الراجعة والإشراف على السلامة. وتؤكد الشركات أن تجربة الإرشاد صقلت كذلك المهارات القيادية لمشرفيها.",
        image: "/images/illustrations/ill-07.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 16,
    projectHeader: {
      image: "/images/banners/social-impact.svg",
      titleEn: "Sustainable Printing Transformation",
      titleAr: "التحول نحو الطباعة المستدامة",
    },
    projectTitleEN: "Sustainable Printing Transformation",
    projectTitleAr: "التحول نحو الطباعة المستدامة",
    summaryEn:
      "Cutting the carbon footprint of our printing operations by 41% through solar power, certified paper, vegetable-based inks and waste recovery.",
    summaryAr:
      "خفض البصمة الكربونية لعمليات الطباعة لدينا بنسبة 41% بالاعتماد على الطاقة الشمسية والورق المعتمد والأحبار النباتية وإعادة تدوير المخلفات.",
    shortDescriptionEn:
      "Printing millions of books each year carries an environmental cost, and our customers increasingly ask about it. Over three years we installed rooftop solar at our Riyadh plant, moved to FSC-certified paper and vegetable-based inks, and introduced closed-loop recycling of paper waste and aluminium plates.",
    shortDescriptionAr:
      "لطباعة ملايين الكتب كل عام كلفة بيئية لا يمكن تجاهلها، وعملاؤنا يسألون عنها أكثر فأكثر. وعلى مدى ثلاث سنوات، ركّبنا ألواحًا شمسية على أسطح مصنعنا في الرياض، وانتقلنا إلى الورق الحاصل على شهادة FSC والأحبار ذات الأساس النباتي، واعتمدنا دورة مغلقة لإعادة تدوير مخلفات الورق وألواح الألمنيوم.",
    createdDate: "2024-02-26T08:00:00.000Z",
    includesTitleEn: "Key measures",
    includesTitleAr: "أبرز الإجراءات",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "A 2.4 MW rooftop solar installation", titleAr: "منظومة طاقة شمسية على الأسطح بقدرة 2.4 ميغاواط" },
      { id: 2, titleEn: "FSC chain-of-custody certification", titleAr: "شهادة سلسلة الحيازة من مجلس رعاية الغابات FSC" },
      { id: 3, titleEn: "Vegetable-based and low-VOC inks", titleAr: "أحبار نباتية الأساس منخفضة المركبات العضوية المتطايرة" },
      { id: 4, titleEn: "Closed-loop recycling of paper and plates", titleAr: "إعادة تدوير الورق والألواح في دورة مغلقة" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "41%", titleEn: "Lower carbon emissions", titleAr: "انخفاض في الانبعاثات الكربونية", image: "/images/icons/icon-16.svg" },
      { id: 2, number: "96%", titleEn: "Paper waste recycled", titleAr: "من مخلفات الورق يُعاد تدويرها", image: "/images/icons/icon-09.svg" },
      { id: 3, number: "2.4", titleEn: "Megawatts of solar capacity", titleAr: "ميغاواط من الطاقة الشمسية", image: "/images/icons/icon-12.svg" },
      { id: 4, number: "100%", titleEn: "Certified paper for school books", titleAr: "ورق معتمد للكتب المدرسية", image: "/images/icons/icon-01.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Cleaner energy for the presses",
        titleAr: "طاقة أنظف لتشغيل المطابع",
        descriptionEn:
          "<p>The solar installation now supplies around a third of the plant's daytime electricity. Combined with new heat-recovery units on the drying systems and LED lighting across the warehouse, total energy use per printed page has fallen by more than a quarter.</p>",
        descriptionAr:
          "<p>تغطي المنظومة الشمسية اليوم قرابة ثلث احتياج المصنع من الكهرباء في ساعات النهار. ومع وحدات استعادة الحرارة الجديدة في أنظمة التجفيف وإضاءة LED في أرجاء المستودع، انخفض إجمالي استهلاك الطاقة لكل صفحة مطبوعة بأكثر من الربع.</p>",
        image: "/images/illustrations/ill-45.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Responsible materials",
        titleAr: "مواد مسؤولة",
        descriptionEn:
          "<p>All school textbooks are now printed on paper from certified, responsibly managed forests. Vegetable-based inks make waste paper easier to de-ink and recycle, and our suppliers report their own emissions so we can measure the footprint of each title.</p>",
        descriptionAr:
          "<p>تُطبع جميع الكتب المدرسية اليوم على ورق مصدره غابات معتمدة تُدار بمسؤولية. وتسهّل الأحبار النباتية إزالة الحبر من الورق المستعمل وإعادة تدويره، ويفصح موردونا عن انبعاثاتهم لنتمكن من قياس البصمة الكربونية لكل عنوان.</p>",
        image: "/images/illustrations/ill-03.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-02.svg" }, { image: "/images/logos/logo-20.svg" }],
      },
    ],
  },
  {
    id: 17,
    projectHeader: {
      image: "/images/illustrations/ill-38.svg",
      titleEn: "Accessible Learning Resources for Students with Disabilities",
      titleAr: "موارد تعلّم ميسّرة للطلاب ذوي الإعاقة",
    },
    projectTitleEN: "Accessible Learning Resources for Students with Disabilities",
    projectTitleAr: "موارد تعلّم ميسّرة للطلاب ذوي الإعاقة",
    summaryEn:
      "Producing Braille, large-print, audio and sign-language editions of the national curriculum for students with visual and hearing impairments.",
    summaryAr:
      "إنتاج نسخ من المنهج الوطني بطريقة برايل والخط المكبّر والصيغة الصوتية ولغة الإشارة للطلاب ذوي الإعاقة البصرية والسمعية.",
    shortDescriptionEn:
      "Students who are blind, have low vision or are deaf often received their textbooks weeks after their classmates, if at all. This project set up a dedicated accessible-formats unit that produces every edition from the same master files as the print books, so all students start the year together.",
    shortDescriptionAr:
      "كثيرًا ما كان الطلاب المكفوفون وضعاف البصر والصم يتسلمون كتبهم بعد زملائهم بأسابيع، هذا إن وصلتهم أصلًا. وقد أسس هذا المشروع وحدة متخصصة في الصيغ الميسّرة تُنتج جميع النسخ من الملفات الأصلية ذاتها التي تُطبع منها الكتب، ليبدأ الطلاب جميعًا عامهم الدراسي معًا.",
    createdDate: "2024-05-14T11:00:00.000Z",
    includesTitleEn: null,
    includesTitleAr: null,
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Arabic and English Braille with tactile diagrams", titleAr: "طريقة برايل العربية والإنجليزية مع رسوم بارزة" },
      { id: 2, titleEn: "Large-print editions in three font sizes", titleAr: "نسخ بالخط المكبّر بثلاثة أحجام" },
      { id: 3, titleEn: "DAISY audio books with synchronised text", titleAr: "كتب صوتية بمعيار DAISY مع نص متزامن" },
      { id: 4, titleEn: "Sign-language video explanations of key lessons", titleAr: "مقاطع شرح بلغة الإشارة للدروس الأساسية" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "640", titleEn: "Titles in accessible formats", titleAr: "عنوانًا بصيغ ميسّرة", image: "/images/icons/icon-01.svg" },
      { id: 2, number: "7,300", titleEn: "Students supported", titleAr: "طالب وطالبة مستفيدون", image: "/images/icons/icon-07.svg" },
      { id: 3, number: "0", titleEn: "Days of delay at the start of term", titleAr: "يوم تأخير في بداية العام الدراسي", image: "/images/icons/icon-13.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "One source, every format",
        titleAr: "مصدر واحد لكل الصيغ",
        descriptionEn:
          "<p>Accessible editions used to be created by retyping finished books, which introduced errors and delays. Our editors now tag structure, image descriptions and mathematical notation in the master files from the start, so Braille, audio and large-print versions can be generated as soon as a book is approved.</p>",
        descriptionAr:
          "<p>كانت النسخ الميسّرة تُعدّ سابقًا بإعادة كتابة الكتب بعد اكتمالها، مما كان يُفضي إلى الأخطاء والتأخير. أما اليوم فيُوسِم محررونا البنية النصية ووصف الصور والرموز الرياضية في الملفات الأصلية منذ البداية، فتُولَّد نسخ برايل والنسخ الصوتية والمكبّرة فور اعتماد الكتاب.</p>",
        image: "/images/illustrations/ill-11.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-03.svg" }],
      },
      {
        id: 2,
        titleEn: "Tested by the students who use them",
        titleAr: "يختبرها الطلاب الذين يستخدمونها",
        descriptionEn:
          "A panel of students and specialist teachers reviews samples of every new series. Their feedback shaped how tactile maps are simplified and how long each sign-language clip should be.",
        descriptionAr:
          "تراجع لجنة من الطلاب والمعلمين المتخصصين نماذج من كل سلسلة جديدة، وقد أسهمت ملاحظاتهم في تحديد طريقة تبسيط الخرائط البارزة والمدة المناسبة لكل مقطع بلغة الإشارة.",
        image: "/images/illustrations/ill-18.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 18,
    projectHeader: {
      image: "/images/illustrations/ill-23.svg",
      titleEn: "Reviving School Libraries in 1,000 Schools",
      titleAr: "إحياء المكتبات المدرسية في 1,000 مدرسة",
    },
    projectTitleEN: "Reviving School Libraries in 1,000 Schools",
    projectTitleAr: "إحياء المكتبات المدرسية في 1,000 مدرسة",
    summaryEn:
      "Refurbishing school libraries, supplying 1.2 million books and training librarians to run reading clubs and a national reading challenge.",
    summaryAr:
      "تجديد المكتبات المدرسية وتزويدها بـ 1.2 مليون كتاب، وتدريب أمنائها على إدارة أندية القراءة وتنظيم تحدٍّ وطني للقراءة.",
    shortDescriptionEn:
      "Many school libraries had become storerooms. Together with a national cultural foundation, we redesigned 1,000 of them as bright, flexible reading spaces, curated age-appropriate collections from more than 200 Arab publishers and trained a librarian in every school to bring pupils back through clubs, author visits and competitions.",
    shortDescriptionAr:
      "تحوّلت كثير من المكتبات المدرسية إلى مخازن مهملة. فأعدنا، بالشراكة مع مؤسسة ثقافية وطنية، تصميم 1,000 مكتبة منها لتصبح فضاءات قراءة مشرقة ومرنة، وانتقينا لها مجموعات تناسب أعمار الطلاب من إصدارات أكثر من 200 ناشر عربي، ودرّبنا أمين مكتبة في كل مدرسة ليعيد الطلاب إليها عبر الأندية ولقاءات المؤلفين والمسابقات.",
    createdDate: "2024-08-27T09:10:00.000Z",
    includesTitleEn: "The initiative includes",
    includesTitleAr: "تشمل المبادرة",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Library redesign with flexible furniture and reading corners", titleAr: "إعادة تصميم المكتبات بأثاث مرن وأركان للقراءة" },
      { id: 2, titleEn: "Curated collections of 1,200 titles per school", titleAr: "مجموعات منتقاة من 1,200 عنوان لكل مدرسة" },
      { id: 3, titleEn: "Training for 1,000 school librarians", titleAr: "تدريب 1,000 أمين مكتبة مدرسية" },
      { id: 4, titleEn: "A national inter-school reading challenge", titleAr: "تحدٍّ وطني للقراءة بين المدارس" },
      { id: 5, titleEn: "An online catalogue and borrowing system", titleAr: "فهرس إلكتروني ونظام للإعارة" },
      { id: 6, titleEn: "Author and illustrator school visits", titleAr: "زيارات المؤلفين والرسامين للمدارس" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "1,000", titleEn: "Libraries refurbished", titleAr: "مكتبة مجدَّدة", image: "/images/icons/icon-05.svg" },
      { id: 2, number: "1.2", titleEn: "Million books supplied", titleAr: "مليون كتاب موزَّع", image: "/images/icons/icon-01.svg" },
      { id: 3, number: "200%", titleEn: "Increase in monthly loans", titleAr: "زيادة في الإعارات الشهرية", image: "/images/icons/icon-04.svg" },
      { id: 4, number: "210,000", titleEn: "Challenge participants", titleAr: "مشارك في التحدي", image: "/images/icons/icon-07.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Spaces students want to be in",
        titleAr: "فضاءات يرغب الطلاب في ارتيادها",
        descriptionEn:
          "<p>Our designers worked with a standard kit of shelving, cushions, display units and movable tables that could be adapted to rooms of any size. Books are displayed face-out wherever possible, and every library has a corner set aside for the youngest readers.</p>",
        descriptionAr:
          "<p>اعتمد مصممونا على مجموعة قياسية من الرفوف والوسائد ووحدات العرض والطاولات المتنقلة يمكن تكييفها مع القاعات بمختلف مساحاتها. وتُعرض الكتب بأغلفتها الأمامية كلما أمكن، وتخصص كل مكتبة ركنًا لأصغر القرّاء سنًّا.</p>",
        image: "/images/illustrations/ill-23.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Collections chosen with care",
        titleAr: "مجموعات مختارة بعناية",
        descriptionEn:
          "<p>A committee of librarians, teachers and children's literature specialists reviewed more than 9,000 titles. The final lists balance fiction and non-fiction, classic and contemporary Arabic writing, and quality translations, with about a fifth of the collection in English.</p>",
        descriptionAr:
          "<p>راجعت لجنة من أمناء المكتبات والمعلمين والمتخصصين في أدب الطفل أكثر من 9,000 عنوان. وجاءت القوائم النهائية متوازنة بين الأدب والمعرفة، وبين الكتابة العربية الكلاسيكية والمعاصرة والترجمات الرصينة، فيما يشكّل الكتاب الإنجليزي نحو خُمس المجموعة.</p>",
        image: "/images/illustrations/ill-05.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-07.svg" }, { image: "/images/logos/logo-14.svg" }],
      },
      {
        id: 3,
        titleEn: "A challenge that became a tradition",
        titleAr: "تحدٍّ أصبح تقليدًا سنويًا",
        descriptionEn:
          "The reading challenge asks students to read and review books throughout the year, with school, regional and national finals. In its second season, more than 210,000 students took part, and monthly library loans tripled in participating schools.",
        descriptionAr:
          "يدعو التحدي الطلاب إلى قراءة الكتب وكتابة مراجعات لها على مدار العام، وصولًا إلى تصفيات على مستوى المدرسة والمنطقة ثم النهائيات الوطنية. وفي موسمه الثاني، شارك فيه أكثر من 210,000 طالب وطالبة، وتضاعفت الإعارات الشهرية ثلاث مرات في المدارس المشاركة.",
        image: "/images/illustrations/ill-47.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-21.svg" }],
      },
    ],
  },
  {
    id: 19,
    projectHeader: {
      image: "/images/illustrations/ill-29.svg",
      titleEn: "Hospitality and Tourism Skills Programme",
      titleAr: "برنامج مهارات الضيافة والسياحة",
    },
    projectTitleEN: "Hospitality and Tourism Skills Programme",
    projectTitleAr: "برنامج مهارات الضيافة والسياحة",
    summaryEn:
      "Preparing 6,000 young nationals for front-line careers in hotels, heritage sites and tour operations ahead of a major tourism expansion.",
    summaryAr:
      "إعداد 6,000 شاب وشابة من المواطنين للعمل في وظائف الخطوط الأمامية بالفنادق والمواقع التراثية وشركات تنظيم الرحلات، استعدادًا لتوسع كبير في قطاع السياحة.",
    shortDescriptionEn:
      "With new resorts and heritage destinations opening, employers needed staff who combine service skills, language ability and pride in local culture. Our short, intensive programmes are delivered in training hotels and on site, and end with internships at partner properties.",
    shortDescriptionAr:
      "مع افتتاح منتجعات ووجهات تراثية جديدة، احتاجت جهات التوظيف إلى كوادر تجمع بين مهارات الخدمة والقدرات اللغوية والاعتزاز بالثقافة المحلية. وتُقدَّم برامجنا القصيرة المكثفة في فنادق تدريبية وفي مواقع العمل نفسها، وتُختتم بتدريب ميداني في المنشآت الشريكة.",
    createdDate: "2024-11-19T08:40:00.000Z",
    includesTitleEn: "Training tracks",
    includesTitleAr: "المسارات التدريبية",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Front office and guest relations", titleAr: "الاستقبال وعلاقات النزلاء" },
      { id: 2, titleEn: "Food and beverage service", titleAr: "خدمة الأغذية والمشروبات" },
      { id: 3, titleEn: "Heritage guiding and storytelling", titleAr: "الإرشاد السياحي في المواقع التراثية وفن السرد" },
      { id: 4, titleEn: "Workplace English and a second foreign language", titleAr: "الإنجليزية لبيئة العمل ولغة أجنبية ثانية" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "6,000", titleEn: "Trainees", titleAr: "متدرب ومتدربة", image: "/images/icons/icon-07.svg" },
      { id: 2, number: "45", titleEn: "Partner hotels and sites", titleAr: "فندقًا وموقعًا شريكًا", image: "/images/icons/icon-15.svg" },
      { id: 3, number: "91%", titleEn: "Completion rate", titleAr: "نسبة إتمام البرنامج", image: "/images/icons/icon-11.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Service skills in real settings",
        titleAr: "مهارات الخدمة في بيئات حقيقية",
        descriptionEn:
          "<p>Trainees practise check-ins, table service and complaint handling in fully equipped training hotels before moving to live shifts under supervision. Role-plays are filmed and reviewed, helping trainees notice tone, body language and the small gestures guests remember.</p>",
        descriptionAr:
          "<p>يتدرب المشاركون على إجراءات تسجيل وصول النزلاء وخدمة الطاولات والتعامل مع الشكاوى في فنادق تدريبية مجهزة بالكامل، قبل الانتقال إلى ورديات عمل فعلية تحت الإشراف. وتُصوَّر تمارين لعب الأدوار ثم تُراجَع، ليلتفت المتدربون إلى نبرة الصوت ولغة الجسد واللفتات الصغيرة التي تبقى في ذاكرة الضيوف.</p>",
        image: "/images/illustrations/ill-29.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-06.svg" }, { image: "/images/logos/logo-12.svg" }],
      },
      {
        id: 2,
        titleEn: "Telling the story of the place",
        titleAr: "رواية حكاية المكان",
        descriptionEn:
          "The heritage guiding track was developed with historians and local families. Guides learn the history of each site and how to tell it in a way that engages visitors of every age and background, in Arabic and at least one other language.",
        descriptionAr:
          "طُوِّر مسار الإرشاد التراثي بالتعاون مع مؤرخين وأسر محلية. ويتعلم المرشدون تاريخ كل موقع وطريقة روايته بأسلوب يشدّ الزوار على اختلاف أعمارهم وخلفياتهم، بالعربية ولغة أخرى على الأقل.",
        image: "/images/illustrations/ill-10.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 20,
    projectHeader: {
      image: "/images/banners/software-development.svg",
      titleEn: "Learning Management System for a National University",
      titleAr: "نظام إدارة التعلم لجامعة وطنية",
    },
    projectTitleEN: "Learning Management System for a National University",
    projectTitleAr: "نظام إدارة التعلم لجامعة وطنية",
    summaryEn:
      "Building and integrating a bilingual learning management system for 55,000 students, 3,000 faculty members and 4,800 course sections.",
    summaryAr:
      "بناء نظام ثنائي اللغة لإدارة التعلم ودمجه مع أنظمة الجامعة، لخدمة 55,000 طالب و3,000 عضو هيئة تدريس و4,800 شعبة دراسية.",
    shortDescriptionEn:
      "Our software development team replaced the university's ageing e-learning system with a modern, right-to-left-first platform integrated with student records, timetables and exam proctoring. Every course section is created automatically before term starts, and faculty can reuse content across semesters with a single click.",
    shortDescriptionAr:
      "استبدل فريق تطوير البرمجيات لدينا نظام التعلم الإلكتروني القديم في الجامعة بمنصة حديثة صُمِّمت للغة العربية أولًا، ودُمجت مع أنظمة السجلات الأكاديمية والجداول الدراسية ومراقبة الاختبارات. وتُنشأ كل شعبة دراسية آليًا قبل بدء الفصل، ويستطيع أعضاء هيئة التدريس إعادة استخدام محتوى مقرراتهم من فصل لآخر بنقرة واحدة.",
    createdDate: "2025-02-10T07:50:00.000Z",
    includesTitleEn: "Delivered components",
    includesTitleAr: "المكونات المنفَّذة",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Bilingual interface with full right-to-left support", titleAr: "واجهة ثنائية اللغة تدعم الكتابة من اليمين إلى اليسار بالكامل" },
      { id: 2, titleEn: "Integration with the student information system", titleAr: "التكامل مع نظام معلومات الطلاب" },
      { id: 3, titleEn: "Online exams with remote proctoring", titleAr: "اختبارات إلكترونية مع المراقبة عن بُعد" },
      { id: 4, titleEn: "Mobile apps for iOS and Android", titleAr: "تطبيقات للهواتف بنظامي iOS وأندرويد" },
      { id: 5, titleEn: "Accessibility conformance to WCAG 2.1 AA", titleAr: "التوافق مع معيار إتاحة الوصول WCAG 2.1 بمستوى AA" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "55,000", titleEn: "Active students", titleAr: "طالب نشط", image: "/images/icons/icon-02.svg" },
      { id: 2, number: "4,800", titleEn: "Course sections", titleAr: "شعبة دراسية", image: "/images/icons/icon-10.svg" },
      { id: 3, number: "99.9%", titleEn: "Uptime during exam weeks", titleAr: "نسبة الجاهزية في أسابيع الاختبارات", image: "/images/icons/icon-13.svg" },
      { id: 4, number: "20,000", titleEn: "Concurrent exam takers load-tested", titleAr: "طالب متزامن في اختبارات الأحمال", image: "/images/icons/icon-08.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Arabic first, not Arabic later",
        titleAr: "العربية أولًا لا لاحقًا",
        descriptionEn:
          "<p>Many platforms treat Arabic as a translation layer. We designed every screen in right-to-left first, tested it with Arabic-speaking students and faculty, and then mirrored it for English. Mixed-direction content, such as formulas inside Arabic text, displays correctly throughout.</p>",
        descriptionAr:
          "<p>تتعامل منصات كثيرة مع العربية على أنها طبقة ترجمة تُضاف لاحقًا. أما نحن فصمّمنا كل شاشة باتجاه الكتابة من اليمين إلى اليسار أولًا، واختبرناها مع طلاب وأعضاء هيئة تدريس من الناطقين بالعربية، ثم عكسناها للإنجليزية. ويظهر المحتوى المختلط الاتجاه، كالمعادلات داخل النص العربي، بصورة سليمة في جميع أجزاء المنصة.</p>",
        image: "/images/illustrations/ill-15.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Built to carry exam-week traffic",
        titleAr: "بنية تتحمل ضغط أسابيع الاختبارات",
        descriptionEn:
          "<p>The platform runs on an auto-scaling cloud infrastructure in an in-country data centre. Load testing simulated 20,000 simultaneous exam takers, and the first final-exam period passed without a single minute of unplanned downtime.</p>",
        descriptionAr:
          "<p>تعمل المنصة على بنية سحابية تتوسع تلقائيًا في مركز بيانات داخل الدولة. وقد حاكت اختبارات الأحمال 20,000 طالب يؤدون اختباراتهم في آن واحد، ومرّت أول فترة للاختبارات النهائية دون دقيقة واحدة من التوقف غير المخطط له.</p>",
        image: "/images/illustrations/ill-46.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-17.svg" }, { image: "/images/logos/logo-18.svg" }],
      },
    ],
  },
  {
    id: 21,
    projectHeader: {
      image: "/images/banners/digital-learning.svg",
      titleEn: "Digital Learning Development Programme for Basic Education Schools in the Sultanate of Oman",
      titleAr: "برنامج تطوير التعلم الرقمي – في مدارس التعليم الأساسي – بسلطنة عُمان",
    },
    projectTitleEN: "Digital Learning Development Programme for Basic Education Schools in the Sultanate of Oman",
    projectTitleAr: "برنامج تطوير التعلم الرقمي – في مدارس التعليم الأساسي – بسلطنة عُمان",
    summaryEn:
      "A three-year programme equipping 350 basic education schools with digital content, connected classrooms and trained digital learning leads.",
    summaryAr:
      "برنامج يمتد ثلاث سنوات لتزويد 350 مدرسة للتعليم الأساسي بالمحتوى الرقمي والفصول المتصلة وقادة مدرَّبين للتعلم الرقمي.",
    shortDescriptionEn:
      "The programme supports the ministry's digital education strategy in Grades 1 to 10. Manar provides interactive content in Arabic, mathematics and science, equips classrooms with interactive displays and teacher devices, and trains a digital learning lead in every school to coach colleagues and keep the technology in daily use.",
    shortDescriptionAr:
      "يدعم البرنامج استراتيجية الوزارة للتعليم الرقمي في الصفوف من الأول حتى العاشر. وتوفّر منار محتوى تفاعليًا في اللغة العربية والرياضيات والعلوم، وتجهّز الفصول بشاشات تفاعلية وأجهزة للمعلمين، وتدرّب قائدًا للتعلم الرقمي في كل مدرسة ليوجّه زملاءه ويضمن توظيف التقنية في التدريس اليومي.",
    createdDate: "2025-05-06T08:00:00.000Z",
    includesTitleEn: "The programme includes",
    includesTitleAr: "يشمل البرنامج",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Interactive content for Arabic, mathematics and science", titleAr: "محتوى تفاعلي في اللغة العربية والرياضيات والعلوم" },
      { id: 2, titleEn: "Interactive displays in 4,200 classrooms", titleAr: "شاشات تفاعلية في 4,200 فصل دراسي" },
      { id: 3, titleEn: "A digital learning lead trained in each school", titleAr: "قائد مدرَّب للتعلم الرقمي في كل مدرسة" },
      { id: 4, titleEn: "Technical support with a four-hour response time", titleAr: "دعم فني بزمن استجابة لا يتجاوز أربع ساعات" },
      { id: 5, titleEn: "Impact evaluation by an independent research partner", titleAr: "تقييم للأثر تجريه جهة بحثية مستقلة" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "350", titleEn: "Schools", titleAr: "مدرسة", image: "/images/icons/icon-05.svg" },
      { id: 2, number: "4,200", titleEn: "Connected classrooms", titleAr: "فصل دراسي متصل", image: "/images/icons/icon-08.svg" },
      { id: 3, number: "11,000", titleEn: "Teachers trained", titleAr: "معلم ومعلمة مدرَّبون", image: "/images/icons/icon-07.svg" },
      { id: 4, number: "11", titleEn: "Governorates", titleAr: "محافظة", image: "/images/icons/icon-03.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "Content that follows the national curriculum",
        titleAr: "محتوى يواكب المنهج الوطني",
        descriptionEn:
          "<p>Every interactive lesson is mapped to the national curriculum and reviewed by the ministry's subject specialists. Omani teachers helped write the scenarios, so examples draw on local landscapes, heritage and daily life, from falaj irrigation systems to the markets of Nizwa.</p>",
        descriptionAr:
          "<p>رُبط كل درس تفاعلي بالمنهج الوطني، وراجعه اختصاصيو المواد في الوزارة. وشارك معلمون عُمانيون في كتابة السيناريوهات، فاستُمدت الأمثلة من الطبيعة والتراث والحياة اليومية في السلطنة، من نظام الأفلاج إلى أسواق نزوى.</p>",
        image: "/images/illustrations/ill-34.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-01.svg" }],
      },
      {
        id: 2,
        titleEn: "A digital learning lead in every school",
        titleAr: "قائد للتعلم الرقمي في كل مدرسة",
        descriptionEn:
          "<p>Equipment alone rarely changes teaching. Each school nominates a teacher who completes a 60-hour certificate in digital pedagogy and then supports colleagues through demonstration lessons, short clinics and shared planning time.</p><p>Regional coordinators bring these leads together each term to exchange what is working.</p>",
        descriptionAr:
          "<p>نادرًا ما تغيّر الأجهزة وحدها أساليب التدريس. لذا ترشّح كل مدرسة معلمًا يُتم شهادة مدتها 60 ساعة في التربية الرقمية، ثم يدعم زملاءه عبر الدروس التطبيقية والجلسات الإرشادية القصيرة والتخطيط المشترك.</p><p>ويجمع المنسقون الإقليميون هؤلاء القادة كل فصل دراسي لتبادل التجارب الناجحة.</p>",
        image: "/images/illustrations/ill-40.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 3,
        titleEn: "Measuring what changes",
        titleAr: "قياس التغيير الفعلي",
        descriptionEn:
          "An independent research partner is following a sample of schools over the three years, comparing learning outcomes, classroom practice and student engagement with schools that will join in a later phase.",
        descriptionAr:
          "تتابع جهة بحثية مستقلة عينة من المدارس طوال السنوات الثلاث، وتقارن نواتج التعلم والممارسات الصفية ومستوى تفاعل الطلاب فيها بمدارس ستنضم إلى البرنامج في مرحلة لاحقة.",
        image: "/images/illustrations/ill-19.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-11.svg" }, { image: "/images/logos/logo-19.svg" }],
      },
    ],
  },
  {
    id: 22,
    projectHeader: {
      image: "/images/illustrations/ill-41.svg",
      titleEn: "AI Tutoring Pilot for Secondary Mathematics",
      titleAr: "تجربة المعلم المساعد بالذكاء الاصطناعي في رياضيات المرحلة الثانوية",
    },
    projectTitleEN: "AI Tutoring Pilot for Secondary Mathematics",
    projectTitleAr: "تجربة المعلم المساعد بالذكاء الاصطناعي في رياضيات المرحلة الثانوية",
    summaryEn:
      "A carefully governed pilot of an Arabic-speaking AI tutor that guides students through mathematics problems without simply giving answers.",
    summaryAr:
      "تجربة محكومة بضوابط دقيقة لمعلم مساعد يعمل بالذكاء الاصطناعي ويتحدث العربية، يرشد الطلاب إلى حل مسائل الرياضيات دون أن يعطيهم الإجابة جاهزة.",
    shortDescriptionEn:
      "In 40 secondary schools, students can ask an AI tutor for help with homework in Arabic or English. The tutor responds with hints and questions grounded in the school's own textbooks, teachers see every conversation, and an ethics panel reviews samples each month.",
    shortDescriptionAr:
      "في 40 مدرسة ثانوية، يستطيع الطلاب طلب المساعدة في واجباتهم من معلم مساعد يعمل بالذكاء الاصطناعي، بالعربية أو الإنجليزية. ويجيب المساعد بتلميحات وأسئلة مستمدة من الكتب المدرسية المعتمدة، ويطّلع المعلمون على كل محادثة، فيما تراجع لجنة أخلاقيات عينات منها كل شهر.",
    createdDate: "2025-09-22T10:30:00.000Z",
    includesTitleEn: "Safeguards built into the pilot",
    includesTitleAr: "ضمانات مدمجة في التجربة",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Answers grounded in approved curriculum content only", titleAr: "إجابات تستند إلى محتوى المنهج المعتمد دون سواه" },
      { id: 2, titleEn: "Hints and guiding questions instead of final answers", titleAr: "تلميحات وأسئلة توجيهية بدلًا من الإجابات النهائية" },
      { id: 3, titleEn: "Full teacher visibility of student conversations", titleAr: "اطلاع كامل للمعلمين على محادثات الطلاب" },
      { id: 4, titleEn: "Student data stored in-country and never used for model training", titleAr: "حفظ بيانات الطلاب داخل الدولة وعدم استخدامها في تدريب النماذج" },
      { id: 5, titleEn: "Monthly review by an independent ethics panel", titleAr: "مراجعة شهرية من لجنة أخلاقيات مستقلة" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "40", titleEn: "Pilot schools", titleAr: "مدرسة مشاركة في التجربة", image: "/images/icons/icon-05.svg" },
      { id: 2, number: "9,500", titleEn: "Students", titleAr: "طالب وطالبة", image: "/images/icons/icon-02.svg" },
      { id: 3, number: "312,000", titleEn: "Tutoring conversations", titleAr: "محادثة تعليمية", image: "/images/icons/icon-06.svg" },
      { id: 4, number: "+0.21", titleEn: "Effect size on unit tests", titleAr: "حجم الأثر في اختبارات الوحدات", image: "/images/icons/icon-04.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "A tutor that makes students think",
        titleAr: "مساعد يدفع الطالب إلى التفكير",
        descriptionEn:
          "<p>When a student is stuck, the tutor asks what they have tried, points to the relevant worked example in their textbook and offers a next step. If the student asks directly for the answer, it explains why working through the problem matters and breaks it into smaller pieces.</p>",
        descriptionAr:
          "<p>حين يتعثر الطالب، يسأله المساعد عمّا جرّبه، ويحيله إلى المثال المحلول المناسب في كتابه المدرسي، ويقترح عليه الخطوة التالية. وإذا طلب الطالب الإجابة صراحةً، شرح له أهمية المرور بخطوات الحل، وقسّم المسألة إلى أجزاء أصغر.</p>",
        image: "/images/illustrations/ill-41.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
      {
        id: 2,
        titleEn: "Teachers stay in charge",
        titleAr: "المعلم صاحب القرار",
        descriptionEn:
          "<p>A teacher dashboard summarises the questions each class asked during the week, highlighting common misconceptions. Many teachers now open Sunday's lesson by tackling the three most frequent difficulties from the tutor log.</p><p>Early results show a modest but consistent improvement on unit tests, with the largest gains among students who previously did little homework.</p>",
        descriptionAr:
          "<p>تلخّص لوحة المعلم الأسئلة التي طرحها طلاب كل فصل خلال الأسبوع، وتُبرز المفاهيم الخاطئة الشائعة بينهم. وبات كثير من المعلمين يستهلّون درس الأحد بمعالجة أكثر ثلاث صعوبات تكرارًا في سجل المساعد.</p><p>وتشير النتائج الأولية إلى تحسن متواضع لكنه ثابت في اختبارات الوحدات، وكانت المكاسب الأكبر من نصيب الطلاب الذين كانوا قليلًا ما يؤدون واجباتهم.</p>",
        image: "/images/illustrations/ill-19.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-18.svg" }],
      },
    ],
  },
  {
    id: 23,
    projectHeader: {
      image: "/images/banners/investing-startups.svg",
      titleEn: "Manar EdTech Accelerator",
      titleAr: "مسرّعة منار للتقنيات التعليمية",
    },
    projectTitleEN: "Manar EdTech Accelerator",
    projectTitleAr: "مسرّعة منار للتقنيات التعليمية",
    summaryEn:
      "A 16-week accelerator that invests in early-stage education technology startups and connects them with schools, universities and content.",
    summaryAr:
      "برنامج تسريع مدته 16 أسبوعًا يستثمر في الشركات الناشئة للتقنيات التعليمية في مراحلها المبكرة، ويربطها بالمدارس والجامعات والمحتوى.",
    shortDescriptionEn:
      "Each cohort of eight startups receives seed investment, mentoring from Manar's product and education leaders, and the chance to pilot in schools and training centres across our network. Founders also gain licensed access to our content library, which removes one of the biggest barriers for new Arabic learning products.",
    shortDescriptionAr:
      "تحصل كل دفعة من ثماني شركات ناشئة على استثمار تأسيسي، وإرشاد من قادة المنتجات والتعليم في منار، وفرصة لتجربة حلولها في المدارس ومراكز التدريب ضمن شبكتنا. كما ينال المؤسسون حق استخدام مكتبة المحتوى لدينا بموجب ترخيص، مما يزيل واحدًا من أكبر العوائق أمام منتجات التعلم العربية الجديدة.",
    createdDate: "2026-01-14T09:00:00.000Z",
    includesTitleEn: "What founders receive",
    includesTitleAr: "ما يحصل عليه المؤسسون",
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Seed investment of up to 500,000 riyals", titleAr: "استثمار تأسيسي يصل إلى 500,000 ريال" },
      { id: 2, titleEn: "Weekly mentoring and expert clinics", titleAr: "إرشاد أسبوعي وجلسات استشارية مع الخبراء" },
      { id: 3, titleEn: "Paid pilots in schools and training centres", titleAr: "تجارب مدفوعة في المدارس ومراكز التدريب" },
      { id: 4, titleEn: "Licensed access to Manar's content library", titleAr: "حق استخدام مكتبة محتوى منار بموجب ترخيص" },
      { id: 5, titleEn: "A demo day with regional investors", titleAr: "يوم عرض أمام مستثمرين من المنطقة" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "8", titleEn: "Startups per cohort", titleAr: "شركات ناشئة في كل دفعة", image: "/images/icons/icon-17.svg" },
      { id: 2, number: "16", titleEn: "Weeks", titleAr: "أسبوعًا", image: "/images/icons/icon-12.svg" },
      { id: 3, number: "1,400+", titleEn: "Applications received", titleAr: "طلب التحاق", image: "/images/icons/icon-06.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "From prototype to classroom",
        titleAr: "من النموذج الأولي إلى الفصل الدراسي",
        descriptionEn:
          "<p>The hardest step for an education startup is proving that its product works with real learners. Every startup in the accelerator runs a structured pilot with at least two institutions in our network, with clear success measures agreed in advance and an evaluation report at the end.</p>",
        descriptionAr:
          "<p>أصعب خطوة تواجهها الشركة الناشئة في مجال التعليم هي إثبات جدوى منتجها مع متعلمين حقيقيين. لذا تنفذ كل شركة في المسرّعة تجربة منظمة مع مؤسستين على الأقل من شبكتنا، بمؤشرات نجاح واضحة يُتفق عليها مسبقًا، وتقرير تقييمي في الختام.</p>",
        image: "/images/illustrations/ill-43.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-04.svg" }, { image: "/images/logos/logo-16.svg" }, { image: "/images/logos/logo-24.svg" }],
      },
      {
        id: 2,
        titleEn: "Focus areas for the first cohorts",
        titleAr: "مجالات التركيز للدفعات الأولى",
        descriptionEn:
          "The first cohorts focus on Arabic literacy, early mathematics, workforce skills and tools that reduce teachers' administrative workload. Applications are reviewed by a panel that includes teachers as well as investors.",
        descriptionAr:
          "تركّز الدفعات الأولى على القراءة والكتابة بالعربية، والرياضيات في المراحل المبكرة، ومهارات سوق العمل، والأدوات التي تخفف الأعباء الإدارية عن المعلمين. وتتولى دراسة الطلبات لجنة تضم معلمين إلى جانب المستثمرين.",
        image: "/images/illustrations/ill-28.svg",
        projectDetailsDescriptionLogosDTOs: [],
      },
    ],
  },
  {
    id: 24,
    projectHeader: {
      image: "/images/banners/markets.svg",
      titleEn: "Textbook Supply and Teacher Support in Djibouti",
      titleAr: "توريد الكتب المدرسية ودعم المعلمين في جيبوتي",
    },
    projectTitleEN: "Textbook Supply and Teacher Support in Djibouti",
    projectTitleAr: "توريد الكتب المدرسية ودعم المعلمين في جيبوتي",
    summaryEn:
      "Printing and delivering bilingual primary textbooks to every public primary school in Djibouti, with teacher guides and regional training.",
    summaryAr:
      "طباعة كتب مدرسية ثنائية اللغة للمرحلة الابتدائية وتوصيلها إلى جميع المدارس الابتدائية الحكومية في جيبوتي، مع أدلة للمعلمين وتدريب في المناطق.",
    shortDescriptionEn:
      "Funded by an international development partner, the project gives every primary pupil in Djibouti their own set of Arabic and French textbooks for the first time. Books are printed in our Cairo plant, shipped through the Port of Djibouti and delivered to schools in all five regions, including remote rural communities.",
    shortDescriptionAr:
      "بتمويل من شريك تنموي دولي، يحصل كل تلميذ في المرحلة الابتدائية بجيبوتي لأول مرة على مجموعته الخاصة من الكتب المدرسية باللغتين العربية والفرنسية. وتُطبع الكتب في مصنعنا بالقاهرة، وتُشحن عبر ميناء جيبوتي، ثم توزَّع على المدارس في المناطق الخمس كافة، بما فيها التجمعات الريفية النائية.",
    createdDate: "2026-09-15T06:30:00.000Z",
    includesTitleEn: null,
    includesTitleAr: null,
    projectDetailsIncludesDtos: [
      { id: 1, titleEn: "Adaptation and typesetting of 36 bilingual titles", titleAr: "تكييف 36 عنوانًا ثنائي اللغة وصفّها" },
      { id: 2, titleEn: "Printing of 720,000 textbooks and teacher guides", titleAr: "طباعة 720,000 كتاب مدرسي ودليل للمعلم" },
      { id: 3, titleEn: "Last-mile delivery to rural schools", titleAr: "التوصيل إلى المدارس الريفية حتى باب المدرسة" },
      { id: 4, titleEn: "Regional workshops for 2,300 teachers", titleAr: "ورش إقليمية لـ 2,300 معلم ومعلمة" },
    ],
    projectDetailsStatisticsDtos: [
      { id: 1, number: "720,000", titleEn: "Books delivered", titleAr: "كتاب موزَّع", image: "/images/icons/icon-09.svg" },
      { id: 2, number: "5", titleEn: "Regions reached", titleAr: "مناطق مشمولة", image: "/images/icons/icon-03.svg" },
      { id: 3, number: "1:1", titleEn: "Pupil-to-textbook ratio", titleAr: "نسبة الكتب إلى التلاميذ", image: "/images/icons/icon-01.svg" },
      { id: 4, number: "2,300", titleEn: "Teachers trained", titleAr: "معلم ومعلمة مدرَّبون", image: "/images/icons/icon-07.svg" },
    ],
    projectDetailsDescriptionDTOs: [
      {
        id: 1,
        titleEn: "A book for every child",
        titleAr: "كتاب لكل طفل",
        descriptionEn:
          "<p>Until now, pupils often shared one textbook between three or four. Each child now receives a personal set to take home, printed on durable paper with reinforced covers designed to last the full school year in hot, dusty conditions.</p>",
        descriptionAr:
          "<p>كان التلاميذ حتى وقت قريب يتشاركون الكتاب الواحد بين ثلاثة أو أربعة. أما اليوم فيتسلم كل طفل مجموعته الخاصة ليأخذها إلى بيته، مطبوعةً على ورق متين وبأغلفة مقوّاة صُمِّمت لتصمد طوال العام الدراسي في ظروف الحر والغبار.</p>",
        image: "/images/illustrations/ill-32.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-02.svg" }],
      },
      {
        id: 2,
        titleEn: "Helping teachers make the most of new books",
        titleAr: "مساعدة المعلمين على الإفادة القصوى من الكتب الجديدة",
        descriptionEn:
          "Alongside the books, teachers receive guides with lesson plans and simple assessment ideas, and attend two-day regional workshops run by Djiboutian trainers whom our team prepared in advance.",
        descriptionAr:
          "إلى جانب الكتب، يتسلم المعلمون أدلة تضم خططًا للدروس وأفكارًا مبسّطة للتقويم، ويحضرون ورشًا إقليمية مدتها يومان يقدّمها مدربون جيبوتيون أعدّهم فريقنا مسبقًا.",
        image: "/images/illustrations/ill-01.svg",
        projectDetailsDescriptionLogosDTOs: [{ image: "/images/logos/logo-23.svg" }, { image: "/images/logos/logo-13.svg" }],
      },
    ],
  },
];
