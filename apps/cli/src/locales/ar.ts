import type { CliLocaleCatalogue, CliMessages } from '../messages/CliLocalizer.js';

/** The command line's Arabic words: `locales/ar.ts`. */
const messages = {
  'cli.help.program': `الاستخدام: elicitkit '<أمر>' [خيارات]

يستدعي أدوات MCP التي تتوقف لتطرح عليك سؤالًا (الاستيضاح)، ويتحقق من الطريقة التي
سيعرض بها العملاء أسئلة الخادم.

الأوامر:
{commands}

يقبل كل أمر --locale '<وسم>' ({locales})؛ والافتراضي من
LC_ALL أو LC_MESSAGES أو LANG، وإلا فالإنجليزية.

يعرض --verbose ما تسجّله مكتبة MCP (وقد يقتبس كلام الخادم أو خادم
التفويض التابع له)، مع الإشارة إلى أنه ليس من كلام elicitkit.

شغّل 'elicitkit '<أمر>' --help' لعرض خيارات الأمر ورموز خروجه.
`,
  'cli.summary.checkSchema': 'يعرض كيف سيرى العملاء طلب استيضاح، ويتحقق من إجابة',
  'cli.summary.call': 'يشغّل أداة على خادم MCP، ويجيب عن أسئلتها في الطرفية',
  'cli.summary.task': 'يتابع مهمة قيد التشغيل بمعرّفها، ويجيب عن أسئلتها',
  'cli.summary.tools': 'يسرد الأدوات التي يقدمها خادم MCP',
  'cli.summary.login': 'يسجّل الدخول إلى خادم MCP يتطلب تفويضًا',
  'cli.summary.logout': 'ينسى (ويُبطل) تسجيل الدخول المحفوظ لخادم MCP',
  'cli.summary.auth': 'يعرض تسجيلات الدخول المحفوظة (auth status)',

  'cli.help.checkSchema': `الاستخدام: elicitkit check-schema '<ملف | ->' [خيارات]

يعرض كيف سيرى عملاء MCP طلب استيضاح: الرسالة، وكل حقل (التسمية، والنوع وعنصر الواجهة،
والإلزام، والقيمة الافتراضية، والتنسيق والحدود، والخيارات، والتلميح، والتشخيصات)،
وتشخيصات الطلب حسب الخطورة، وهل القبول ممكن. ومع --answer يتحقق أيضًا من إجابة مقترحة.

المُدخل ملف JSON، أو - للإدخال القياسي stdin. يُكتشف شكله ويُذكر:
  معاملات elicitation/create     وضع النموذج أو الرابط، 2025-11-25 أو 2026-07-28
  requestedSchema منفرد         '{"type": "object", "properties": {...}}'
  مُدخل واحد من inputRequests    '{"method": "elicitation/create", "params": {...}}'
  خريطة inputRequests           '{"<key>": {"method": ..., "params": ...}, ...}'
  نتيجة input_required          '{"resultType": "input_required", "inputRequests": ...}'
  طلب JSON-RPC                  '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  استجابة JSON-RPC              نتيجتها نتيجة input_required

الخيارات:
  --answer '<json | @ملف>'   يتحقق من هذه الإجابة: كائن JSON بقيم الحقول (محتوى القبول)،
                           مكتوبًا مباشرة أو مقروءًا من ملف
  --request '<مفتاح>'        مُدخل inputRequests المطلوب فحصه (الافتراضي: أول مُدخل
                           elicitation/create)
  --json                   يطبع تقريرًا تقرؤه الآلة، بالإنجليزية دائمًا
                           (انظر apps/cli/README.md)
  -h, --help               يعرض هذه المساعدة

رموز الخروج:
  0  صالح: القبول ممكن، و--answer (إن وُجدت) صحيحة
  1  غير صالح: القبول مستحيل، أو المُدخل ليس استيضاحًا، أو --answer غير صحيحة
  2  استخدام خاطئ: خيار غير معروف، أو ملف مفقود أو غير مقروء، أو مُدخل أو إجابة ليست JSON
  70 خلل في elicitkit نفسه (ELICITKIT_DEBUG=1 يطبع تتبع المكدس)

لا يُستخدم اللون إلا إذا كان stdout طرفية ولم يُضبط NO_COLOR.

أمثلة:
{examples}
`,
  'cli.help.call': `الاستخدام: elicitkit call '<رابط>' '<أداة>' [خيارات]
           elicitkit call --stdio "'<أمر>'" '<أداة>' [خيارات]

يشغّل أداة على خادم MCP. عندما يطرح الخادم سؤالًا (استيضاحًا، في أي جولة) يظهر في هذه
الطرفية؛ ويعود القبول / الرفض / الإلغاء إلى الخادم، وتُطبع نتيجة الأداة.

الخيارات:
  --args '<json|@ملف>'     معاملات الأداة ككائن JSON (الافتراضي '{}')
  --answers '<ملف>'        يجيب عن الأسئلة تلقائيًا (انظر أدناه)؛ الأسئلة التي لا يغطيها
                         الملف تُطرح، أو تُلغى إن لم توجد طرفية
  --json                 يطبع نتيجة الأداة بصيغة JSON على stdout (وتُرسم الأسئلة حينها
                         على stderr)
  --no-drafts            لا يحتفظ بالإجابات غير المرسلة (انظر أدناه)
  --locale '<وسم>'         لغة الأسئلة ({locales})؛
                         الافتراضي من LC_ALL وLC_MESSAGES وLANG، وإلا فالإنجليزية
  --detach               عندما تصبح الأداة مهمة، يطبع معرّفها ويخرج (تستمر المهمة؛
                         تابعها بـ elicitkit task)
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             هذه المساعدة

تسجيل الدخول: الخادم الذي يتطلب تفويضًا يستخدم تسجيل الدخول المحفوظ بـ elicitkit login
(ويُجدَّد قرب انتهائه). فإن لم يوجد ما يصلح — أو طلب الخادم صلاحيات أكثر أثناء الاستدعاء —
تسجّل الدخول في الحال في طرفية (كما يفعل elicitkit login)، ويستمر الاستدعاء. ومن دون طرفية
لا يفتح هذا الأمر متصفحًا ولا يستمع أبدًا: يخرج بالرمز 5 ويطلب تشغيل elicitkit login '<رابط>'.

ملف الإجابات (تُسجَّل كل إجابة تلقائية على stderr):
  '{ "confirm_close": { "confirm": true },'   مفتاح الإدخال -> قيم النموذج
    "region": "decline",                    مفتاح الإدخال -> accept | decline | cancel
    "agent": "nour",                        اسم الحقل -> قيمته
    "*": "cancel" '}'                         أي نموذج آخر -> accept | decline | cancel
تبدأ القيم من القيم الافتراضية للنموذج وتُتحقق منها كالإجابات المكتوبة. ولا يُجاب عن سؤال
الرابط إلا بمفتاح إدخاله ("sign_in": "accept")، وليس بـ "*" أبدًا.

المفاتيح في الأسئلة: Tab/Shift-Tab أو ↑↓ للتنقل، و↑↓ للاختيار في قائمة، وSpace للتأشير،
وEnter للانتقال إلى الحقل التالي (والإرسال من الأخير)، وCtrl-S للإرسال، وCtrl-G لكتابة
إجابة نصية في $VISUAL/$EDITOR، وEsc للإلغاء، وCtrl-C للإلغاء والإيقاف. ويعرض التذييل
مفاتيح العنصر الذي عليه التركيز.

الإجابات غير المرسلة (الملغاة أو المقطوعة أو الضائعة مع الاتصال) تُحفظ يومًا واحدًا في
$XDG_STATE_HOME/elicitkit/drafts (الافتراضي ~/.local/state/…)، ولا يقرؤها غيرك، وتُملأ
عندما يطرح الخادم نفسه السؤال نفسه مجددًا. ولا تُحفظ أبدًا إجابات الحقول التي تبدو أسرارًا.
ويوقف --no-drafts ذلك.

NO_COLOR يوقف الألوان. ومن دون طرفية لا شيء ينتظر إدخالًا.

المهام: الأداة التي تعمل كمهمة (MCP Tasks، في أيٍّ من إصداري البروتوكول) تعرض
"مهمة '<معرّف>' · '<حالة>' · '<رسالة>'" أثناء عملها؛ وتُطرح أسئلتها كغيرها، ويلغي Ctrl-C المهمة
على الخادم قبل الخروج.

رموز الخروج:
  0    عملت الأداة وأعادت نتيجة
  1    عملت الأداة وأبلغت عن خطأ (isError)
  2    استخدام خاطئ: خيار غير معروف، أو رابط غير صحيح، أو --args أو --answers غير صالحة
  3    تعذّر الاتصال بالخادم
  4    فشل الاستدعاء: فشل الخادم أو البروتوكول، أو انتهت مهلة مرحلة، أو كثرت الجولات،
       أو فشلت المهمة أو ألغاها الخادم
  5    الخادم يتطلب تسجيل الدخول: شغّل elicitkit login '<رابط>' (أو فشل تسجيل الدخول)
  130  قُطع بـ Ctrl-C (أُلغي السؤال المفتوح)
  70   فشل elicitkit نفسه (خلل برمجي)
`,
  'cli.help.task': `الاستخدام: elicitkit task '<رابط>' '<معرّف المهمة>' [خيارات]
           elicitkit task --stdio "'<أمر>'" '<معرّف المهمة>' [خيارات]

يعيد الاتصال بمهمة قيد التشغيل (امتداد MCP Tasks، 2026-07-28): يعرض حالتها
("مهمة '<معرّف>' · '<حالة>' · '<رسالة>'")، ويطرح ما بقي لديها من أسئلة، ويطبع نتيجتها. ولا تُطرح
الأسئلة المُجاب عنها مرة أخرى. ويلغي Ctrl-C المهمة على الخادم.

الخيارات:
  --answers '<ملف>'        يجيب عن الأسئلة تلقائيًا (كما في elicitkit call)
  --json                 يطبع النتيجة بصيغة JSON على stdout
  --no-drafts            لا يحتفظ بالإجابات غير المرسلة
{serverFlags}
  -h, --help             هذه المساعدة

رموز الخروج: كما في elicitkit call (0 نتيجة، 1 خطأ من الأداة، 3 تعذّر الاتصال،
4 فشلت المهمة أو ألغاها الخادم، 130 Ctrl-C).
`,
  'cli.help.tools': `الاستخدام: elicitkit tools '<رابط>' [خيارات]
           elicitkit tools --stdio "'<أمر>'" [خيارات]

يسرد الأدوات التي يقدمها خادم MCP مع معاملاتها (* = إلزامي).

الخيارات:
  --json                 يطبع قائمة أدوات الخادم بصيغة JSON على stdout
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             هذه المساعدة

تسجيل الدخول: كما في elicitkit call — تسجيل الدخول المحفوظ، وإلا ففي طرفية تسجيل دخول في
الحال؛ ومن دون طرفية، الخروج بالرمز 5 و"شغّل elicitkit login '<رابط>'".

رموز الخروج:
  0    تم السرد
  2    استخدام خاطئ
  3    تعذّر الاتصال بالخادم
  4    لم يتمكن الخادم من سرد أدواته
  5    الخادم يتطلب تسجيل الدخول: شغّل elicitkit login '<رابط>' (أو فشل تسجيل الدخول)
  70   فشل elicitkit نفسه (خلل برمجي)
`,
  'cli.help.login': `الاستخدام: elicitkit login '<رابط>' [خيارات]

يسجّل الدخول إلى خادم MCP يتطلب تفويضًا (OAuth 2.1)، ويحفظ النتيجة كي تعمل
elicitkit call وtools وtask بعد ذلك دون سؤال، مع تجديد رمز الوصول قرب انتهائه.

تُفتح صفحة تسجيل الدخول في متصفحك: $BROWSER إن كان مضبوطًا (يُشغَّل والعنوان معامل له)،
وإلا فأداة الفتح في النظام. ويعود المتصفح إلى مستمع على
http://127.0.0.1:'<منفذ>'/callback على هذا الجهاز. ويُطبع العنوان دائمًا أيضًا.

الخيارات:
{signInFlags}
{authFlags}
  -h, --help             هذه المساعدة

تُحفظ تسجيلات الدخول في سلسلة مفاتيح النظام (Keychain أو Credential Manager أو Secret Service)
حيث تستجيب، وإلا ففي $XDG_STATE_HOME/elicitkit/oauth/ (الافتراضي ~/.local/state/…)،
ملف لكل خادم، لا يقرؤه غيرك؛ ومع ELICITKIT_TOKEN_STORE=file تبقى في الملفات. ويتوقف تسجيل الدخول بعد خمس دقائق.

رموز الخروج:
  0    تم تسجيل الدخول (أو كان مسجّلًا من قبل)
  2    استخدام خاطئ، أو --callback-port مشغول
  3    تعذّر الوصول إلى الخادم
  5    فشل تسجيل الدخول أو رُفض
  70   فشل elicitkit نفسه (خلل برمجي)
`,
  'cli.help.logout': `الاستخدام: elicitkit logout '<رابط>' [خيارات]

ينسى تسجيل الدخول المحفوظ لهذا الخادم. وإن كان خادم التفويض يتيح الإبطال (RFC 7009)
تُبطَل الرموز هناك أولًا.

الخيارات:
  --no-revoke            يحذف النسخة المحلية فقط
  --client-id ID, --client-secret-env VAR   كما أُعطيت لـ elicitkit login
  -h, --help             هذه المساعدة

رموز الخروج: 0 تم تسجيل الخروج (أو لم يكن مسجّلًا)، 2 استخدام خاطئ، 70 خلل برمجي.
`,
  'cli.help.auth': `الاستخدام: elicitkit auth status ['<رابط>'] [--json]

يعرض تسجيلات الدخول المحفوظة: لكل خادم خادمَ التفويض، ونوع العميل (مسجّل، أو مستند
بيانات وصفية، أو ثابت)، والنطاقات، وموعد انتهاء رمز الوصول وهل يمكن تجديده. ولا تُطبع
الرموز أبدًا.

الخيارات:
  --json                 يطبع الشيء نفسه بصيغة JSON
  -h, --help             هذه المساعدة

رموز الخروج: 0 تم العرض، 2 استخدام خاطئ، 70 خلل برمجي.
`,
  'cli.help.serverFlags': `  --stdio "'<أمر معاملات>'"  يشغّل الخادم ويتحدث MCP عبر stdin/stdout الخاصين به (دون صدفة:
                         علامات الاقتباس تجمع الكلمات، ولا يُفسَّر شيء آخر)
  --server-id '<اسم>'      اسمك لهذا الخادم، يُعرض على أنه موثوق (الافتراضي: الرابط أو الأمر)
  --protocol '<p>'         auto (الافتراضي)، أو 2026-07-28 أو 2025-11-25`,
  'cli.help.authFlags': `  --header "الاسم: القيمة" يرسل هذه الترويسة مع كل طلب HTTP (قابل للتكرار)
  --bearer-token-env VAR يرسل "Authorization: Bearer <$VAR>" (دون تسجيل دخول حينها)
  --client-id ID         عميل مسجّل مسبقًا لدى خادم التفويض
  --client-secret-env VAR  سرّه، يُقرأ من $VAR (لا يؤخذ أبدًا من سطر الأوامر)
  --scope "a b"          النطاقات المطلوبة حين لا يسمّي الخادم أيًّا منها`,
  'cli.help.signInFlags': `  --no-browser           تسجيل الدخول دون فتح متصفح: افتح العنوان المطبوع بنفسك (على أي
                         جهاز)، ثم الصق هنا العنوان الذي ينتهي إليه المتصفح
                         (http://127.0.0.1:…/callback?…)
  --callback-port '<n>'    يستمع لإعادة توجيه تسجيل الدخول على هذا المنفذ (للخوادم التي
                         تتطلب عنوان إعادة توجيه دقيقًا)؛ المنفذ المشغول خطأ`,

  'cli.check.label':
    '{label, select, input {المُدخل} entry {المُدرج} mode {الوضع} address {العنوان} host {المضيف} punycode {Punycode} port {المنفذ} opens {يفتح} warning {تحذير} verdict {الحكم} kind {النوع} format {التنسيق} limits {الحدود} default {الافتراضي} options {الخيارات} other {تلميح}}',
  'cli.check.era': '{description} (البروتوكول {era})',
  'cli.check.message': 'الرسالة',
  'cli.check.none': '(لا شيء)',
  'cli.check.fields': 'الحقول ({count, number})',
  'cli.check.noFields': 'لا حقول: يُطلب من الشخص فقط القبول أو الرفض أو الإلغاء.',
  'cli.check.required': 'إلزامي',
  'cli.check.optional': 'اختياري',
  'cli.check.kind': '{kind}، عنصر الواجهة {widget}',
  'cli.check.kindVariant': '{kind} ({variant})، عنصر الواجهة {widget}',
  'cli.check.more':
    '{count, plural, zero {… ولا شيء آخر} one {… وواحد آخر} two {… واثنان آخران} few {… و# أخرى} many {… و# أخرى} other {… و# أخرى}}',
  'cli.check.url': 'الرابط',
  'cli.check.same': '(نفسه)',
  'cli.check.canOpen': '<good>يمكن فتحه بعد موافقة الشخص</good>',
  'cli.check.blocked': '<bad>محظور: {reason}</bad>',
  'cli.check.diagnostics': 'التشخيصات',
  'cli.check.diagnosticsNone': 'لا شيء',
  'cli.check.diagnosticsCount':
    '{errors, plural, zero {لا أخطاء} one {خطأ واحد} two {خطآن} few {# أخطاء} many {# خطأً} other {# خطأ}}، {warnings, plural, zero {لا تحذيرات} one {تحذير واحد} two {تحذيران} few {# تحذيرات} many {# تحذيرًا} other {# تحذير}}، و{info, number} للعلم إجمالًا',
  'cli.check.formLevelNone': 'لا شيء عن الطلب ككل (انظر الحقول أعلاه)',
  'cli.check.heading': '{severity, select, error {الأخطاء} warning {التحذيرات} other {للعلم}}',
  'cli.check.severity': '{severity, select, error {خطأ} warning {تحذير} other {للعلم}}',
  'cli.check.verdict': 'الحكم',
  'cli.check.accept': 'القبول',
  'cli.check.answer': 'الإجابة',
  'cli.check.nothingToCheck': '<bad>لا شيء للتحقق منه</bad>: {reason}',
  'cli.check.possible': '<good>ممكن</good>',
  'cli.check.notPossible': '<bad>غير ممكن</bad>: {reason}',
  'cli.check.unknownReason': 'سبب غير معروف',
  'cli.check.valid': '<good>صحيحة</good>؛ يرسل العميل:',
  'cli.check.invalid':
    '{count, plural, zero {<bad>غير صحيحة</bad> (لا مشكلات)} one {<bad>غير صحيحة</bad> (مشكلة واحدة)} two {<bad>غير صحيحة</bad> (مشكلتان)} few {<bad>غير صحيحة</bad> (# مشكلات)} many {<bad>غير صحيحة</bad> (# مشكلةً)} other {<bad>غير صحيحة</bad> (# مشكلة)}}',
  'cli.check.wholeAnswer': 'الإجابة',

  'cli.check.input.jsonType':
    '{type, select, null {قيمة JSON فارغة (null)، وليست كائنًا} array {مصفوفة JSON، وليست كائنًا} number {رقم JSON، وليس كائنًا} boolean {قيمة منطقية JSON، وليست كائنًا} other {سلسلة JSON، وليست كائنًا}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {طلب JSON-RPC بلا طريقة} other {طلب JSON-RPC من نوع {method}}}',
  'cli.check.input.rpcInputRequired': 'استجابة JSON-RPC تحمل نتيجة input_required',
  'cli.check.input.rpcUrlRequiredCode': 'خطأ JSON-RPC من نوع URLElicitationRequiredError ({code})',
  'cli.check.input.rpcUrlRequired': 'خطأ JSON-RPC من نوع URLElicitationRequiredError',
  'cli.check.input.rpcResponse': 'استجابة JSON-RPC',
  'cli.check.input.requestsMap': 'خريطة inputRequests',
  'cli.check.input.inputRequired': 'نتيجة input_required',
  'cli.check.input.request': '{method, select, none {طلب بلا طريقة} other {طلب من نوع {method}}}',
  'cli.check.input.entry': 'مُدخل من inputRequests ({method})',
  'cli.check.input.params': 'معاملات {method}',
  'cli.check.input.schema': 'requestedSchema منفرد',
  'cli.check.input.unrecognised': 'كائن JSON غير معروف',
  'cli.check.reason.jsonType':
    '{type, select, null {المُدخل قيمة JSON فارغة (null)؛ والطلب أو النتيجة أو المعاملات أو المخطط كائن JSON دائمًا.} array {المُدخل مصفوفة JSON؛ والطلب أو النتيجة أو المعاملات أو المخطط كائن JSON دائمًا.} number {المُدخل رقم JSON؛ والطلب أو النتيجة أو المعاملات أو المخطط كائن JSON دائمًا.} boolean {المُدخل قيمة منطقية JSON؛ والطلب أو النتيجة أو المعاملات أو المخطط كائن JSON دائمًا.} other {المُدخل سلسلة JSON؛ والطلب أو النتيجة أو المعاملات أو المخطط كائن JSON دائمًا.}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {هذا طلب JSON-RPC بلا طريقة، وليس {elicit}.} other {هذا طلب JSON-RPC من نوع {method}، وليس {elicit}.}}',
  'cli.check.reason.noElicitations':
    'لا يسرد خطأ URLElicitationRequiredError هذا أي استيضاح في error.data.elicitations.',
  'cli.check.reason.rpcResponse':
    'استجابة JSON-RPC هذه ليست نتيجة input_required ولا URLElicitationRequiredError، لذا لا تسأل شيئًا.',
  'cli.check.reason.request':
    '{method, select, none {هذا طلب بلا طريقة، وليس {elicit}.} other {هذا طلب من نوع {method}، وليس {elicit}.}}',
  'cli.check.reason.onlyState':
    'نتيجة input_required هذه لا تحمل إلا requestState: فهي لا تسأل الشخص شيئًا.',
  'cli.check.reason.noRequests':
    'نتيجة input_required هذه بلا inputRequests: فهي لا تسأل الشخص شيئًا.',
  'cli.check.reason.entry':
    '{method, select, none {مُدخل inputRequests {key} بلا طريقة، لذا ليس {elicit}.} other {مُدخل inputRequests {key} طلب من نوع {method}، وليس {elicit}.}}',
  'cli.check.reason.noneElicit': 'لا يوجد بين مُدخلات inputRequests ما هو {elicit}.',
  'cli.check.note.requestIgnored': 'تم تجاهل {flag} {key}: المُدخل بلا inputRequests.',
  'cli.check.note.noElicitationId':
    'يتطلب {protocol} وجود "elicitationId" في طلبات وضع الرابط؛ وهذا الطلب بلا واحد.',
  'cli.check.note.checkedFirst':
    '{count, plural, zero {لا استيضاحات هنا.} one {استيضاح واحد هنا؛ تم فحصه.} two {استيضاحان هنا؛ تم فحص الأول.} few {# استيضاحات هنا؛ تم فحص الأول.} many {# استيضاحًا هنا؛ تم فحص الأول.} other {# استيضاح هنا؛ تم فحص الأول.}}',
  'cli.check.note.elicitationIdIgnored':
    '"elicitationId" ليس جزءًا من {protocol}؛ ويتجاهله العملاء.',
  'cli.check.note.notInputRequired':
    'فيه "inputRequests" لكن بلا resultType "input_required"؛ قُرئ على هذا النحو مع ذلك.',
  'cli.check.note.entryNotChecked':
    '{method, select, none {مُدخل inputRequests {key} بلا طريقة؛ لم يُفحص.} other {مُدخل inputRequests {key} طلب من نوع {method}؛ لم يُفحص.}}',
  'cli.check.note.checkedKey':
    "{count, plural, zero {لا استيضاحات هنا؛ تم فحص {key}. اختر غيره بـ {flag} '<مفتاح>' ({keys}).} one {استيضاح واحد هنا؛ تم فحص {key}. اختر غيره بـ {flag} '<مفتاح>' ({keys}).} two {استيضاحان هنا؛ تم فحص {key}. اختر غيره بـ {flag} '<مفتاح>' ({keys}).} few {# استيضاحات هنا؛ تم فحص {key}. اختر غيره بـ {flag} '<مفتاح>' ({keys}).} many {# استيضاحًا هنا؛ تم فحص {key}. اختر غيره بـ {flag} '<مفتاح>' ({keys}).} other {# استيضاح هنا؛ تم فحص {key}. اختر غيره بـ {flag} '<مفتاح>' ({keys}).}}",
  'cli.check.note.unrecognised':
    'لم يُعرف على أنه طلب أو نتيجة أو معاملات أو مخطط؛ قُرئ على أنه معاملات elicitation/create.',

  'cli.connecting': 'جارٍ الاتصال بـ {where}…',
  'cli.calling': 'جارٍ استدعاء {tool} على {where}…',
  'cli.sending': 'جارٍ إرسال الإجابة إلى {where}…',
  'cli.roundSent': '✔ أُرسلت إلى {where}: الإجابات المحفوظة للجولة {round}',
  'cli.taskAsking': '{line} — المهمة الجارية تسأل:',
  'cli.toolError': 'أبلغت {tool} عن خطأ',
  'cli.detached': 'تم الفصل؛ المهمة مستمرة. تابعها بـ: {command}',
  'cli.interrupted': 'تمت المقاطعة (Ctrl-C)؛ أُلغي السؤال المفتوح.',
  'cli.interruptedTask': 'تمت المقاطعة (Ctrl-C)؛ أُلغي السؤال المفتوح وأُلغيت المهمة على الخادم.',
  'cli.callFailed': 'فشلت {tool} ({code}): {detail}',
  'cli.questionRefused': 'طرح {server} سؤالًا رُفض قبل أن يُعرض: {why}',
  'cli.questionRefusedNoReason': 'طرح {server} سؤالًا رُفض قبل أن يُعرض.',
  'cli.couldNotConnect': 'تعذّر الاتصال بـ {where}: {detail}',
  'cli.localeUnknown': '{flag} {tag} ليست لغة مضمّنة؛ تُستخدم الإنجليزية',
  'cli.themeIgnored': 'ELICITKIT_THEME: تم تجاهل {items}',
  'cli.tools.couldNotList': 'تعذّر على {where} سرد أدواته: {detail}',
  'cli.tools.heading':
    '{count, plural, zero {لا أدوات على {server}:} one {أداة واحدة على {server}:} two {أداتان على {server}:} few {# أدوات على {server}:} many {# أداة على {server}:} other {# أداة على {server}:}}',
  'cli.tools.server': '{id} (يسمّي نفسه “{name}”)',
  'cli.tools.args': 'الوسائط:',
  'cli.tools.noArgs': 'لا شيء',
  'cli.usage.seeHelp': 'طريقة الاستخدام: {help}',
  'cli.usage.unknownCommand': 'أمر غير معروف {name}',
  'cli.usage.unknownOption': 'خيار غير معروف {option}',
  'cli.usage.commandList': 'الأوامر: {list}.',
  'cli.usage.noValue': 'الخيار {option} لا يأخذ قيمة',
  'cli.usage.needsValue': 'الخيار {option} يحتاج إلى قيمة',
  'cli.usage.givenTwice': 'الخيار {option} مُعطى مرتين',
  'cli.usage.unexpected': 'وسيط غير متوقع {argument}',
  'cli.usage.whichTool': 'أي أداة؟ اكتب اسمها بعد الخادم',
  'cli.usage.whichTask': 'أي مهمة؟ اكتب معرّفها بعد الخادم',
  'cli.usage.argsObject': 'يجب أن يكون {flag} كائن JSON بوسائط الأداة',
  'cli.usage.answersObject': 'يجب أن يكون {label} كائن JSON من مفاتيح الإدخال أو أسماء الحقول',
  'cli.usage.answersStar': '{label}: يجب أن تكون قيمة {star} إحدى {choices}',
  'cli.usage.protocol': 'يجب أن تكون قيمة {flag} إحدى {choices}، لا {value}',
  'cli.usage.noServer': 'حدّد الخادم: عنوان URL بـ http(s)، أو {stdio}',
  'cli.usage.notUrlStdio': '{text} ليس عنوان URL (للأمر المحلي استخدم {stdio})',
  'cli.usage.notUrl': '{text} ليس عنوان URL',
  'cli.usage.notHttp': 'يجب أن يكون عنوان الخادم http أو https، لا {scheme}',
  'cli.usage.serverUrl': 'حدّد عنوان URL للخادم بـ http(s)',
  'cli.usage.unclosedQuote': '{flag}: علامة الاقتباس {quote} غير مغلقة',
  'cli.usage.noCommand': '{flag} يحتاج إلى أمر، مثل {example}',
  'cli.usage.missingFile': '{file} مفقود: حدّد ملف JSON، أو - للإدخال القياسي',
  'cli.usage.oneFile': 'المتوقع {file} واحد، ووصل {count, number}: {extra}',
  'cli.usage.stdinOnce': 'لا يُقرأ الإدخال القياسي إلا مرة واحدة: قدّم الإدخال أو {flag} في ملف',
  'cli.usage.badHeader': 'يجب أن يكون {flag} على الشكل {example}',
  'cli.usage.envNotSet': '{flag} {name}: متغير البيئة غير مضبوط',
  'cli.usage.needsFlag': '{flag} يحتاج إلى {other}',
  'cli.usage.signInFlagsHttp':
    'خيارات تسجيل الدخول لخوادم HTTP (مرّر الأسرار إلى خوادم {stdio} عبر بيئتها)',
  'cli.usage.port': 'يجب أن يكون {flag} رقم منفذ من 1 إلى 65535',
  'cli.usage.authSubcommand': 'الأمر الفرعي الوحيد لـ {command} هو {sub}',
  'cli.usage.noLoginNeeded': '{first} و{second} لا يحتاجان إلى تسجيل دخول',
  'cli.internalError': 'خطأ داخلي (علّة في elicitkit): {detail}',
  'cli.json.input': 'الإدخال {file}',
  'cli.json.inputStdin': 'الإدخال (الإدخال القياسي)',
  'cli.json.flagFile': 'ملف {flag} {file}',
  'cli.json.flagFileStdin': 'ملف {flag} (الإدخال القياسي)',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': 'جارٍ قراءة {label} من الطرفية؛ أنهِه بـ Ctrl-D',
  'cli.json.cannotRead': 'تعذّرت قراءة {label}: {reason}',
  'cli.json.empty': '{label} فارغ، ليس JSON',
  'cli.json.invalid': '{label} ليس JSON صالحًا: {reason}',
  'cli.json.noSuchFile': 'لا يوجد ملف بهذا الاسم',
  'cli.json.isDirectory': 'إنه مجلد',
  'cli.json.permission': 'الإذن مرفوض',
  'cli.json.other': '{detail}',
  'cli.result.link': '[رابط {uri}]',
  'cli.result.resource': '[مورد {uri}]',
  'cli.usage.noSuchRequest':
    '{flag} {key}: لا يوجد إدخال بهذا الاسم في inputRequests (الموجود: {keys})',
  'cli.tools.serverVersion': '{id} (يسمّي نفسه “{name}” {version})',
  'auth.cli.page': 'صفحة تسجيل الدخول إلى {server}:',
  'auth.cli.paste': 'افتحها في متصفح، ثم الصق هنا العنوان الذي ينتهي إليه المتصفح:',
  'auth.cli.noBrowser': 'تعذّر فتح أي متصفح: افتح العنوان أعلاه بنفسك.',
  'auth.cli.badPaste': 'هذا ليس العنوان الذي انتهى إليه المتصفح.',
  'auth.cli.timedOut': 'لم تصل نتيجة تسجيل الدخول خلال خمس دقائق.',
  'auth.cli.signedIn': 'تم تسجيل الدخول إلى {server}.',
  'auth.cli.incomplete': 'لم يكتمل تسجيل الدخول إلى {server}: {reason}',
  'auth.cli.unreachable': 'تعذّر الوصول إلى {server}: {reason}',
  'auth.cli.portBusy':
    '--callback-port {port}: هذا المنفذ على 127.0.0.1 مشغول؛ حرّره أو اختر منفذًا آخر.',
  'auth.cli.runLogin': 'يطلب {server} تسجيل الدخول؛ شغّل: elicitkit login {url}',
  'auth.cli.notSignedIn': 'لم تسجّل الدخول إلى {server}؛ لا شيء لنسيانه.',
  'auth.cli.signedOutRevoked':
    'تم تسجيل الخروج من {server}: أُلغيت الرموز لدى خادم التفويض وحُذفت هنا.',
  'auth.cli.signedOutLocal':
    'تم تسجيل الخروج من {server}: حُذفت الرموز هنا (لا يتيح الخادم الإلغاء، أو فشل).',
  'auth.cli.callbackPage': 'تم. يمكنك إغلاق علامة التبويب هذه والعودة إلى الطرفية.',
  'auth.cli.storeFiles': 'تُحفظ عمليات تسجيل الدخول في ملفات ضمن {dir}.',
  'auth.cli.noneKept': 'لا توجد عمليات تسجيل دخول محفوظة.',
  'auth.cli.notSignedInTo': 'لم تسجّل الدخول إلى {server}.',
  'auth.cli.storeRepaired': 'كان بإمكان مستخدمين آخرين قراءة {path} أو تغييره؛ أصبح الآن لك وحدك.',
  'auth.cli.storeRefused':
    '{path} رابط أو مجلد أو يخص مستخدمًا آخر، لذا لم يقرأه elicitkit ولا يحفظ فيه أي تسجيل دخول. احذفه ثم سجّل الدخول مجددًا.',
  'auth.cli.storeUnreadable':
    'تعذّرت قراءة تسجيل الدخول المحفوظ في {path}، لذا لن يُستخدم. سجّل الدخول مجددًا.',
  'auth.cli.storeKeyring':
    'تُحفظ تسجيلات الدخول في سلسلة مفاتيح النظام؛ وما بقي منها في ملفات ضمن {dir} يُنقل إليها عند استخدامه التالي.',
  'auth.cli.keptInKeyring': 'محفوظ في سلسلة مفاتيح النظام.',
  'auth.cli.keptInFile': 'محفوظ في ملف ضمن {dir}.',
  'auth.cli.logoutKeyringUnanswered':
    'لم تستجب سلسلة مفاتيح النظام، لذا قد يبقى فيها تسجيل دخول محفوظ إلى {server}. افتح قفلها وشغّل logout مرة أخرى.',
  'auth.cli.keyringUnavailable':
    'لم تستجب سلسلة مفاتيح النظام (مقفلة أو غير موجودة هنا)، لذا تُحفظ تسجيلات الدخول في ملفات ضمن {path} لا يقرؤها غيرك.',
  'auth.cli.keyringUnreadable':
    'تعذّرت قراءة تسجيل الدخول إلى {path} في سلسلة مفاتيح النظام، لذا لن يُستخدم. سجّل الدخول مجددًا.',
  'cli.serverLog':
    'سجّلت مكتبة MCP (قد تقتبس كلام الخادم أو خادم التفويض، وليست كلمات elicitkit): {text}',
  'cli.summary.doctor': 'يشغّل خادم MCP للاختبار ويقيّم طريقة تعامل العميل مع الاستيضاح',
  'cli.help.doctor': `الاستخدام: elicitkit doctor [خيارات]

يشغّل على 127.0.0.1 خادم MCP يقيّم الاستيضاح في عميل MCP: وجّه عميلك إليه،
واستدعِ كل أداة doctor_ وافعل ما يقوله وصفها، ثم اقرأ بطاقة التقييم. يتحدث
2026-07-28 (جولات input_required) و2025-11-25 (elicitation/create المدفوع
من الخادم)، عبر Streamable HTTP أو stdio.

الخيارات:
  --port '<n>'          المنفذ الذي يستمع عليه (الافتراضي: أي منفذ متاح)
  --stdio             يقدّم MCP عبر stdin/stdout؛ تبقى بطاقة التقييم على HTTP
  --json '<file>'       يحتفظ ببطاقة تقييم مقروءة آليًا في هذا الملف
  --auto              بلا شخص: ينتهي كل سؤال بالإجابة التي ينبغي أن يعطيها
                      شخص مبرمج (انظر apps/cli/README.md، "doctor")
  -h, --help          يعرض هذه المساعدة

بطاقة التقييم على العنوان المطبوع وتتحدث مع تقدّم الفحوص.
Ctrl-C يوقف doctor.
`,
  'cli.usage.badPort': 'يجب أن يكون --port رقمًا من 0 إلى 65535، وليس {port}',
} satisfies CliMessages;

const catalogue: CliLocaleCatalogue = Object.freeze({
  locale: 'ar',
  dir: 'rtl',
  messages: Object.freeze(messages),
});
export default catalogue;
