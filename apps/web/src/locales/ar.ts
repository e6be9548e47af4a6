import kit from '@elicitkit/core/locales/ar';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/** The web demo's Arabic words, beside core's Arabic catalogue. */
const messages: DemoMessages = {
  'page.language': 'اللغة',
  'connect.tryAgain': 'حاول مرة أخرى',
  'call.retry': 'أعد الإرسال',
  'error.connect.title': 'تعذّر الاتصال بـ {url}',
  'error.connect.hint': 'تأكد من أن العنوان نقطة نهاية MCP Streamable HTTP (ينتهي عادةً بـ /mcp).',
  'error.cors.title': 'ردّ الخادم، لكن المتصفح حظر الرد (CORS)',
  'error.cors.allowOrigin':
    'يجب أن يسمح الخادم بأصل هذه الصفحة، {origin}، في Access-Control-Allow-Origin.',
  'error.cors.preflight':
    'يجب أن يسمح طلبه التمهيدي (OPTIONS) بالترويسات content-type وmcp-protocol-version وmcp-method وmcp-name وmcp-session-id، وأن يكشف mcp-session-id.',
  'error.cors.demoServer':
    'يسمح خادم elicitkit التجريبي بأصول localhost افتراضيًا؛ راجع --allow-origin.',
  'error.down.title': 'لم يردّ شيء على {url}',
  'error.down.running': 'هل الخادم يعمل؟ يشغّل `npm start` الخادم المرجعي وهذه الصفحة معًا.',
  'error.down.port': 'إن كان يعمل على منفذ آخر، فضع عنوانه في الأعلى واختر اتصال.',
  'error.call.failed': 'فشل الاستدعاء',
  'error.call.cors': 'إن كان الخادم يعمل، فقد لا يسمح بأصل هذه الصفحة (CORS).',
  'error.call.roundLimit': 'استمر الخادم في السؤال',
  'error.call.roundLimitHint': 'ربما علق في حلقة.',
  'error.call.missingCapability': 'تحتاج هذه الأداة إلى شيء لم تصرّح به هذه الصفحة',
  'error.call.requestStateRejected': 'رفض الخادم حالة الاستدعاء المحفوظة',
  'error.call.requestStateRejectedHint':
    'انتهت صلاحية الحالة أو تغيّرت أو أنشأها خادم بقيمة --secret أخرى. ابدأ الاستدعاء من جديد.',
  'error.call.unknownResultType': 'أرسل الخادم نتيجة لا تستطيع هذه الصفحة قراءتها',
  'error.call.aborted': 'أُلغي الاستدعاء',
  'error.call.legTimeout': 'استغرق الخادم وقتًا طويلًا',
  'error.call.legTimeoutHint':
    'ربما وصل الطلب إلى الأداة، لذا لا يُرسل مرة أخرى: قد يكرر تشغيل ثانٍ أثره.',
  'error.call.legFailed': 'فشل الاتصال بالخادم',
  'error.call.legFailedHint':
    'إن لم يصل الطلب إلى الخادم قط، تُحفظ إجاباتك ويعيد «أعد الإرسال» إرساله عند عودة الخادم.',
  'error.call.urlLoop': 'طلب الخادم الصفحة نفسها مرة أخرى',
  'error.call.urlDeclined': 'يحتاج الاستدعاء إلى صفحة لم تفتحها',
  'error.call.unsupportedInputRequest': 'طلب الخادم شيئًا لا تستطيع هذه الصفحة الإجابة عنه',
  'error.call.invalidContent': 'لم تتوافق الإجابة مع النموذج',
  'error.call.outputSchema': 'لم تطابق النتيجة مخطط مخرجات الأداة',
  'error.call.requestNotSent': 'رُفض الطلب قبل إرساله',
  'error.call.server': 'رفض الخادم الاستدعاء',
  'error.call.renderer': 'تعذّر على النموذج الإجابة',
  'error.call.resumeMismatch': 'لا يمكن استئناف الاستدعاء المحفوظ هنا',
  'error.background': 'فشل شيء ما في الخلفية',
  'error.resume.failed': 'تعذّر استئناف استدعاء {tool} المحفوظ',
  'error.resume.taskElsewhere': 'استدعاء {tool} المحفوظ مهمة على خادم آخر',
  'error.resume.taskHint':
    'تستمر المهمة ({status}) هناك. اتصل بذلك الخادم لمتابعتها، أو تجاهلها هنا.',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
