import type { TerminalLocaleCatalogue, TerminalMessages } from '../messages/TerminalLocalizer.js';

/** The terminal's Arabic words: `import ar from '@elicitkit/ink/locales/ar'`. */
const messages = {
  'identity.questionFrom': 'سؤال من <id>{id}</id>',
  'identity.requestFrom': 'طلب من <id>{id}</id>',
  'identity.idWithUrl': '{id} ({url})',
  'identity.callsItself': 'يسمّي نفسه «{name}» (بحسب الخادم نفسه، غير مُتحقَّق منه)',
  'identity.callsItselfVersion': 'يسمّي نفسه «{name} {version}» (بحسب الخادم نفسه، غير مُتحقَّق منه)',
  'form.noMessage': '(لم يرسل الخادم أي رسالة.)',
  'form.acceptUnavailableTerminal': '✖ القبول غير متاح: {reason} اختر رفض أو إلغاء.',
  'summary.notSent':
    '{count, plural, zero {لم يُرسل شيء.} one {لم يُرسل: إجابة واحدة تحتاج إلى انتباه (مميّزة بالأحمر).} two {لم يُرسل: إجابتان تحتاجان إلى انتباه (مميّزتان بالأحمر).} few {لم يُرسل: # إجابات تحتاج إلى انتباه (مميّزة بالأحمر).} many {لم يُرسل: # إجابة تحتاج إلى انتباه (مميّزة بالأحمر).} other {لم يُرسل: # إجابة تحتاج إلى انتباه (مميّزة بالأحمر).}}',
  'summary.needAttention':
    '{count, plural, zero {لا إجابات تحتاج إلى انتباه} one {إجابة واحدة تحتاج إلى انتباه} two {إجابتان تحتاجان إلى انتباه} few {# إجابات تحتاج إلى انتباه} many {# إجابة تحتاج إلى انتباه} other {# إجابة تحتاج إلى انتباه}}',
  'list.more':
    '{marker} {count, plural, zero {لا مزيد} one {واحد آخر} two {اثنان آخران} few {# أخرى} many {# أخرى} other {# أخرى}}',
  'list.noMatch': 'لا يوجد خيار يبدأ بـ «{text}».',
  'url.consent.asksToOpenBrowser': 'يطلب منك فتح هذا العنوان في متصفحك:',
  'url.consent.reallyHost': ' (في الحقيقة <host>{ascii}</host>)',
  'url.consent.port': ' المنفذ {port}',
  'url.consent.blockedTerminal': '✖ لا يمكن فتح هذا العنوان: {reason}',
  'url.consent.copyLine': 'انسخ هذا العنوان (سطر واحد):',
  'outcome.noMessage': '(لا توجد رسالة)',
  'terminal.scroll': '{position} PgUp/PgDn',
  'terminal.keys.buttons': '←→ اختيار · Enter ضغط · Tab/Shift-Tab تنقّل · Esc إلغاء',
  'terminal.keys.enterSend': 'Enter إرسال',
  'terminal.keys.enterNext': 'Enter التالي',
  'terminal.keys.text': '{enter} · Tab/↑↓ تنقّل · Ctrl-S إرسال · Esc إلغاء',
  'terminal.editing': 'يجري تحرير هذه الإجابة في محرّرك؛ احفظ واخرج منه للعودة.',
  'terminal.noFields': 'لا تُطلب أي معلومات: القبول يؤكّد.',
  'terminal.choice.nothingYet': 'لم يُختر شيء بعد: ↓ أو Space لاختيار خيار',
  'terminal.noAnswer': '(لا إجابة)',
  'terminal.keys.url': '←→/Tab اختيار · Enter ضغط · Esc إلغاء',
  'terminal.url.site': 'الموقع:',
  'terminal.acceptUnavailable': 'القبول غير متاح: {reason}',
  'terminal.keys.textSecret':
    '{enter} · Tab/↑↓ تنقّل · Ctrl-S إرسال · Esc إلغاء · Ctrl-T إظهار/إخفاء',
  'terminal.keys.textEditor': '{enter} · Tab/↑↓ تنقّل · Ctrl-S إرسال · Esc إلغاء · Ctrl-G المحرّر',
  'terminal.keys.checkbox': '↑↓ تنقّل · Space تحديد · Tab الحقل التالي · {enter} · Esc إلغاء',
  'terminal.keys.choice': '↑↓ اختيار · Tab الحقل التالي · {enter} · Esc إلغاء · Ctrl-S إرسال',
  'terminal.keys.yesNo':
    'Space/{yes}/{no} إجابة · Tab/↑↓ تنقّل · {enter} · Esc إلغاء · Ctrl-S إرسال',
  'terminal.yesNoHelp': 'اضغط Space للتبديل بين نعم ولا، أو اكتب {yes} أو {no}.',
  'terminal.yesKey': 'ن',
  'terminal.noKey': 'ل',
  'terminal.ctrlDForm': 'لا يغلق Ctrl-D هذا السؤال؛ تبقى إجاباتك محفوظة. Esc يلغي، وCtrl-S يرسل.',
  'terminal.ctrlDUrl': 'لا يغلق Ctrl-D هذا السؤال. Esc يلغي.',
  'terminal.discardConfirm':
    'هل تريد تجاهل إجاباتك؟ اضغط Esc مرة أخرى لتجاهلها، وأي مفتاح آخر للإبقاء عليها.',
  'terminal.editor.textOnly': 'يفتح Ctrl-G محرّرك للإجابات النصية فقط.',
  'terminal.editor.taken':
    '{lines, plural, zero {أُخذت الإجابة من محرّرك (بلا أسطر).} one {أُخذت الإجابة من محرّرك (سطر واحد).} two {أُخذت الإجابة من محرّرك (سطران).} few {أُخذت الإجابة من محرّرك (# أسطر).} many {أُخذت الإجابة من محرّرك (# سطرًا).} other {أُخذت الإجابة من محرّرك (# سطر).}}',
  'terminal.editor.unset': 'اضبط $VISUAL أو $EDITOR لكتابة هذه الإجابة في محرّرك.',
  'terminal.editor.startFailed': 'تعذّر تشغيل {editor}: {detail}',
  'terminal.editor.stopped': 'أُوقف {editor} ({signal})؛ الإجابة لم تتغير.',
  'terminal.editor.exited': 'خرج {editor} بالحالة {status}؛ الإجابة لم تتغير.',
  'terminal.editor.failed': 'تعذّر التحرير في {editor}: {detail}',
  'terminal.editor.secret': 'ليس لهذا الحقل: يبدو أنه سرّ، وسيتلقاه المحرّر كملف.',
  'terminal.draft.restored': 'استُعيد ما أدخلته {when}، دون إرسال. Ctrl-R يعيد ضبط حقل.',
  'terminal.draft.justNow': 'قبل لحظات',
  'terminal.draft.minutesAgo':
    '{count, plural, zero {قبل أقل من دقيقة} one {قبل دقيقة} two {قبل دقيقتين} few {قبل # دقائق} many {قبل # دقيقة} other {قبل # دقيقة}}',
  'terminal.draft.hoursAgo':
    '{count, plural, zero {قبل أقل من ساعة} one {قبل ساعة} two {قبل ساعتين} few {قبل # ساعات} many {قبل # ساعة} other {قبل # ساعة}}',
  'terminal.open.notFound': 'لم يُعثر على {command}',
  'terminal.open.exited': 'خرج {command} بـ {status}',
  'terminal.keys.stopAsking': 'Ctrl-X أوقف أسئلة {who}',
  'terminal.arming': 'يجري تجاهل المفاتيح لحظة، كي لا يجيب عن هذا السؤال أي مفتاح ضُغط قبل ظهوره…',
  'terminal.messageFolded':
    '{count, plural, zero {… وبقية الرسالة لم تُعرض: هي أطول من أن تُعرض كاملة} one {… وحرف آخر من الرسالة لم يُعرض: هي أطول من أن تُعرض كاملة} two {… وحرفان آخران من الرسالة لم يُعرضا: هي أطول من أن تُعرض كاملة} few {… و# أحرف أخرى من الرسالة لم تُعرض: هي أطول من أن تُعرض كاملة} many {… و# حرفًا آخر من الرسالة لم تُعرض: هي أطول من أن تُعرض كاملة} other {… و# حرف آخر من الرسالة لم يُعرض: هي أطول من أن تُعرض كاملة}}',
  'terminal.messageFoldedKey': 'يعرض Ctrl-O الرسالة كاملة.',
  'terminal.reading': 'الرسالة كاملة، عند نحو {percent}٪ منها',
  'terminal.keys.reading': '↑↓ PgUp/PgDn تمرير · Home البداية · Esc العودة إلى السؤال',
  'terminal.tooLarge':
    'هذا السؤال أكبر من أن يُعرض في طرفية ({fields} حقل، و{characters} حرف في الرسالة؛ الحدّان {maxFields} و{maxCharacters}). لن يُعرض، وسيُلغى.',
  'terminal.unavailableSuffix': ' (غير متاح)',
  'terminal.noTerminal':
    'سأل {who} «{message}»، لكن لا توجد طرفية للإجابة، لذا أُلغي السؤال. شغّل البرنامج في طرفية، أو حدّد سياسة إجابة للإجابة تلقائيًا.',
  'terminal.moreWaiting':
    '{count, plural, zero {لا أسئلة أخرى في الانتظار} one {سؤال آخر في الانتظار} two {سؤالان آخران في الانتظار} few {# أسئلة أخرى في الانتظار} many {# سؤالًا آخر في الانتظار} other {# سؤال آخر في الانتظار}}',
  'url.consent.failedTerminal':
    'تعذّر التأكد من فتح الصفحة ({problem}). انسخ هذا العنوان إلى متصفح وأكمل هناك، ثم اختر «انتهيت» (إنه مطبوع أعلاه في سطر واحد).',
  'url.consent.failedNoDetailTerminal':
    'تعذّر التأكد من فتح الصفحة. انسخ هذا العنوان إلى متصفح وأكمل هناك، ثم اختر «انتهيت» (إنه مطبوع أعلاه في سطر واحد).',
} satisfies TerminalMessages;

const catalogue: TerminalLocaleCatalogue = Object.freeze({
  locale: 'ar',
  dir: 'rtl',
  messages: Object.freeze(messages),
});
export default catalogue;
