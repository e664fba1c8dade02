/**
 * Social-impact projects of Manar Education & Publishing Group
 * (/api/Sustainability/GetSunProjects and GetSunProjectDetails?id=).
 * Every image path is listed in db/seed/IMAGES.md.
 */
import type { SustainabilityProjectDetails } from "../../../app/content/schemas";

/** Joins paragraphs into the simple HTML the description renderer accepts. */
const paragraphs = (...items: string[]): string => items.map((item) => `<p>${item}</p>`).join("");

export const sustainabilityProjects: SustainabilityProjectDetails[] = [
  {
    id: 1,
    titleEn: "Read to Rise",
    titleAr: "اقرأ لترتقي",
    descriptionEn: paragraphs(
      "Read to Rise brings reading corners, leveled readers and trained reading mentors to primary schools in rural and underserved areas. Each participating school receives a library of 400 Arabic and English titles matched to its pupils' reading levels, together with furniture, reading logs and a full year of coaching for teachers.",
      "Since 2017 the programme has reached 320 schools in Saudi Arabia, Egypt, Jordan and Sudan, and more than 85,000 children. In schools that have completed the full year, the share of grade 3 pupils reading at grade level has risen by an average of 22 percentage points.",
      "The programme is funded by Manar and delivered with local education directorates and the Qalam Literacy Foundation.",
    ),
    descriptionAr: paragraphs(
      "يوفر برنامج «اقرأ لترتقي» أركاناً للقراءة وسلاسل قصصية متدرجة ومرشدين مدرَّبين على تنمية القراءة في المدارس الابتدائية بالمناطق الريفية والأقل حظاً. وتحصل كل مدرسة مشاركة على مكتبة من 400 عنوان بالعربية والإنجليزية تلائم مستويات طلابها القرائية، إلى جانب الأثاث وسجلات القراءة وعام كامل من التوجيه للمعلمين.",
      "ومنذ عام 2017 وصل البرنامج إلى 320 مدرسة في السعودية ومصر والأردن والسودان، واستفاد منه أكثر من 85,000 طفل. وفي المدارس التي أتمّت عاماً كاملاً في البرنامج، ارتفعت نسبة طلاب الصف الثالث الذين يقرؤون وفق مستوى صفهم بمتوسط 22 نقطة مئوية.",
      "وتموّل منار البرنامج وتنفذه بالتعاون مع إدارات التعليم المحلية ومؤسسة قلم لنشر القراءة.",
    ),
    image: "/images/illustrations/ill-43.svg",
    mainImage: "/images/illustrations/ill-44.svg",
    logo: "/images/logos/logo-12.svg",
  },
  {
    id: 2,
    titleEn: "Second Life Paper",
    titleAr: "حياة ثانية للورق",
    descriptionEn: paragraphs(
      "Second Life Paper turns the offcuts, misprints and returned stock from our Riyadh printing plant into new resources. Paper waste is sorted on site, baled and sent to a partner mill, where it becomes recycled board for exercise-book covers and packaging.",
      "Since the programme began in 2019, more than 9,000 tonnes of paper have been recycled instead of going to landfill. Together with new solar panels and energy-efficient presses, it has helped us cut energy use per printed book by 31%.",
      "We publish the programme's results every year as we work towards a carbon-neutral plant by 2030.",
    ),
    descriptionAr: paragraphs(
      "يحوّل برنامج «حياة ثانية للورق» قصاصات الورق والمطبوعات التالفة والنسخ المرتجعة في مطبعتنا بالرياض إلى موارد جديدة؛ إذ تُفرز مخلفات الورق في الموقع وتُكبس ثم تُرسل إلى مصنع ورق شريك، لتتحول إلى كرتون معاد تدويره يُستخدم في أغلفة الدفاتر والعبوات.",
      "ومنذ انطلاق البرنامج عام 2019 أُعيد تدوير أكثر من 9,000 طن من الورق بدلاً من طمرها في المكبات. وقد أسهم البرنامج، إلى جانب الألواح الشمسية الجديدة والمطابع الموفرة للطاقة، في خفض استهلاك الطاقة لكل كتاب مطبوع بنسبة 31%.",
      "وننشر نتائج البرنامج كل عام، ونعمل على أن تصبح مطبعتنا محايدة كربونياً بحلول عام 2030.",
    ),
    image: "/images/illustrations/ill-09.svg",
    mainImage: "/images/illustrations/ill-18.svg",
    logo: "/images/logos/logo-18.svg",
  },
  {
    id: 3,
    titleEn: "Teachers for Tomorrow",
    titleAr: "معلمو الغد",
    descriptionEn: paragraphs(
      "Teachers for Tomorrow offers free professional development to teachers in public schools with little access to training. Over eight months, participants take workshops on lesson planning, formative assessment and classroom management, followed by in-class coaching from Manar's master trainers.",
      "More than 6,500 teachers in Egypt, Jordan, Oman and Djibouti have completed the programme since 2018. Graduates join an online community where they share lesson plans and keep learning together.",
    ),
    descriptionAr: paragraphs(
      "يقدم برنامج «معلمو الغد» تطويراً مهنياً مجانياً للمعلمين في المدارس الحكومية التي تفتقر إلى فرص التدريب. وعلى مدى ثمانية أشهر، يشارك المعلمون في ورش عمل حول تخطيط الدروس والتقويم التكويني وإدارة الصف، يعقبها توجيه داخل الفصول يقدمه كبار مدربي منار.",
      "ومنذ عام 2018 أتمّ البرنامج أكثر من 6,500 معلم ومعلمة في مصر والأردن وعُمان وجيبوتي. وينضم الخريجون إلى مجتمع إلكتروني يتبادلون فيه خطط الدروس ويواصلون التعلم معاً.",
    ),
    image: "/images/illustrations/ill-41.svg",
    mainImage: "/images/illustrations/ill-45.svg",
    logo: "/images/logos/logo-04.svg",
  },
  {
    id: 4,
    titleEn: "Skills Bridge",
    titleAr: "جسر المهارات",
    descriptionEn: paragraphs(
      "Skills Bridge awards full scholarships at the Manar Applied Technology School and the Manar Printing Academy to young people from low-income families, with at least half of all places reserved for young women. Scholars receive tuition, transport, a monthly allowance and a personal mentor from industry.",
      "Since 2019, 740 scholars have graduated and 88% found skilled jobs within six months. Partner employers guarantee an interview to every graduate and help us update the training each year.",
    ),
    descriptionAr: paragraphs(
      "يقدم برنامج «جسر المهارات» منحاً دراسية كاملة في مدرسة منار للتقنية التطبيقية وأكاديمية منار للطباعة للشباب من الأسر محدودة الدخل، مع تخصيص نصف المقاعد على الأقل للشابات. ويحصل المستفيدون على الرسوم الدراسية والمواصلات ومخصص شهري ومرشد شخصي من القطاع الصناعي.",
      "ومنذ عام 2019 تخرّج في البرنامج 740 مستفيداً ومستفيدة، حصل 88% منهم على وظائف تتطلب مهارات متخصصة خلال ستة أشهر. ويضمن أصحاب العمل الشركاء إجراء مقابلة توظيف لكل خريج، ويساعدوننا على تحديث محتوى التدريب كل عام.",
    ),
    image: "/images/illustrations/ill-34.svg",
    mainImage: "/images/illustrations/ill-47.svg",
    logo: "/images/logos/logo-11.svg",
  },
  {
    id: 5,
    titleEn: "Books for Every Reader",
    titleAr: "كتاب لكل قارئ",
    descriptionEn: paragraphs(
      "Books for Every Reader produces accessible editions of our school textbooks for students with visual impairments and learning difficulties: braille and large-print books, audio versions narrated by professional voice actors, and dyslexia-friendly layouts.",
      "Working with special-education centres and ministries of education, we have distributed more than 18,000 accessible books free of charge since 2020, so that every student in a class can follow the same lesson at the same time as their classmates.",
    ),
    descriptionAr: paragraphs(
      "يُنتج برنامج «كتاب لكل قارئ» نسخاً ميسّرة من كتبنا المدرسية للطلاب ذوي الإعاقة البصرية وصعوبات التعلم، تشمل كتباً بطريقة برايل وأخرى بحروف كبيرة، ونسخاً صوتية بأداء معلقين محترفين، وتصاميم صفحات تراعي احتياجات ذوي عسر القراءة.",
      "وبالتعاون مع مراكز التربية الخاصة ووزارات التعليم، وزّعنا مجاناً أكثر من 18,000 كتاب ميسّر منذ عام 2020، ليتمكن كل طالب في الفصل من متابعة الدرس نفسه في الوقت نفسه مع زملائه.",
    ),
    image: "/images/illustrations/ill-38.svg",
    mainImage: "/images/illustrations/ill-46.svg",
    logo: "/images/logos/logo-09.svg",
  },
  {
    id: 6,
    titleEn: "Learning Never Stops",
    titleAr: "التعلّم لا يتوقف",
    descriptionEn: paragraphs(
      "When conflict or natural disaster closes schools, Learning Never Stops keeps children learning. With humanitarian partners, we supply self-study kits containing printed workbooks, stationery and solar-powered tablets preloaded with offline lessons from the Qessatie and Manar Learn apps.",
      "Since 2021 more than 40,000 kits have reached displaced children in Sudan and neighbouring countries. Volunteer teachers also receive short training in psychosocial support and in running temporary learning spaces.",
    ),
    descriptionAr: paragraphs(
      "حين تُغلق النزاعات أو الكوارث الطبيعية أبواب المدارس، يحرص برنامج «التعلّم لا يتوقف» على ألا ينقطع الأطفال عن التعلم. فبالتعاون مع شركاء في العمل الإنساني، نوفر حقائب للتعلم الذاتي تضم كراسات تمارين مطبوعة وأدوات قرطاسية وأجهزة لوحية تعمل بالطاقة الشمسية، محمّلة بدروس من تطبيقَي «قصتي» و«منار تعلّم» تعمل دون اتصال بالإنترنت.",
      "ومنذ عام 2021 وصلت أكثر من 40,000 حقيبة إلى الأطفال النازحين في السودان والدول المجاورة. كما يتلقى المعلمون المتطوعون تدريباً قصيراً على تقديم الدعم النفسي والاجتماعي وإدارة مساحات التعلم المؤقتة.",
    ),
    image: "/images/illustrations/ill-42.svg",
    mainImage: "/images/illustrations/ill-48.svg",
    logo: "/images/logos/logo-06.svg",
  },
];
