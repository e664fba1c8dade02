/**
 * Seed content: thought-leadership blog posts (SPEC section 3, "News or blog details").
 * Descriptions are HTML rendered as markup by the blog details page.
 * Dates are deliberately not in order: lists sort them newest first.
 */
import type { BlogDetails } from "../../../app/content/schemas";

export const blogs: BlogDetails[] = [
  {
    id: 1,
    createdDate: "2025-03-18T08:00:00.000Z",
    image: "/images/illustrations/ill-37.svg",
    titleEn: "Five Habits of Families Who Raise Lifelong Readers",
    titleAr: "خمس عادات لدى الأسر التي تنشئ قرّاءً مدى الحياة",
    descriptionEn:
      "<p>Children who read for pleasure do better at school in almost every subject, yet the habit rarely forms by accident. Over the past five years our children's publishing team has spoken with hundreds of parents whose children love books. Their homes are not always full of shelves, but they share a few simple habits.</p>" +
      "<h3>What these families do</h3>" +
      "<ol><li><strong>They read aloud long after children can read alone.</strong> Listening to a story that is slightly above a child's reading level builds vocabulary and stamina.</li><li><strong>They let children choose.</strong> Comics, joke books and football magazines all count.</li><li><strong>They make books easy to reach.</strong> A basket by the sofa works better than a locked bookcase.</li><li><strong>They talk about books without testing.</strong> \"Which character would you like as a friend?\" beats \"What was the main idea?\"</li><li><strong>They are seen reading themselves.</strong> Children copy what adults do, not what they say.</li></ol>" +
      "<p>None of these habits requires money or special training. What they require is a little time, most days, protected from screens and schedules.</p>" +
      "<p>For age-appropriate suggestions, see the reading lists published by the <a href=\"https://www.example.org/family-reading\">family reading initiative</a>.</p>",
    descriptionAr:
      "<p>يتفوق الأطفال الذين يقرؤون بدافع المتعة في جميع المواد الدراسية تقريبًا، لكن عادة القراءة نادرًا ما تتشكل مصادفةً. وعلى مدى السنوات الخمس الماضية، تحدّث فريق النشر للأطفال لدينا مع مئات الآباء والأمهات الذين يعشق أطفالهم الكتب. ليست بيوتهم دائمًا مليئة بالرفوف، لكنهم يشتركون في عادات بسيطة.</p>" +
      "<h3>ماذا تفعل هذه الأسر؟</h3>" +
      "<ol><li><strong>تواصل القراءة الجهرية لأطفالها حتى بعد أن يتقنوا القراءة بمفردهم.</strong> فالاستماع إلى قصة تفوق مستوى الطفل القرائي قليلًا يثري مفرداته ويطيل نفَسه في القراءة.</li><li><strong>تترك للأطفال حرية الاختيار.</strong> القصص المصورة وكتب الطرائف ومجلات كرة القدم كلها قراءة.</li><li><strong>تضع الكتب في متناول اليد.</strong> سلة بجوار الأريكة أجدى من مكتبة موصدة.</li><li><strong>تتحدث عن الكتب دون امتحان.</strong> سؤال مثل «أي الشخصيات تودّ أن تصادقها؟» أفضل من «ما الفكرة الرئيسية؟».</li><li><strong>يراها الأطفال وهي تقرأ.</strong> فالأطفال يقلدون ما يفعله الكبار لا ما يقولونه.</li></ol>" +
      "<p>لا تتطلب أي من هذه العادات مالًا أو تدريبًا خاصًا، بل قليلًا من الوقت في معظم الأيام، بعيدًا عن الشاشات وزحمة المواعيد.</p>" +
      "<p>وللاطلاع على كتب مقترحة تناسب كل عمر، يمكنكم زيارة قوائم القراءة التي تنشرها <a href=\"https://www.example.org/family-reading\">مبادرة القراءة الأسرية</a>.</p>",
    blogsSideSection: {
      titleEn: "Try this tonight",
      titleAr: "جرّبوا ذلك الليلة",
      descriptionEn: "Read one chapter aloud, stop at an exciting moment and ask your child what they think will happen next. Then leave the book where they can find it.",
      descriptionAr: "اقرؤوا فصلًا واحدًا بصوت مسموع، وتوقفوا عند لحظة مشوّقة، واسألوا طفلكم عمّا يتوقع أن يحدث بعدها، ثم اتركوا الكتاب حيث يمكنه أن يجده.",
      image: "/images/illustrations/ill-13.svg",
    },
  },
  {
    id: 2,
    createdDate: "2026-02-04T09:30:00.000Z",
    image: "/images/illustrations/ill-19.svg",
    titleEn: "Assessment That Helps Students Learn, Not Just Prove They Have",
    titleAr: "تقويم يساعد الطالب على التعلّم لا على إثبات ما تعلّمه فحسب",
    descriptionEn:
      "<p>In many school systems, assessment still means the end-of-term exam: a single score that arrives too late to change anything. Yet decades of research show that the biggest gains come from assessment used <em>during</em> learning, to decide what to teach next.</p>" +
      "<p>Formative assessment does not need to be elaborate. The most effective techniques we see in classrooms take seconds, not hours:</p>" +
      "<ul><li>Hinge questions at the midpoint of a lesson, with answer options that reveal specific misconceptions</li><li>Mini whiteboards so every student answers, not just the confident few</li><li>Exit tickets that take two minutes and shape tomorrow's starter</li><li>Feedback that asks students to act on it, rather than a grade alone</li></ul>" +
      "<img src=\"/images/illustrations/ill-19.svg\" alt=\"A teacher reviewing student answers on a chart\">" +
      "<p>Summative tests still matter, for accountability and certification. But when schools invest as much thought in the daily check as in the final exam, the final exam tends to take care of itself.</p>" +
      "<p>Our assessment team has published a short guide to writing hinge questions, available from the <a href=\"https://assessment.manar-group.example/hinge-questions\">assessment resource centre</a>.</p>",
    descriptionAr:
      "<p>لا يزال التقويم في كثير من الأنظمة التعليمية مرادفًا لاختبار نهاية الفصل: درجة واحدة تصل بعد فوات أوان تغيير أي شيء. غير أن عقودًا من البحث تؤكد أن المكاسب الكبرى تتحقق حين يُوظَّف التقويم <em>في أثناء</em> التعلم، لتحديد ما ينبغي تدريسه تاليًا.</p>" +
      "<p>ولا يحتاج التقويم التكويني إلى إجراءات معقدة؛ فأكثر الأساليب فاعلية مما نراه في الفصول تستغرق ثوانيَ لا ساعات:</p>" +
      "<ul><li>أسئلة مفصلية في منتصف الدرس، بخيارات إجابة تكشف مفاهيم خاطئة بعينها</li><li>سبورات صغيرة تتيح لكل طالب أن يجيب، لا للقلة الواثقة وحدها</li><li>بطاقات خروج تستغرق دقيقتين وتحدد افتتاحية درس الغد</li><li>تغذية راجعة تطلب من الطالب أن يعمل بها، بدلًا من الاكتفاء بالدرجة</li></ul>" +
      "<img src=\"/images/illustrations/ill-19.svg\" alt=\"معلم يراجع إجابات الطلاب على رسم بياني\">" +
      "<p>تظل الاختبارات الختامية مهمة لأغراض المساءلة ومنح الشهادات، لكن حين تولي المدارس التحقق اليومي من الفهم القدر نفسه من العناية الذي توليه للاختبار النهائي، فإن نتائج الاختبار النهائي غالبًا ما تتحسن من تلقاء نفسها.</p>" +
      "<p>وقد نشر فريق التقويم لدينا دليلًا موجزًا لكتابة الأسئلة المفصلية، متاحًا في <a href=\"https://assessment.manar-group.example/hinge-questions\">مركز موارد التقويم</a>.</p>",
    blogsSideSection: {
      titleEn: "Key idea",
      titleAr: "الفكرة المحورية",
      descriptionEn: "Assessment is formative when its results change what the teacher or the student does next. The format matters far less than the follow-up.",
      descriptionAr: "يكون التقويم تكوينيًا حين تغيّر نتائجه ما يفعله المعلم أو الطالب بعدها. أما الشكل فأقل أهمية بكثير من المتابعة.",
      image: "/images/icons/icon-12.svg",
    },
  },
  {
    id: 3,
    createdDate: "2025-10-27T10:00:00.000Z",
    image: "/images/illustrations/ill-41.svg",
    titleEn: "AI in the Classroom: Questions Every School Should Ask First",
    titleAr: "الذكاء الاصطناعي في الفصل: أسئلة ينبغي لكل مدرسة أن تطرحها أولًا",
    descriptionEn:
      "<p>Generative AI arrived in classrooms faster than any technology before it, often through students' phones rather than school policy. Banning it has proved impractical; adopting it uncritically is risky. Between these extremes lies a set of questions that school leaders can work through with their teachers.</p>" +
      "<h3>Five questions before any AI tool is adopted</h3>" +
      "<ol><li>What learning problem does this tool solve, and how will we know it has?</li><li>Does it do the thinking for students, or prompt them to think?</li><li>Where is student data stored, and is it used to train the model?</li><li>Can teachers see and override what the tool tells students?</li><li>Does it work as well in Arabic as in English?</li></ol>" +
      "<p>In our own pilot of an AI mathematics tutor, the most important design decision was also the simplest: the tutor gives hints and asks questions, but never hands over the final answer. Students initially found this frustrating. By the end of the first term, many said it was the reason they finally understood a topic.</p>" +
      "<p>AI will not replace teachers, but teachers who understand its strengths and limits will shape how it is used. We recommend the <a href=\"https://www.example.org/ai-education-guidance\">international guidance on AI in education</a> as a starting point for school policies.</p>",
    descriptionAr:
      "<p>دخل الذكاء الاصطناعي التوليدي الفصول الدراسية أسرع من أي تقنية سبقته، وغالبًا عبر هواتف الطلاب لا عبر سياسات المدارس. وقد ثبت أن حظره غير عملي، وأن تبنّيه دون تمحيص محفوف بالمخاطر. وبين هذين الطرفين مجموعة من الأسئلة يمكن لقادة المدارس أن يتدارسوها مع معلميهم.</p>" +
      "<h3>خمسة أسئلة قبل اعتماد أي أداة للذكاء الاصطناعي</h3>" +
      "<ol><li>ما المشكلة التعليمية التي تعالجها هذه الأداة؟ وكيف سنعرف أنها عالجتها؟</li><li>هل تفكر الأداة نيابةً عن الطالب، أم تحفّزه على التفكير؟</li><li>أين تُحفظ بيانات الطلاب؟ وهل تُستخدم في تدريب النموذج؟</li><li>هل يستطيع المعلم الاطلاع على ما تقوله الأداة للطلاب وتعديله؟</li><li>هل تعمل بالكفاءة نفسها بالعربية كما بالإنجليزية؟</li></ol>" +
      "<p>في تجربتنا الخاصة لمعلم مساعد في الرياضيات يعمل بالذكاء الاصطناعي، كان أهم قرار في التصميم هو أبسطها: يقدّم المساعد التلميحات ويطرح الأسئلة، لكنه لا يسلّم الإجابة النهائية أبدًا. شعر الطلاب بالإحباط من ذلك في البداية، وبنهاية الفصل الأول قال كثير منهم إن هذا تحديدًا ما جعلهم يفهمون الموضوع أخيرًا.</p>" +
      "<p>لن يحلّ الذكاء الاصطناعي محل المعلم، لكن المعلمين الذين يدركون مواطن قوته وحدوده هم من سيحددون طريقة توظيفه. ونوصي بـ<a href=\"https://www.example.org/ai-education-guidance\">التوجيهات الدولية بشأن الذكاء الاصطناعي في التعليم</a> منطلقًا لصياغة السياسات المدرسية.</p>",
    blogsSideSection: {
      titleEn: "Our principles",
      titleAr: "مبادئنا",
      descriptionEn: "Teachers stay in charge. Student data stays in the country and is never used to train models. Tools must support thinking, not replace it.",
      descriptionAr: "المعلم هو صاحب القرار. تبقى بيانات الطلاب داخل الدولة ولا تُستخدم في تدريب النماذج. وعلى الأدوات أن تدعم التفكير لا أن تحلّ محله.",
      image: "/images/icons/icon-13.svg",
    },
  },
  {
    id: 4,
    createdDate: "2025-06-15T07:30:00.000Z",
    image: "/images/illustrations/ill-44.svg",
    titleEn: "Why Early-Grade Arabic Reading Deserves More Attention",
    titleAr: "لماذا تستحق القراءة العربية في الصفوف الأولى اهتمامًا أكبر؟",
    descriptionEn:
      "<p>International assessments consistently show that many children in the Arab region reach the end of primary school without reading fluently. The causes are complex, but one stands out: the gap between the spoken dialect children grow up with and the Modern Standard Arabic of their textbooks.</p>" +
      "<p>Children are, in effect, learning to read in a language variety they rarely hear. That does not make the task impossible, but it does mean that early-grade teaching must be deliberate about vocabulary, oral language and listening comprehension, not only letters and sounds.</p>" +
      "<h3>What works in the early grades</h3>" +
      "<ul><li>Systematic teaching of letter–sound relationships, with diacritics, in the first year</li><li>Daily read-alouds in Standard Arabic to build an ear for the language</li><li>Decodable books that let children practise only what they have been taught</li><li>Short, regular fluency checks to catch difficulties early</li></ul>" +
      "<img src=\"/images/illustrations/ill-44.svg\" alt=\"A child practising Arabic letters with a teacher\">" +
      "<p>The <a href=\"https://www.example.org/arabic-early-reading\">regional early-reading research network</a> has published accessible summaries of recent studies for teachers and parents.</p>",
    descriptionAr:
      "<p>تُظهر التقييمات الدولية باستمرار أن كثيرًا من الأطفال في المنطقة العربية يصلون إلى نهاية المرحلة الابتدائية دون أن يقرؤوا بطلاقة. والأسباب متشعبة، لكن أحدها يبرز بوضوح: الفجوة بين اللهجة المحكية التي ينشأ عليها الطفل والعربية الفصحى التي كُتبت بها كتبه المدرسية.</p>" +
      "<p>فالطفل في الواقع يتعلم القراءة بمستوى لغوي قلّما يسمعه. ولا يجعل ذلك المهمة مستحيلة، لكنه يعني أن التدريس في الصفوف الأولى ينبغي أن يُعنى عن قصد بالمفردات واللغة الشفهية وفهم المسموع، لا بالحروف والأصوات وحدها.</p>" +
      "<h3>ما الذي ينجح في الصفوف الأولى؟</h3>" +
      "<ul><li>تعليم منهجي للعلاقة بين الحرف وصوته، مع الحركات، في السنة الأولى</li><li>قراءة جهرية يومية بالفصحى تُعوّد الأذن على إيقاع اللغة</li><li>كتب مضبوطة الحروف لا يتدرب فيها الطفل إلا على ما تعلّمه</li><li>قياسات قصيرة ومنتظمة للطلاقة لاكتشاف الصعوبات مبكرًا</li></ul>" +
      "<img src=\"/images/illustrations/ill-44.svg\" alt=\"طفل يتدرب على الحروف العربية مع معلمته\">" +
      "<p>وقد نشرت <a href=\"https://www.example.org/arabic-early-reading\">الشبكة الإقليمية لأبحاث القراءة المبكرة</a> ملخصات ميسّرة لأحدث الدراسات موجهة إلى المعلمين وأولياء الأمور.</p>",
    blogsSideSection: null,
  },
  {
    id: 5,
    createdDate: "2026-04-22T08:15:00.000Z",
    image: "/images/illustrations/ill-31.svg",
    titleEn: "Vocational Education Is a First Choice, Not a Fallback",
    titleAr: "التعليم المهني خيار أول لا خطة بديلة",
    descriptionEn:
      "<p>In much of the region, technical and vocational education still carries a stigma: it is where students go if they cannot get into university. Meanwhile, employers in energy, manufacturing, logistics and hospitality struggle to find skilled technicians, and many university graduates struggle to find work.</p>" +
      "<p>Changing perceptions takes more than advertising. From our experience running an applied technology college and an industrial apprenticeship programme, four things make the biggest difference:</p>" +
      "<ol><li><strong>Real employer involvement</strong> in designing programmes and hiring graduates</li><li><strong>Clear progression routes</strong> from diplomas to higher qualifications</li><li><strong>Modern facilities</strong> that look like the workplaces students aspire to</li><li><strong>Published outcomes</strong>, so families can compare employment rates and salaries</li></ol>" +
      "<p>When 82% of graduates are in work within six months, the conversation with parents changes. Vocational education becomes a smart route into a good career, not a consolation prize.</p>" +
      "<p>Read the <a href=\"https://www.example.org/tvet-outcomes-report\">regional report on vocational graduate outcomes</a> for comparative data across countries.</p>",
    descriptionAr:
      "<p>لا يزال التعليم التقني والمهني في كثير من بلدان المنطقة يحمل وصمة اجتماعية، بوصفه الوجهة التي يقصدها من لم يُقبل في الجامعة. وفي الوقت ذاته، تعاني جهات التوظيف في قطاعات الطاقة والتصنيع والخدمات اللوجستية والضيافة من ندرة الفنيين المهرة، بينما يعاني كثير من خريجي الجامعات في البحث عن عمل.</p>" +
      "<p>ولا يكفي الإعلان وحده لتغيير هذه الصورة. فمن واقع خبرتنا في تشغيل كلية للتقنية التطبيقية وبرنامج للتلمذة الصناعية، ثمة أربعة عوامل تُحدث الفارق الأكبر:</p>" +
      "<ol><li><strong>مشاركة حقيقية لجهات التوظيف</strong> في تصميم البرامج وتوظيف الخريجين</li><li><strong>مسارات تقدّم واضحة</strong> من الدبلوم إلى المؤهلات الأعلى</li><li><strong>مرافق حديثة</strong> تشبه بيئات العمل التي يطمح إليها الطلاب</li><li><strong>نتائج معلنة</strong> تتيح للأسر مقارنة نسب التوظيف والرواتب</li></ol>" +
      "<p>حين يعمل 82% من الخريجين خلال ستة أشهر من تخرجهم، يتغير الحديث مع أولياء الأمور، ويصبح التعليم المهني طريقًا ذكيًا إلى مهنة واعدة لا جائزة ترضية.</p>" +
      "<p>ولمقارنة البيانات بين الدول، يمكن الاطلاع على <a href=\"https://www.example.org/tvet-outcomes-report\">التقرير الإقليمي حول مآلات خريجي التعليم المهني</a>.</p>",
    blogsSideSection: {
      titleEn: "By the numbers",
      titleAr: "بلغة الأرقام",
      descriptionEn: "82% of our college graduates are employed within six months, and 89% of apprentices are hired by the company that trained them.",
      descriptionAr: "يعمل 82% من خريجي كليتنا خلال ستة أشهر، وتوظّف الشركات المستضيفة 89% من المتدربين في برنامج التلمذة الصناعية.",
      image: "/images/icons/icon-06.svg",
    },
  },
  {
    id: 6,
    createdDate: "2025-08-05T11:00:00.000Z",
    image: "/images/illustrations/ill-45.svg",
    titleEn: "The Greener Textbook: What Sustainable Printing Really Involves",
    titleAr: "الكتاب المدرسي الأخضر: ما الذي تعنيه الطباعة المستدامة فعلًا؟",
    descriptionEn:
      "<p>Printed books are sometimes presented as the environmental villain of education, with digital content as the clean alternative. The reality is more nuanced. Devices and data centres have their own footprint, and a well-made textbook used by several students over several years can be a remarkably efficient learning tool.</p>" +
      "<p>That does not let printers off the hook. At our plants, the biggest reductions have come from a handful of measures:</p>" +
      "<ul><li>Certified paper from responsibly managed forests</li><li>Solar generation and heat recovery in the pressroom</li><li>Vegetable-based inks that make recycling easier</li><li>Print runs planned from accurate enrolment data to avoid surplus stock</li><li>Durable bindings that let schools reuse books for three years or more</li></ul>" +
      "<p>The last two points are often overlooked. The greenest book is the one that is not printed unnecessarily, and the next greenest is the one that survives long enough to be used again.</p>" +
      "<p>We publish our methodology and annual figures in the <a href=\"https://sustainability.manar-group.example/printing\">printing sustainability report</a>.</p>",
    descriptionAr:
      "<p>يُصوَّر الكتاب المطبوع أحيانًا على أنه العبء البيئي الأكبر في التعليم، في حين يُقدَّم المحتوى الرقمي بديلًا نظيفًا. غير أن الواقع أكثر تعقيدًا؛ فللأجهزة ومراكز البيانات بصمتها البيئية أيضًا، والكتاب المدرسي الجيد الصنع الذي يتداوله عدة طلاب على مدى سنوات قد يكون أداة تعلّم عالية الكفاءة.</p>" +
      "<p>ولا يعفي ذلك المطابع من مسؤوليتها. ففي مصانعنا، تحققت أكبر التخفيضات عبر عدد محدود من الإجراءات:</p>" +
      "<ul><li>ورق معتمد مصدره غابات تُدار بمسؤولية</li><li>توليد الطاقة الشمسية واستعادة الحرارة في صالات الطباعة</li><li>أحبار نباتية الأساس تسهّل إعادة التدوير</li><li>تخطيط كميات الطباعة وفق بيانات دقيقة لأعداد الطلاب لتجنب الفائض</li><li>تجليد متين يتيح للمدارس إعادة استخدام الكتب ثلاث سنوات أو أكثر</li></ul>" +
      "<p>وكثيرًا ما يُغفَل البندان الأخيران، مع أن أكثر الكتب مراعاةً للبيئة هو الكتاب الذي لا يُطبع دون حاجة، ويليه الكتاب الذي يصمد طويلًا بما يكفي ليُستخدم من جديد.</p>" +
      "<p>وننشر منهجيتنا وأرقامنا السنوية في <a href=\"https://sustainability.manar-group.example/printing\">تقرير استدامة الطباعة</a>.</p>",
    blogsSideSection: {
      titleEn: "Did you know?",
      titleAr: "هل تعلم؟",
      descriptionEn: "Reusing a textbook for a second year roughly halves its footprint per student. Durable binding often saves more carbon than any change to the paper itself.",
      descriptionAr: "إعادة استخدام الكتاب المدرسي لعام ثانٍ تخفّض بصمته الكربونية لكل طالب إلى النصف تقريبًا، وكثيرًا ما يوفّر التجليد المتين من الكربون أكثر مما يوفّره أي تغيير في الورق نفسه.",
      image: "/images/icons/icon-16.svg",
    },
  },
  {
    id: 7,
    createdDate: "2026-09-08T08:45:00.000Z",
    image: "/images/illustrations/ill-27.svg",
    titleEn: "Keeping Good Teachers: Lessons on Wellbeing and Retention",
    titleAr: "الحفاظ على المعلمين الأكفاء: دروس في الرفاه المهني والاستبقاء",
    descriptionEn:
      "<p>Every school leader knows the cost of losing a good teacher: disrupted classes, recruitment expenses and months before a replacement is fully effective. Salary matters, but exit interviews across our partner schools point repeatedly to other factors.</p>" +
      "<h3>What teachers told us</h3>" +
      "<ul><li>Administrative tasks that take time away from planning and teaching</li><li>Feeling observed and judged rather than supported</li><li>Little say in decisions that affect their classrooms</li><li>Few opportunities to grow without leaving the classroom</li></ul>" +
      "<p>Schools with the best retention rates respond in practical ways. They audit and cut paperwork, replace one-off graded observations with regular coaching, involve teachers in setting priorities and create lead-teacher roles that reward expertise.</p>" +
      "<p>None of this is expensive. It is, however, a matter of leadership attention. The <a href=\"https://www.example.org/teacher-workload-toolkit\">teacher workload toolkit</a> offers a useful way to begin the conversation with staff.</p>",
    descriptionAr:
      "<p>يدرك كل قائد مدرسي كلفة خسارة معلم كفء: اضطراب في الفصول، ونفقات استقطاب، وأشهر تمضي قبل أن يبلغ البديل كامل فاعليته. وللراتب أهميته بلا شك، لكن مقابلات نهاية الخدمة في المدارس الشريكة لنا تشير مرارًا إلى عوامل أخرى.</p>" +
      "<h3>ماذا قال لنا المعلمون؟</h3>" +
      "<ul><li>مهام إدارية تستنزف الوقت المخصص للتخطيط والتدريس</li><li>شعور بأنهم مراقَبون ومحاسَبون لا مدعومون</li><li>ضعف مشاركتهم في القرارات التي تمس فصولهم</li><li>قلة فرص النمو المهني دون مغادرة الفصل الدراسي</li></ul>" +
      "<p>أما المدارس صاحبة أعلى معدلات الاستبقاء فتستجيب بخطوات عملية: تراجع الأعمال الورقية وتقلّصها، وتستبدل بالزيارات التقييمية المتفرقة توجيهًا منتظمًا، وتشرك المعلمين في تحديد الأولويات، وتستحدث أدوار «المعلم القائد» التي تكافئ الخبرة.</p>" +
      "<p>لا يكلّف شيء من ذلك كثيرًا، لكنه يتطلب اهتمامًا حقيقيًا من القيادة. وتقدّم <a href=\"https://www.example.org/teacher-workload-toolkit\">حقيبة أدوات أعباء المعلمين</a> مدخلًا مفيدًا لبدء الحوار مع الكادر التعليمي.</p>",
    blogsSideSection: null,
  },
  {
    id: 8,
    createdDate: "2025-12-16T09:00:00.000Z",
    image: "/images/illustrations/ill-15.svg",
    titleEn: "Designing Digital Learning for Right-to-Left Readers",
    titleAr: "تصميم التعلم الرقمي لقرّاء العربية من اليمين إلى اليسار",
    descriptionEn:
      "<p>Most learning platforms are designed in English and then translated. For Arabic-speaking students the result is familiar: progress bars that fill the wrong way, icons that point backwards and equations that scramble when placed inside a sentence. Small irritations add up to a clear message that the product was not built for them.</p>" +
      "<p>Designing right-to-left first means rethinking the whole layout, not flipping it at the end. Our design team works to a short checklist:</p>" +
      "<ol><li>Mirror navigation, progress indicators and directional icons, but not media controls or clocks</li><li>Use typefaces designed for Arabic, with enough line height for diacritics</li><li>Test mixed-direction content such as formulas, code and English terms</li><li>Avoid Latin-only features such as automatic capitalisation and hyphenation</li><li>Test with native readers on real devices, not just in a browser emulator</li></ol>" +
      "<img src=\"/images/illustrations/ill-15.svg\" alt=\"Wireframes of a right-to-left learning interface\">" +
      "<p>The <a href=\"https://www.example.org/rtl-design-guidelines\">open right-to-left design guidelines</a> are an excellent reference for product teams.</p>",
    descriptionAr:
      "<p>تُصمَّم معظم منصات التعلم بالإنجليزية ثم تُترجَم، والنتيجة مألوفة لدى الطلاب الناطقين بالعربية: أشرطة تقدّم تمتلئ في الاتجاه الخاطئ، وأيقونات تشير إلى الوراء، ومعادلات تضطرب حين توضع داخل جملة عربية. منغّصات صغيرة تتراكم لتبعث برسالة واضحة مفادها أن المنتج لم يُصنع من أجلهم.</p>" +
      "<p>والتصميم من اليمين إلى اليسار أولًا يعني إعادة التفكير في التخطيط بأكمله لا قلبه في اللحظة الأخيرة. ويعمل فريق التصميم لدينا وفق قائمة تحقق موجزة:</p>" +
      "<ol><li>عكس اتجاه التنقل ومؤشرات التقدم والأيقونات الاتجاهية، دون عكس أزرار تشغيل الوسائط أو الساعات</li><li>استخدام خطوط مصممة للعربية، مع تباعد كافٍ بين الأسطر لاستيعاب الحركات</li><li>اختبار المحتوى المختلط الاتجاه كالمعادلات والشيفرات البرمجية والمصطلحات الإنجليزية</li><li>تجنب الخصائص الخاصة بالحروف اللاتينية كالتكبير التلقائي للحروف وتقسيم الكلمات</li><li>الاختبار مع قرّاء من أبناء اللغة على أجهزة حقيقية، لا في محاكي المتصفح فقط</li></ol>" +
      "<img src=\"/images/illustrations/ill-15.svg\" alt=\"مخططات أولية لواجهة تعلّم من اليمين إلى اليسار\">" +
      "<p>وتُعد <a href=\"https://www.example.org/rtl-design-guidelines\">الإرشادات المفتوحة لتصميم الواجهات من اليمين إلى اليسار</a> مرجعًا ممتازًا لفرق تطوير المنتجات.</p>",
    blogsSideSection: {
      titleEn: "Quick test",
      titleAr: "اختبار سريع",
      descriptionEn: "Open your platform in Arabic and type an equation such as 2x + 3 = 11 inside a sentence. If it displays correctly, you are ahead of most products on the market.",
      descriptionAr: "افتح منصتك باللغة العربية واكتب معادلة مثل 2x + 3 = 11 داخل جملة. إن ظهرت بصورة صحيحة، فأنت متقدم على معظم المنتجات في السوق.",
      image: "/images/icons/icon-08.svg",
    },
  },
  {
    id: 9,
    createdDate: "2025-04-29T07:00:00.000Z",
    image: "/images/illustrations/ill-25.svg",
    titleEn: "Play Is Serious Learning in the Early Years",
    titleAr: "اللعب تعلّم جاد في السنوات الأولى",
    descriptionEn:
      "<p>Parents sometimes worry that a kindergarten full of blocks, sand and dressing-up clothes is wasting precious time that could be spent on worksheets. The evidence points the other way: well-planned play builds the language, self-regulation and early mathematical thinking on which later school success depends.</p>" +
      "<p>Play-based does not mean unstructured. In the early-childhood centres we run, educators plan play carefully and join in with purpose:</p>" +
      "<ul><li>Building with blocks becomes a conversation about size, shape and balance</li><li>A pretend shop introduces counting, money and polite requests</li><li>Story retelling with puppets develops vocabulary and sequencing</li><li>Turn-taking games practise patience and following rules</li></ul>" +
      "<p>Formal reading and writing still have their place, but they land better when children arrive with rich spoken language and the confidence to try.</p>" +
      "<p>Families looking for home activities can find ideas in the <a href=\"https://www.example.org/early-years-play-ideas\">early-years play ideas library</a>.</p>",
    descriptionAr:
      "<p>يقلق بعض أولياء الأمور من أن روضةً تملؤها المكعبات والرمل وملابس التنكر تهدر وقتًا ثمينًا كان يمكن أن يُقضى في حل أوراق العمل. غير أن الأدلة تشير إلى العكس: فاللعب المخطط له جيدًا يبني اللغة والتنظيم الذاتي ومبادئ التفكير الرياضي التي يقوم عليها النجاح المدرسي لاحقًا.</p>" +
      "<p>ولا يعني التعلم القائم على اللعب غياب التنظيم؛ ففي مراكز الطفولة المبكرة التي نديرها، تخطط المربيات للعب بعناية ويشاركن فيه بهدف واضح:</p>" +
      "<ul><li>البناء بالمكعبات يتحول إلى حوار عن الحجم والشكل والتوازن</li><li>الدكان التمثيلي يقدّم العدّ والنقود وآداب الطلب</li><li>إعادة سرد القصص بالدمى تنمّي المفردات وترتيب الأحداث</li><li>ألعاب تبادل الأدوار تدرّب على الصبر واتباع القواعد</li></ul>" +
      "<p>للقراءة والكتابة الرسميتين مكانهما بلا شك، لكنهما تؤتيان ثمارهما على نحو أفضل حين يصل الطفل بحصيلة لغوية شفهية غنية وثقة تدفعه إلى المحاولة.</p>" +
      "<p>ويمكن للأسر الباحثة عن أنشطة منزلية أن تجد أفكارًا في <a href=\"https://www.example.org/early-years-play-ideas\">مكتبة أفكار اللعب للسنوات الأولى</a>.</p>",
    blogsSideSection: null,
  },
  {
    id: 10,
    createdDate: "2026-06-30T10:30:00.000Z",
    image: "/images/illustrations/ill-09.svg",
    titleEn: "Measuring the Return on Corporate Training",
    titleAr: "قياس العائد من التدريب المؤسسي",
    descriptionEn:
      "<p>Training budgets are among the first to be cut when times are hard, often because learning teams report activity rather than impact: courses delivered, hours completed, satisfaction scores. Executives want to know whether the business is performing better.</p>" +
      "<p>Measuring return on training is rarely precise, but it can be credible. The organisations we work with follow a simple sequence:</p>" +
      "<ol><li>Agree the business metric first, such as complaint resolution time, sales conversion or error rates</li><li>Design the programme around the behaviours that drive that metric</li><li>Involve line managers in reinforcing those behaviours after training</li><li>Compare trained and not-yet-trained teams over the same period</li></ol>" +
      "<p>At one bank academy we operate, branches whose staff completed the service excellence track cut complaint resolution time by 18%, a figure the executive committee could weigh directly against the programme's cost.</p>" +
      "<p>For a practical framework, see the <a href=\"https://www.example.org/learning-impact-framework\">learning impact measurement framework</a>.</p>",
    descriptionAr:
      "<p>تأتي ميزانيات التدريب في مقدمة ما يُقتطع حين تشتد الظروف، وكثيرًا ما يعود ذلك إلى أن فرق التعلم تقدّم تقارير عن النشاط لا عن الأثر: عدد الدورات المنفذة، وساعات التدريب المنجزة، ونسب الرضا. أما القيادات التنفيذية فتريد أن تعرف هل تحسّن أداء المؤسسة فعلًا.</p>" +
      "<p>نادرًا ما يكون قياس العائد من التدريب دقيقًا تمامًا، لكنه يمكن أن يكون موثوقًا. وتتبع المؤسسات التي نعمل معها تسلسلًا بسيطًا:</p>" +
      "<ol><li>الاتفاق أولًا على مؤشر الأعمال المستهدف، كزمن معالجة الشكاوى أو معدل إتمام المبيعات أو نسب الأخطاء</li><li>تصميم البرنامج حول السلوكيات التي تحرّك هذا المؤشر</li><li>إشراك المديرين المباشرين في ترسيخ تلك السلوكيات بعد التدريب</li><li>مقارنة الفرق التي تلقّت التدريب بتلك التي لم تتلقه بعد خلال الفترة ذاتها</li></ol>" +
      "<p>وفي إحدى أكاديميات البنوك التي نديرها، خفّضت الفروع التي أتمّ موظفوها مسار التميز في خدمة العملاء زمن معالجة الشكاوى بنسبة 18%، وهو رقم استطاعت اللجنة التنفيذية أن تزنه مباشرة مقابل كلفة البرنامج.</p>" +
      "<p>وللاطلاع على إطار عملي، يمكن الرجوع إلى <a href=\"https://www.example.org/learning-impact-framework\">إطار قياس أثر التعلم</a>.</p>",
    blogsSideSection: {
      titleEn: "Start here",
      titleAr: "ابدأ من هنا",
      descriptionEn: "Before approving a programme, ask one question: which business number should move, by how much and by when? If nobody can answer, the programme is not ready.",
      descriptionAr: "قبل اعتماد أي برنامج، اطرح سؤالًا واحدًا: أي مؤشر في الأعمال ينبغي أن يتحرك، وبأي مقدار، ومتى؟ إن لم يستطع أحد الإجابة، فالبرنامج ليس جاهزًا بعد.",
      image: "/images/icons/icon-04.svg",
    },
  },
  {
    id: 11,
    createdDate: "2025-01-26T09:20:00.000Z",
    image: "/images/illustrations/ill-17.svg",
    titleEn: "Teaching Arabic to Non-Native Speakers: Start With Talk",
    titleAr: "تعليم العربية للناطقين بغيرها: ابدأ بالحديث",
    descriptionEn:
      "<p>Many non-native learners of Arabic spend years studying grammar and script yet still hesitate to order a coffee or ask for directions. The problem is rarely effort. It is usually a course that treats Arabic as a subject to analyse rather than a language to use.</p>" +
      "<p>Communicative approaches reverse the order. Learners begin with short, useful exchanges and meet grammar when they need it to say something new. In the international schools that use our course series, teachers report that students who speak from the first week are far more motivated to master the script.</p>" +
      "<ul><li>Open each lesson with a real communicative task</li><li>Recycle vocabulary across units rather than teaching it once</li><li>Use authentic audio from children and adults across the Arab world</li><li>Assess speaking and listening as seriously as reading and writing</li></ul>" +
      "<p>Arabic is not harder to learn than other languages; it is often taught in a harder way. The <a href=\"https://www.example.org/arabic-additional-language-framework\">framework for Arabic as an additional language</a> offers level descriptors that support this shift.</p>",
    descriptionAr:
      "<p>يقضي كثير من متعلمي العربية من غير الناطقين بها سنوات في دراسة القواعد والخط، ثم يتردد أحدهم في طلب فنجان قهوة أو السؤال عن الطريق. ونادرًا ما تكمن المشكلة في قلة الجهد، بل في مقررات تتعامل مع العربية بوصفها مادة للتحليل لا لغةً للاستعمال.</p>" +
      "<p>أما المداخل التواصلية فتقلب هذا الترتيب؛ إذ يبدأ المتعلمون بحوارات قصيرة نافعة، ويلتقون بالقاعدة حين يحتاجونها للتعبير عن معنى جديد. وفي المدارس الدولية التي تعتمد سلسلتنا، يفيد المعلمون بأن الطلاب الذين يتحدثون منذ الأسبوع الأول يكونون أكثر حماسًا لإتقان الكتابة.</p>" +
      "<ul><li>افتتح كل درس بمهمة تواصلية حقيقية</li><li>أعد تدوير المفردات عبر الوحدات بدلًا من تقديمها مرة واحدة</li><li>استعن بتسجيلات أصيلة لأطفال وكبار من أنحاء العالم العربي</li><li>قيّم مهارتي المحادثة والاستماع بالجدية نفسها التي تقيّم بها القراءة والكتابة</li></ul>" +
      "<p>ليست العربية أصعب تعلّمًا من غيرها من اللغات، لكنها كثيرًا ما تُدرَّس بطريقة أصعب. ويقدّم <a href=\"https://www.example.org/arabic-additional-language-framework\">إطار تعليم العربية لغةً إضافية</a> واصفات للمستويات تدعم هذا التحول.</p>",
    blogsSideSection: {
      titleEn: "Classroom tip",
      titleAr: "نصيحة للفصل",
      descriptionEn: "Give every pair of students two minutes to ask each other three questions using the new words of the day. Short, frequent talk beats long, rare presentations.",
      descriptionAr: "امنح كل طالبين دقيقتين ليطرح كل منهما على الآخر ثلاثة أسئلة بكلمات اليوم الجديدة؛ فالحديث القصير المتكرر أجدى من العروض الطويلة المتباعدة.",
      image: "/images/illustrations/ill-21.svg",
    },
  },
  {
    id: 12,
    createdDate: "2026-10-13T08:00:00.000Z",
    image: "/images/illustrations/ill-11.svg",
    titleEn: "Inclusive by Design: Universal Design for Learning in Practice",
    titleAr: "الدمج منذ التصميم: التصميم الشامل للتعلم في الممارسة",
    descriptionEn:
      "<p>Inclusion is often treated as an adjustment made after the fact: a large-print copy here, an extra teaching assistant there. Universal Design for Learning starts from a different premise. If lessons and materials are designed from the outset for the full range of learners, fewer students need special arrangements, and everyone benefits.</p>" +
      "<h3>Three principles, applied</h3>" +
      "<ul><li><strong>Multiple means of representation:</strong> present key ideas as text, image, audio and demonstration</li><li><strong>Multiple means of action and expression:</strong> let students show understanding by writing, speaking, drawing or building</li><li><strong>Multiple means of engagement:</strong> offer choice and connect tasks to students' interests</li></ul>" +
      "<img src=\"/images/illustrations/ill-11.svg\" alt=\"Students using Braille, audio and printed versions of the same book\">" +
      "<p>In publishing, this means preparing structured master files so that Braille, audio and large-print editions can be produced at the same time as the printed book. In classrooms, it means planning one lesson with several entry points rather than three separate lessons.</p>" +
      "<p>The <a href=\"https://www.example.org/udl-guidelines\">UDL guidelines</a> offer a detailed, research-based checklist for teachers and curriculum designers.</p>",
    descriptionAr:
      "<p>كثيرًا ما يُنظر إلى الدمج على أنه تعديلات لاحقة: نسخة بالخط المكبّر هنا، ومعلم مساعد إضافي هناك. أما التصميم الشامل للتعلم فينطلق من فرضية مختلفة؛ فإذا صُمِّمت الدروس والمواد منذ البداية لتلائم المتعلمين على اختلافهم، قلّ عدد من يحتاجون إلى ترتيبات خاصة، وعمّت الفائدة الجميع.</p>" +
      "<h3>ثلاثة مبادئ في التطبيق</h3>" +
      "<ul><li><strong>تعدد وسائل العرض:</strong> تقديم الأفكار الرئيسية نصًا وصورةً وصوتًا وعرضًا عمليًا</li><li><strong>تعدد وسائل التعبير والأداء:</strong> إتاحة المجال للطلاب لإظهار فهمهم كتابةً أو حديثًا أو رسمًا أو بناءً</li><li><strong>تعدد وسائل التحفيز:</strong> منح الطلاب حرية الاختيار وربط المهام باهتماماتهم</li></ul>" +
      "<img src=\"/images/illustrations/ill-11.svg\" alt=\"طلاب يستخدمون نسخًا بطريقة برايل وصوتية ومطبوعة من الكتاب نفسه\">" +
      "<p>وفي النشر، يعني ذلك إعداد ملفات أصلية منظّمة البنية تتيح إنتاج نسخ برايل والنسخ الصوتية والمكبّرة في الوقت نفسه الذي يصدر فيه الكتاب المطبوع. وفي الفصل، يعني التخطيط لدرس واحد بمداخل متعددة بدلًا من ثلاثة دروس منفصلة.</p>" +
      "<p>وتقدّم <a href=\"https://www.example.org/udl-guidelines\">إرشادات التصميم الشامل للتعلم</a> قائمة تحقق تفصيلية قائمة على البحث العلمي للمعلمين ومصممي المناهج.</p>",
    blogsSideSection: null,
  },
];
