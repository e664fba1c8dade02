/**
 * Seed content: group news (SPEC section 3, "News or blog details").
 * Descriptions are HTML rendered as markup by the news details page.
 * Dates are deliberately not in order: lists sort them newest first.
 */
import type { NewsDetails } from "../../../app/content/schemas";

export const news: NewsDetails[] = [
  {
    id: 1,
    createdDate: "2025-02-11T09:00:00.000Z",
    image: "/images/illustrations/ill-28.svg",
    titleEn: "Manar Opens Its Gulf Innovation Hub in Dubai",
    titleAr: "منار تفتتح مركزها الخليجي للابتكار في دبي",
    descriptionEn:
      "<p>Manar Education &amp; Publishing Group has opened a new regional office and innovation hub in Dubai, bringing together product designers, software engineers and instructional designers who will build the next generation of the group's digital learning products for schools and universities in the Gulf.</p>" +
      "<p>The hub occupies two floors in a knowledge-economy district and includes a user-testing classroom where teachers and students can try new products before they are released. It joins the group's headquarters in Riyadh and its offices in Cairo and Kuwait City.</p>" +
      "<h3>What the hub will focus on</h3>" +
      "<ul><li>Interactive content and assessment tools aligned with Gulf curricula</li><li>Responsible use of artificial intelligence in teaching and learning</li><li>Accessibility features for learners with disabilities</li><li>Partnerships with local universities and startups</li></ul>" +
      "<p>\"Dubai gives us access to a remarkable pool of talent and to schools that are eager to innovate,\" said the group's Chief Digital Officer. \"Everything we build here will be tested with real classrooms from day one.\"</p>" +
      "<p>The hub is recruiting for more than 40 roles this year. Details are available on the <a href=\"https://careers.manar-group.example/dubai\">group's careers site</a>.</p>",
    descriptionAr:
      "<p>افتتحت مجموعة منار للتعليم والنشر مكتبًا إقليميًا جديدًا ومركزًا للابتكار في دبي، يجمع مصممي المنتجات ومهندسي البرمجيات ومصممي التعليم الذين سيتولون بناء الجيل القادم من منتجات التعلم الرقمي التابعة للمجموعة، لخدمة المدارس والجامعات في منطقة الخليج.</p>" +
      "<p>ويشغل المركز طابقين في حي مخصص لاقتصاد المعرفة، ويضم فصلًا دراسيًا لاختبار تجربة المستخدم يتيح للمعلمين والطلاب تجربة المنتجات الجديدة قبل إطلاقها. وينضم المركز إلى المقر الرئيسي للمجموعة في الرياض ومكتبيها في القاهرة ومدينة الكويت.</p>" +
      "<h3>مجالات عمل المركز</h3>" +
      "<ul><li>المحتوى التفاعلي وأدوات التقويم المتوافقة مع المناهج الخليجية</li><li>التوظيف المسؤول للذكاء الاصطناعي في التعليم والتعلم</li><li>خصائص إتاحة الوصول للمتعلمين من ذوي الإعاقة</li><li>الشراكات مع الجامعات والشركات الناشئة المحلية</li></ul>" +
      "<p>وقال الرئيس التنفيذي للشؤون الرقمية في المجموعة: «تمنحنا دبي فرصة الوصول إلى كفاءات استثنائية وإلى مدارس متحمسة للابتكار، وكل ما سنبنيه هنا سيُختبر في فصول دراسية حقيقية منذ اليوم الأول».</p>" +
      "<p>ويستقطب المركز هذا العام كفاءات لأكثر من 40 وظيفة، وتتوفر التفاصيل على <a href=\"https://careers.manar-group.example/dubai\">موقع الوظائف الخاص بالمجموعة</a>.</p>",
    newsSideSection: {
      titleEn: "At a glance",
      titleAr: "في سطور",
      descriptionEn: "Location: Dubai, United Arab Emirates. Team: 60 specialists by the end of the year. Focus: digital products, AI in learning and accessibility. Opening: February 2025.",
      descriptionAr: "الموقع: دبي، الإمارات العربية المتحدة. الفريق: 60 متخصصًا بنهاية العام. مجالات التركيز: المنتجات الرقمية، والذكاء الاصطناعي في التعلم، وإتاحة الوصول. الافتتاح: فبراير 2025.",
      image: "/images/icons/icon-03.svg",
    },
  },
  {
    id: 2,
    createdDate: "2025-11-12T08:30:00.000Z",
    image: "/images/illustrations/ill-24.svg",
    titleEn: "Education Leaders Forum Brings 900 Educators to Cairo",
    titleAr: "ملتقى قادة التعليم يجمع 900 تربوي في القاهرة",
    descriptionEn:
      "<p>The fourth Manar Education Leaders Forum took place in Cairo over two days, bringing together 900 principals, supervisors, university leaders and policymakers from eleven countries to discuss how schools can turn data and technology into better learning.</p>" +
      "<p>This year's theme, <em>From Information to Improvement</em>, focused on the practical routines that help schools act on what their assessment data shows. Sessions combined keynote talks with workshops run by school leaders who have led successful turnarounds.</p>" +
      "<h3>Highlights from the programme</h3>" +
      "<ol><li>A panel of ministers and deputy ministers on national assessment reform</li><li>Twenty-four practical workshops on data meetings, coaching and early-grade reading</li><li>An exhibition of classroom projects from schools in the Future Schools Partnership</li><li>The launch of a free toolkit for school data teams</li></ol>" +
      "<img src=\"/images/illustrations/ill-24.svg\" alt=\"School leaders in a workshop session at the forum\">" +
      "<p>Recordings of the keynote sessions and the toolkit can be downloaded from the <a href=\"https://forum.manar-group.example/2025\">forum website</a>.</p>",
    descriptionAr:
      "<p>انعقدت الدورة الرابعة من ملتقى منار لقادة التعليم في القاهرة على مدى يومين، بمشاركة 900 من مديري المدارس والمشرفين التربويين وقيادات الجامعات وصنّاع القرار من أحد عشر بلدًا، لمناقشة السبل التي تحوّل بها المدارس البيانات والتقنية إلى تعلّم أفضل.</p>" +
      "<p>وتناول شعار هذا العام «من المعلومة إلى التطوير» الممارسات العملية التي تعين المدارس على التصرف بناءً على ما تكشفه بيانات التقويم، وجمعت الجلسات بين كلمات رئيسية وورش عمل قدّمها قادة مدارس نجحوا في إحداث تحول حقيقي في مدارسهم.</p>" +
      "<h3>أبرز محطات البرنامج</h3>" +
      "<ol><li>جلسة حوارية لوزراء ونواب وزراء حول إصلاح منظومات التقويم الوطنية</li><li>أربع وعشرون ورشة عملية حول اجتماعات البيانات والتوجيه التربوي والقراءة في الصفوف الأولى</li><li>معرض لمشروعات صفية من مدارس شراكة مدارس المستقبل</li><li>إطلاق حقيبة أدوات مجانية لفرق البيانات في المدارس</li></ol>" +
      "<img src=\"/images/illustrations/ill-24.svg\" alt=\"قادة مدارس في إحدى ورش العمل خلال الملتقى\">" +
      "<p>ويمكن تنزيل تسجيلات الجلسات الرئيسية وحقيبة الأدوات من <a href=\"https://forum.manar-group.example/2025\">الموقع الإلكتروني للملتقى</a>.</p>",
    newsSideSection: {
      titleEn: "Forum in numbers",
      titleAr: "الملتقى بالأرقام",
      descriptionEn: "900 participants from 11 countries, 36 speakers, 24 workshops and more than 5,000 people following the live stream.",
      descriptionAr: "900 مشارك من 11 بلدًا، و36 متحدثًا، و24 ورشة عمل، وأكثر من 5,000 متابع للبث المباشر.",
      image: "/images/icons/icon-07.svg",
    },
  },
  {
    id: 3,
    createdDate: "2025-05-07T10:00:00.000Z",
    image: "/images/illustrations/ill-34.svg",
    titleEn: "Agreement Signed to Expand Digital Learning in Omani Schools",
    titleAr: "توقيع اتفاقية لتوسيع التعلم الرقمي في المدارس العُمانية",
    descriptionEn:
      "<p>Manar has signed a three-year agreement to support digital learning in 350 basic education schools across the Sultanate of Oman. The programme covers interactive content, classroom technology and professional development for more than 11,000 teachers.</p>" +
      "<p>The agreement was signed in Muscat in the presence of senior education officials and representatives of the group's board. Work begins with a first phase of 120 schools at the start of the next academic year.</p>" +
      "<p>The programme will deliver:</p>" +
      "<ul><li>Interactive lessons in Arabic, mathematics and science for Grades 1 to 10</li><li>Interactive displays and teacher devices for 4,200 classrooms</li><li>A trained digital learning lead in every participating school</li><li>An independent evaluation of the programme's impact</li></ul>" +
      "<p>More information about the programme is available on the <a href=\"https://www.example.org/oman-digital-learning\">programme page</a>.</p>",
    descriptionAr:
      "<p>وقّعت منار اتفاقية مدتها ثلاث سنوات لدعم التعلم الرقمي في 350 مدرسة للتعليم الأساسي في مختلف محافظات سلطنة عُمان. ويشمل البرنامج المحتوى التفاعلي وتقنيات الفصول الدراسية والتطوير المهني لأكثر من 11,000 معلم ومعلمة.</p>" +
      "<p>وجرى توقيع الاتفاقية في مسقط بحضور عدد من كبار المسؤولين في قطاع التعليم وممثلين عن مجلس إدارة المجموعة، على أن يبدأ العمل بمرحلة أولى تضم 120 مدرسة مع مطلع العام الدراسي المقبل.</p>" +
      "<p>ويقدّم البرنامج ما يلي:</p>" +
      "<ul><li>دروسًا تفاعلية في اللغة العربية والرياضيات والعلوم للصفوف من الأول حتى العاشر</li><li>شاشات تفاعلية وأجهزة للمعلمين في 4,200 فصل دراسي</li><li>قائدًا مدرَّبًا للتعلم الرقمي في كل مدرسة مشاركة</li><li>تقييمًا مستقلًا لأثر البرنامج</li></ul>" +
      "<p>ولمزيد من المعلومات يمكن زيارة <a href=\"https://www.example.org/oman-digital-learning\">صفحة البرنامج</a>.</p>",
    newsSideSection: null,
  },
  {
    id: 4,
    createdDate: "2026-01-20T07:45:00.000Z",
    image: "/images/illustrations/ill-03.svg",
    titleEn: "Printing Academy Celebrates Its First Graduating Cohort",
    titleAr: "أكاديمية الطباعة تحتفي بتخريج دفعتها الأولى",
    descriptionEn:
      "<p>Eighty-four students graduated from the Manar Printing Academy this week, completing an eighteen-month diploma in print production technology. Nearly all of them have already accepted positions with printing houses, packaging manufacturers and publishers in the region.</p>" +
      "<p>The academy was founded to close a growing skills gap: modern presses are highly automated, and employers need technicians who understand colour management, pre-press software and preventive maintenance as well as traditional craft.</p>" +
      "<h3>The diploma at a glance</h3>" +
      "<ul><li>Pre-press and digital workflow</li><li>Offset and digital printing operations</li><li>Finishing, binding and packaging</li><li>Quality control and colour management</li><li>Health, safety and environmental practice</li></ul>" +
      "<img src=\"/images/illustrations/ill-03.svg\" alt=\"A printing press in the academy's training workshop\">" +
      "<p>Applications for the next intake are open until the end of March. Prospective students can read more on the <a href=\"https://academy.manar-group.example/printing\">academy website</a>.</p>",
    descriptionAr:
      "<p>احتفلت أكاديمية منار للطباعة هذا الأسبوع بتخريج أربعة وثمانين طالبًا أتمّوا دبلومًا مدته ثمانية عشر شهرًا في تقنيات الإنتاج الطباعي. وقد قبل جُلّهم بالفعل عروض عمل من مطابع ومصانع تغليف ودور نشر في المنطقة.</p>" +
      "<p>وتأسست الأكاديمية لسدّ فجوة متزايدة في المهارات؛ فالمطابع الحديثة تعتمد على الأتمتة إلى حد كبير، وتحتاج جهات التوظيف إلى فنيين يجيدون إدارة الألوان وبرمجيات ما قبل الطباعة والصيانة الوقائية، إلى جانب أصول الحرفة التقليدية.</p>" +
      "<h3>الدبلوم في سطور</h3>" +
      "<ul><li>مرحلة ما قبل الطباعة وسير العمل الرقمي</li><li>تشغيل مطابع الأوفست والطباعة الرقمية</li><li>التشطيب والتجليد والتغليف</li><li>ضبط الجودة وإدارة الألوان</li><li>ممارسات الصحة والسلامة والبيئة</li></ul>" +
      "<img src=\"/images/illustrations/ill-03.svg\" alt=\"مطبعة في ورشة التدريب بالأكاديمية\">" +
      "<p>ويستمر القبول للدفعة القادمة حتى نهاية مارس، ويمكن للراغبين في الالتحاق الاطلاع على التفاصيل عبر <a href=\"https://academy.manar-group.example/printing\">موقع الأكاديمية</a>.</p>",
    newsSideSection: {
      titleEn: "Graduate outcomes",
      titleAr: "مآلات الخريجين",
      descriptionEn: "84 graduates, 79 already employed, 31 partner employers, and an average of 2.3 job offers per graduate.",
      descriptionAr: "84 خريجًا، توظّف منهم 79 حتى الآن، بالشراكة مع 31 جهة توظيف، وبمتوسط 2.3 عرض عمل لكل خريج.",
      image: "/images/illustrations/ill-09.svg",
    },
  },
  {
    id: 5,
    createdDate: "2025-09-30T12:00:00.000Z",
    image: "/images/illustrations/ill-13.svg",
    titleEn: "Qissati Reading App Adds 200 New Stories and a Classroom Edition",
    titleAr: "تطبيق «قصتي» يضيف 200 قصة جديدة وإصدارًا للفصول الدراسية",
    descriptionEn:
      "<p>The Qissati children's reading app has added 200 new illustrated stories to its library and launched a classroom edition for kindergarten and primary teachers, just in time for the new school year.</p>" +
      "<p>The new stories were written by 48 Arab authors and include a series on science and nature, a collection of folk tales from across the Arab world and a set of decodable books for children who are just beginning to read.</p>" +
      "<p>With the classroom edition, teachers can:</p>" +
      "<ul><li>Assign book sets to reading groups</li><li>Listen to recordings of pupils reading aloud</li><li>See progress by level across the whole class</li><li>Share weekly reading goals with families</li></ul>" +
      "<p>The app is available on iOS and Android. Schools can request a free trial through the <a href=\"https://qissati.example/schools\">Qissati for Schools page</a>.</p>",
    descriptionAr:
      "<p>أضاف تطبيق «قصتي» لقراءة الأطفال 200 قصة مصورة جديدة إلى مكتبته، وأطلق إصدارًا صفيًا لمعلمات رياض الأطفال ومعلمي المرحلة الابتدائية، تزامنًا مع بداية العام الدراسي الجديد.</p>" +
      "<p>وكتب القصص الجديدة 48 كاتبًا وكاتبة من العالم العربي، وتضم سلسلة عن العلوم والطبيعة، ومجموعة من الحكايات الشعبية من أرجاء الوطن العربي، وكتبًا مضبوطة الحروف تناسب الأطفال في بدايات تعلّمهم القراءة.</p>" +
      "<p>ويتيح الإصدار الصفي للمعلمين:</p>" +
      "<ul><li>إسناد مجموعات من الكتب إلى مجموعات القراءة</li><li>الاستماع إلى تسجيلات الأطفال وهم يقرؤون بصوت عالٍ</li><li>متابعة التقدم حسب المستوى على مستوى الفصل كاملًا</li><li>مشاركة أهداف القراءة الأسبوعية مع الأسر</li></ul>" +
      "<p>التطبيق متاح على نظامي iOS وأندرويد، ويمكن للمدارس طلب نسخة تجريبية مجانية عبر <a href=\"https://qissati.example/schools\">صفحة «قصتي» للمدارس</a>.</p>",
    newsSideSection: {
      titleEn: "Qissati today",
      titleAr: "«قصتي» اليوم",
      descriptionEn: "1,100 stories across 12 reading levels, more than 2.5 million downloads and an average store rating of 4.8.",
      descriptionAr: "1,100 قصة موزعة على 12 مستوى قراءة، وأكثر من 2.5 مليون عملية تنزيل، ومتوسط تقييم 4.8 في المتاجر.",
      image: "/images/icons/icon-01.svg",
    },
  },
  {
    id: 6,
    createdDate: "2025-12-08T15:00:00.000Z",
    image: "/images/illustrations/ill-45.svg",
    titleEn: "Manar Wins Regional Award for Sustainable Printing",
    titleAr: "منار تفوز بجائزة إقليمية في الطباعة المستدامة",
    descriptionEn:
      "<p>Manar's Riyadh printing plant has received the regional award for environmental excellence in the printing industry, recognising a three-year programme that cut the plant's carbon emissions by 41%.</p>" +
      "<p>The judges highlighted the rooftop solar installation, the switch to vegetable-based inks and the plant's closed-loop recycling of paper waste and aluminium plates. They also noted the group's decision to publish the carbon footprint of its school textbooks.</p>" +
      "<p>Next steps in the programme include:</p>" +
      "<ol><li>Extending solar generation to the Cairo plant</li><li>Electric vehicles for urban book deliveries</li><li>Lighter paper grades for high-page-count titles without loss of quality</li></ol>" +
      "<p>The full sustainability report can be read on the <a href=\"https://sustainability.manar-group.example/report-2025\">group's sustainability pages</a>.</p>",
    descriptionAr:
      "<p>حصل مصنع منار للطباعة في الرياض على الجائزة الإقليمية للتميز البيئي في صناعة الطباعة، تقديرًا لبرنامج امتد ثلاث سنوات وأسهم في خفض الانبعاثات الكربونية للمصنع بنسبة 41%.</p>" +
      "<p>وأشادت لجنة التحكيم بمنظومة الطاقة الشمسية المركّبة على الأسطح، والتحول إلى الأحبار ذات الأساس النباتي، وإعادة تدوير مخلفات الورق وألواح الألمنيوم في دورة مغلقة، كما نوّهت بقرار المجموعة الإفصاح عن البصمة الكربونية لكتبها المدرسية.</p>" +
      "<p>وتشمل المراحل التالية من البرنامج:</p>" +
      "<ol><li>توسيع توليد الطاقة الشمسية ليشمل مصنع القاهرة</li><li>اعتماد المركبات الكهربائية في توصيل الكتب داخل المدن</li><li>استخدام أوزان ورق أخف للكتب كثيرة الصفحات دون المساس بالجودة</li></ol>" +
      "<p>ويمكن الاطلاع على تقرير الاستدامة كاملًا عبر <a href=\"https://sustainability.manar-group.example/report-2025\">صفحات الاستدامة الخاصة بالمجموعة</a>.</p>",
    newsSideSection: {
      titleEn: "Why it matters",
      titleAr: "لماذا يهمّ ذلك؟",
      descriptionEn: "Printing school books accounts for most of the group's emissions. Every tonne saved at the press reduces the footprint of millions of books used in classrooms each year.",
      descriptionAr: "تستأثر طباعة الكتب المدرسية بالجزء الأكبر من انبعاثات المجموعة، وكل طن يُوفَّر في المطبعة يخفّض البصمة الكربونية لملايين الكتب التي تُستخدم في الفصول الدراسية كل عام.",
      image: "/images/icons/icon-16.svg",
    },
  },
  {
    id: 7,
    createdDate: "2026-03-03T09:15:00.000Z",
    image: "/images/illustrations/ill-06.svg",
    titleEn: "Applied Technology School Launches a Renewable Energy Diploma",
    titleAr: "مدرسة التقنية التطبيقية تطلق دبلومًا في الطاقة المتجددة",
    descriptionEn:
      "<p>The Manar Applied Technology School will open a new two-year diploma in renewable energy systems in September, preparing technicians to install, operate and maintain solar and wind installations.</p>" +
      "<p>The programme was designed with energy companies and engineering contractors who expect to hire hundreds of technicians over the coming years. Students will train on a dedicated outdoor solar field and a wind turbine simulator on campus.</p>" +
      "<ul><li>Photovoltaic system design and installation</li><li>Electrical safety and grid connection</li><li>Battery storage and monitoring systems</li><li>Preventive maintenance and fault finding</li></ul>" +
      "<p>Places are limited to sixty students in the first intake. Applications are open on the <a href=\"https://ats.manar-group.example/admissions\">school admissions portal</a>.</p>",
    descriptionAr:
      "<p>تفتتح مدرسة منار للتقنية التطبيقية في سبتمبر برنامج دبلوم جديدًا مدته عامان في أنظمة الطاقة المتجددة، لإعداد فنيين قادرين على تركيب منظومات الطاقة الشمسية وطاقة الرياح وتشغيلها وصيانتها.</p>" +
      "<p>وصُمِّم البرنامج بالتعاون مع شركات طاقة ومقاولي أعمال هندسية يتوقعون توظيف مئات الفنيين خلال السنوات المقبلة، وسيتدرب الطلاب في حقل شمسي خارجي مخصص ومحاكٍ لتوربينات الرياح داخل حرم المدرسة.</p>" +
      "<ul><li>تصميم الأنظمة الكهروضوئية وتركيبها</li><li>السلامة الكهربائية والربط بالشبكة</li><li>أنظمة تخزين الطاقة في البطاريات ومراقبتها</li><li>الصيانة الوقائية وتشخيص الأعطال</li></ul>" +
      "<p>ويقتصر القبول في الدفعة الأولى على ستين طالبًا، ويمكن التقديم عبر <a href=\"https://ats.manar-group.example/admissions\">بوابة القبول في المدرسة</a>.</p>",
    newsSideSection: null,
  },
  {
    id: 8,
    createdDate: "2026-02-17T11:30:00.000Z",
    image: "/images/illustrations/ill-43.svg",
    titleEn: "EdTech Accelerator Announces Its First Cohort of Startups",
    titleAr: "مسرّعة التقنيات التعليمية تعلن أولى دفعاتها من الشركات الناشئة",
    descriptionEn:
      "<p>The Manar EdTech Accelerator has selected eight startups for its first cohort from more than 1,400 applications received from 19 countries. Each startup receives seed investment, sixteen weeks of mentoring and a paid pilot in schools or training centres within the group's network.</p>" +
      "<h3>Meet the first cohort</h3>" +
      "<ul><li>An Arabic phonics app that listens to children read and gives instant feedback</li><li>A marking assistant that helps teachers give written feedback faster</li><li>A virtual laboratory for secondary chemistry</li><li>A micro-credential platform for hospitality workers</li><li>A timetable and substitution planner for school administrators</li><li>A maths game for early grades built around local culture</li><li>A career guidance tool for vocational students</li><li>A parent communication app designed for low-literacy families</li></ul>" +
      "<p>\"We were looking for founders who start from a real problem in a real classroom,\" said the accelerator's director. \"This cohort did exactly that.\"</p>" +
      "<p>The cohort will present its results at a demo day in June. Investors can register interest on the <a href=\"https://accelerator.manar-group.example\">accelerator website</a>.</p>",
    descriptionAr:
      "<p>اختارت مسرّعة منار للتقنيات التعليمية ثماني شركات ناشئة لدفعتها الأولى من بين أكثر من 1,400 طلب وردت من 19 بلدًا. وتحصل كل شركة على استثمار تأسيسي، وإرشاد يمتد ستة عشر أسبوعًا، وتجربة مدفوعة في مدارس أو مراكز تدريب ضمن شبكة المجموعة.</p>" +
      "<h3>تعرّفوا إلى الدفعة الأولى</h3>" +
      "<ul><li>تطبيق لتعليم أصوات الحروف العربية يستمع إلى قراءة الطفل ويقدّم له ملاحظات فورية</li><li>مساعد للتصحيح يعين المعلمين على تقديم تغذية راجعة مكتوبة بسرعة أكبر</li><li>مختبر افتراضي لمادة الكيمياء في المرحلة الثانوية</li><li>منصة للشهادات المصغّرة موجهة للعاملين في قطاع الضيافة</li><li>أداة لإعداد الجداول المدرسية وتنظيم حصص الانتظار لإدارات المدارس</li><li>لعبة رياضيات للصفوف الأولى مستوحاة من الثقافة المحلية</li><li>أداة للإرشاد المهني لطلاب التعليم التقني</li><li>تطبيق للتواصل مع أولياء الأمور مصمم للأسر محدودة القراءة</li></ul>" +
      "<p>وقال مدير المسرّعة: «كنا نبحث عن مؤسسين ينطلقون من مشكلة حقيقية في فصل دراسي حقيقي، وهذا بالضبط ما فعلته هذه الدفعة».</p>" +
      "<p>وستعرض الشركات نتائجها في يوم العرض المقرر في يونيو، ويمكن للمستثمرين تسجيل اهتمامهم عبر <a href=\"https://accelerator.manar-group.example\">موقع المسرّعة</a>.</p>",
    newsSideSection: {
      titleEn: "Cohort facts",
      titleAr: "حقائق عن الدفعة",
      descriptionEn: "8 startups selected from 1,400+ applications in 19 countries. 3 are led by women founders, and 5 build products primarily in Arabic.",
      descriptionAr: "8 شركات ناشئة اختيرت من بين أكثر من 1,400 طلب من 19 بلدًا، تقود النساء 3 منها، وتبني 5 منها منتجاتها باللغة العربية أساسًا.",
      image: "/images/icons/icon-17.svg",
    },
  },
  {
    id: 9,
    createdDate: "2025-10-02T08:00:00.000Z",
    image: "/images/illustrations/ill-05.svg",
    titleEn: "More Than 300 New Titles at the Riyadh International Book Fair",
    titleAr: "أكثر من 300 إصدار جديد في معرض الرياض الدولي للكتاب",
    descriptionEn:
      "<p>Manar's publishing houses are presenting more than 300 new titles at this year's Riyadh International Book Fair, spanning children's literature, young adult fiction, educational reference and translated non-fiction.</p>" +
      "<p>The group's pavilion includes a reading corner for children, daily storytelling sessions and book signings with authors and illustrators. Teachers can also explore the group's digital platforms at a dedicated demonstration area.</p>" +
      "<ul><li>Children's picture books and early readers</li><li>Young adult novels by emerging Arab writers</li><li>Dictionaries and reference works for students</li><li>Translations of acclaimed books on education and psychology</li></ul>" +
      "<p>The full programme of signings and events is published on the <a href=\"https://books.manar-group.example/riyadh-fair\">group's publishing site</a>.</p>",
    descriptionAr:
      "<p>تشارك دور النشر التابعة لمنار في معرض الرياض الدولي للكتاب هذا العام بأكثر من 300 إصدار جديد، تتنوع بين أدب الأطفال وروايات اليافعين والمراجع التعليمية والكتب المعرفية المترجمة.</p>" +
      "<p>ويضم جناح المجموعة ركنًا لقراءة الأطفال، وجلسات يومية لرواية الحكايات، وحفلات توقيع مع مؤلفين ورسامين، كما يمكن للمعلمين التعرف إلى المنصات الرقمية للمجموعة في منطقة عرض مخصصة.</p>" +
      "<ul><li>كتب الأطفال المصورة وكتب القراءة المبكرة</li><li>روايات لليافعين بأقلام كتّاب عرب واعدين</li><li>معاجم ومراجع للطلاب</li><li>ترجمات لكتب لاقت صدى واسعًا في التربية وعلم النفس</li></ul>" +
      "<p>ويُنشر البرنامج الكامل لحفلات التوقيع والفعاليات على <a href=\"https://books.manar-group.example/riyadh-fair\">موقع النشر الخاص بالمجموعة</a>.</p>",
    newsSideSection: null,
  },
  {
    id: 10,
    createdDate: "2025-07-21T10:20:00.000Z",
    image: "/images/illustrations/ill-08.svg",
    titleEn: "New Computer-Based Exam Centre Opens in Kuwait City",
    titleAr: "افتتاح مركز جديد للاختبارات المحوسبة في مدينة الكويت",
    descriptionEn:
      "<p>Manar has opened a new computer-based testing centre in Kuwait City, its twenty-eighth in the region. The centre is approved to deliver international English language tests, professional certification exams and university admission tests.</p>" +
      "<p>With 64 workstations in three secure rooms, the centre can run up to four sessions a day. Candidates book and pay online and receive a confirmation with directions, identification requirements and a link to practice tests.</p>" +
      "<h3>Before your exam</h3>" +
      "<ol><li>Bring the same identity document you used when booking</li><li>Arrive 30 minutes before your session</li><li>Leave personal items in the lockers provided</li><li>Tell us in advance if you need special arrangements</li></ol>" +
      "<img src=\"/images/illustrations/ill-08.svg\" alt=\"Candidates at computer workstations in the exam centre\">" +
      "<p>Available exams and session dates are listed on the <a href=\"https://exams.manar-group.example/kuwait\">exam centre booking page</a>.</p>",
    descriptionAr:
      "<p>افتتحت منار مركزًا جديدًا للاختبارات المحوسبة في مدينة الكويت، ليكون المركز الثامن والعشرين لها في المنطقة. والمركز معتمد لتقديم اختبارات اللغة الإنجليزية الدولية، واختبارات الشهادات المهنية، واختبارات القبول الجامعي.</p>" +
      "<p>ويضم المركز 64 محطة عمل في ثلاث قاعات آمنة، ويستوعب ما يصل إلى أربع جلسات يوميًا. ويحجز المتقدمون مواعيدهم ويسددون الرسوم إلكترونيًا، ثم تصلهم رسالة تأكيد تتضمن طريقة الوصول ومتطلبات إثبات الهوية ورابطًا للاختبارات التجريبية.</p>" +
      "<h3>قبل موعد اختبارك</h3>" +
      "<ol><li>أحضر وثيقة الهوية نفسها التي استخدمتها عند الحجز</li><li>احضر قبل موعد جلستك بثلاثين دقيقة</li><li>ضع متعلقاتك الشخصية في الخزائن المخصصة لذلك</li><li>أبلغنا مسبقًا إن كنت تحتاج إلى ترتيبات خاصة</li></ol>" +
      "<img src=\"/images/illustrations/ill-08.svg\" alt=\"متقدمون أمام أجهزة الحاسب في مركز الاختبارات\">" +
      "<p>وتتوفر قائمة الاختبارات ومواعيد الجلسات في <a href=\"https://exams.manar-group.example/kuwait\">صفحة الحجز الخاصة بمركز الاختبارات</a>.</p>",
    newsSideSection: {
      titleEn: "Centre details",
      titleAr: "معلومات المركز",
      descriptionEn: "64 workstations in 3 secure rooms. Open Sunday to Thursday, 8:00 to 20:00, and on selected Saturdays. Step-free access and accessible workstations available.",
      descriptionAr: "64 محطة عمل في 3 قاعات آمنة. يعمل من الأحد إلى الخميس من 8:00 حتى 20:00، وفي أيام سبت محددة. المدخل مهيأ دون درجات، وتتوفر محطات عمل مهيأة لذوي الإعاقة.",
      image: "/images/icons/icon-11.svg",
    },
  },
  {
    id: 11,
    createdDate: "2026-05-05T09:40:00.000Z",
    image: "/images/illustrations/ill-26.svg",
    titleEn: "University Digital Library Consortium Grows to Nine Members",
    titleAr: "تحالف المكتبة الرقمية الجامعية يتسع إلى تسعة أعضاء",
    descriptionEn:
      "<p>Three more universities have joined the digital library consortium managed by Manar, bringing the total to nine institutions and giving 140,000 students access to 26,000 Arabic and English e-books and reference works.</p>" +
      "<p>The expansion also adds a new collection of Arabic academic journals and improved tools for postgraduate researchers, including saved searches and shared reading lists for supervisors and their students.</p>" +
      "<ul><li>26,000 licensed titles from 85 publishers</li><li>Arabic search that understands word roots and ignores diacritics</li><li>Citation export in Arabic and English styles</li><li>Offline reading in the mobile app</li></ul>" +
      "<p>Librarians interested in joining the consortium can contact the team through the <a href=\"https://library.manar-group.example/consortium\">consortium page</a>.</p>",
    descriptionAr:
      "<p>انضمت ثلاث جامعات جديدة إلى تحالف المكتبة الرقمية الذي تديره منار، ليرتفع عدد المؤسسات الأعضاء إلى تسع، ويحصل 140,000 طالب على إمكانية الوصول إلى 26,000 كتاب إلكتروني ومرجع باللغتين العربية والإنجليزية.</p>" +
      "<p>ويضيف هذا التوسع مجموعة جديدة من الدوريات الأكاديمية العربية، وأدوات محسّنة لباحثي الدراسات العليا، منها حفظ عمليات البحث وقوائم قراءة مشتركة بين المشرفين وطلابهم.</p>" +
      "<ul><li>26,000 عنوان مرخّص من 85 ناشرًا</li><li>بحث عربي يفهم جذور الكلمات ولا يتأثر بعلامات التشكيل</li><li>تصدير التوثيق وفق الأنماط العربية والإنجليزية</li><li>القراءة دون اتصال عبر تطبيق الهاتف</li></ul>" +
      "<p>ويمكن لأمناء المكتبات الراغبين في الانضمام إلى التحالف التواصل مع الفريق عبر <a href=\"https://library.manar-group.example/consortium\">صفحة التحالف</a>.</p>",
    newsSideSection: null,
  },
  // Item 12 deliberately ends with a hostile HTML fragment (a <script>, an <img> with an
  // onerror handler and a javascript: link) after its real content, in both languages.
  // The site renders descriptions as HTML and must sanitise them; its tests check that
  // window.__xss is never set. Do not "clean up" this item.
  {
    id: 12,
    createdDate: "2026-06-10T08:00:00.000Z",
    image: "/images/illustrations/ill-39.svg",
    titleEn: "Summer Reading Campaign 2026 Invites Families to Read Together",
    titleAr: "حملة القراءة الصيفية 2026 تدعو الأسر إلى القراءة معًا",
    descriptionEn:
      "<p>Manar has launched its 2026 summer reading campaign, inviting children and their families to read at least twenty books together between the end of the school year and the start of the next.</p>" +
      "<p>Families can pick up a free reading passport at participating bookshops and libraries or download it from the Qissati app. Each book read earns a stamp, and children who complete their passport receive a certificate and a book voucher.</p>" +
      "<ul><li>Free reading passports in Arabic and English</li><li>Weekly storytelling sessions in 120 libraries and bookshops</li><li>Recommended reading lists for every age group</li><li>A prize draw for schools with the most participants</li></ul>" +
      "<p>Reading lists and the map of participating locations are available on the <a href=\"https://summer-reading.example.org\">campaign website</a>.</p>" +
      "<p>Share the campaign with your friends: <a href=\"javascript:window.__xss=3\">copy the invitation link</a></p>" +
      "<img src=\"x\" onerror=\"window.__xss=2\">" +
      "<script>window.__xss=1</script>",
    descriptionAr:
      "<p>أطلقت منار حملة القراءة الصيفية لعام 2026، داعيةً الأطفال وأسرهم إلى قراءة عشرين كتابًا على الأقل معًا في الفترة الممتدة بين نهاية العام الدراسي وبداية العام الذي يليه.</p>" +
      "<p>ويمكن للأسر الحصول على جواز القراءة مجانًا من المكتبات ومتاجر الكتب المشاركة، أو تنزيله من تطبيق «قصتي». ويحصل الطفل على ختم عن كل كتاب يقرؤه، ومن يُكمل جوازه ينال شهادة وقسيمة لشراء الكتب.</p>" +
      "<ul><li>جوازات قراءة مجانية بالعربية والإنجليزية</li><li>جلسات أسبوعية لرواية القصص في 120 مكتبة ومتجر كتب</li><li>قوائم قراءة مقترحة لكل فئة عمرية</li><li>سحب على جوائز للمدارس الأكثر مشاركة</li></ul>" +
      "<p>وتتوفر قوائم القراءة وخريطة المواقع المشاركة على <a href=\"https://summer-reading.example.org\">موقع الحملة</a>.</p>" +
      "<p>شارك الحملة مع أصدقائك: <a href=\"javascript:window.__xss=3\">انسخ رابط الدعوة</a></p>" +
      "<img src=\"x\" onerror=\"window.__xss=2\">" +
      "<script>window.__xss=1</script>",
    newsSideSection: {
      titleEn: "How to take part",
      titleAr: "كيف تشارك؟",
      descriptionEn: "Collect a reading passport, read with your child, get a stamp for every book and claim your certificate before 31 August.",
      descriptionAr: "احصل على جواز القراءة، واقرأ مع طفلك، واجمع ختمًا عن كل كتاب، ثم استلم شهادتك قبل 31 أغسطس.",
      image: "/images/illustrations/ill-37.svg",
    },
  },
];
