/**
 * The words only the terminal renderer (`@elicitkit/ink`) shows, in English: its key hints,
 * notices, the pinned identity line ("Question from …"), the URL consent rows it prints, the
 * editor, draft and opener messages, and the record left after an answer. They are kept apart
 * from the kit's words so that a web app importing a locale does not download them: the prompt
 * joins `@elicitkit/ink/locales/<tag>` for the locale of the catalogue it is given (see
 * resolveTerminalLocalizer.ts). Same ICU subset and rules as the kit's; the keys keep their
 * area's prefix, so core's safety rule (`identity.`, `url.consent.`, `outcome.`) holds for them
 * too. Key caps (Tab, Esc, Enter, Ctrl-S …) stay as written.
 */
export const terminalEn = Object.freeze({
  // ── identity (safety-critical: who is asking) ─────────────────────────────────────────────────
  'identity.questionFrom': 'Question from <id>{id}</id>',
  'identity.requestFrom': 'Request from <id>{id}</id>',
  'identity.idWithUrl': '{id} ({url})',
  'identity.callsItself': 'It calls itself "{name}" (self-reported, not verified)',
  'identity.callsItselfVersion': 'It calls itself "{name} {version}" (self-reported, not verified)',

  // ── form chrome ───────────────────────────────────────────────────────────────────────────────
  'form.noMessage': '(The server gave no message.)',
  'form.acceptUnavailableTerminal': '✖ Accept is unavailable: {reason} Choose Decline or Cancel.',
  'summary.notSent':
    '{count, plural, one {Not sent: # answer needs attention (shown in red).} other {Not sent: # answers need attention (shown in red).}}',
  'summary.needAttention':
    '{count, plural, one {# answer needs attention} other {# answers need attention}}',

  // ── widgets ───────────────────────────────────────────────────────────────────────────────────
  'list.more': '{marker} {count, plural, one {# more} other {# more}}',
  'list.noMatch': 'No option starts with “{text}”.',

  // ── URL mode (safety-critical: consent and warnings) ──────────────────────────────────────────
  'url.consent.asksToOpenBrowser': 'It asks you to open this address in your browser:',
  'url.consent.reallyHost': ' (really <host>{ascii}</host>)',
  'url.consent.port': ' port {port}',
  'url.consent.blockedTerminal': '✖ This address cannot be opened: {reason}',
  'url.consent.copyLine': 'Copy this address (one line):',

  // ── outcomes (safety-critical: what the server was told) ──────────────────────────────────────
  'outcome.noMessage': '(no message)',

  // ── terminal ──────────────────────────────────────────────────────────────────────────────────
  'terminal.scroll': '{position} PgUp/PgDn',
  'terminal.keys.buttons': '←→ choose · Enter press · Tab/Shift-Tab move · Esc cancel',
  'terminal.keys.enterSend': 'Enter send',
  'terminal.keys.enterNext': 'Enter next',
  'terminal.keys.text': '{enter} · Tab/↑↓ move · Ctrl-S send · Esc cancel',
  'terminal.editing': 'Editing this answer in your editor; save and quit it to come back.',
  'terminal.noFields': 'No information is asked for: Accept confirms.',
  'terminal.choice.nothingYet': 'Nothing chosen yet: ↓ or Space picks an option',
  'terminal.noAnswer': '(no answer)',
  'terminal.keys.url': '←→/Tab choose · Enter press · Esc cancel',
  'terminal.url.site': 'Site:',
  'terminal.acceptUnavailable': 'Accept unavailable: {reason}',
  'terminal.keys.textSecret': '{enter} · Tab/↑↓ move · Ctrl-S send · Esc cancel · Ctrl-T show/hide',
  'terminal.keys.textEditor': '{enter} · Tab/↑↓ move · Ctrl-S send · Esc cancel · Ctrl-G editor',
  'terminal.keys.checkbox': '↑↓ move · Space tick · Tab next field · {enter} · Esc cancel',
  'terminal.keys.choice': '↑↓ choose · Tab next field · {enter} · Esc cancel · Ctrl-S send',
  'terminal.keys.yesNo':
    'Space/{yes}/{no} answer · Tab/↑↓ move · {enter} · Esc cancel · Ctrl-S send',
  'terminal.yesNoHelp': 'Press Space to switch between Yes and No, or type {yes} or {no}.',
  // The letters that answer Yes and No in this language (y and n always work too).
  'terminal.yesKey': 'y',
  'terminal.noKey': 'n',
  'terminal.ctrlDForm':
    'Ctrl-D does not close this question; your answers are kept. Esc cancels, Ctrl-S sends.',
  'terminal.ctrlDUrl': 'Ctrl-D does not close this question. Esc cancels.',
  'terminal.discardConfirm':
    'Discard your answers? Esc again discards them; any other key keeps them.',
  'terminal.editor.textOnly': 'Ctrl-G opens your editor for text answers only.',
  'terminal.editor.taken':
    '{lines, plural, one {Answer taken from your editor (# line).} other {Answer taken from your editor (# lines).}}',
  'terminal.editor.unset': 'Set $VISUAL or $EDITOR to write this answer in your editor.',
  'terminal.editor.startFailed': 'Could not start {editor}: {detail}',
  'terminal.editor.stopped': '{editor} was stopped ({signal}); the answer is unchanged.',
  'terminal.editor.exited': '{editor} exited with status {status}; the answer is unchanged.',
  'terminal.editor.failed': 'Could not edit in {editor}: {detail}',
  'terminal.editor.secret':
    'Not for this field: it looks like a secret, and the editor would get it as a file.',
  'terminal.draft.restored': 'Restored what you entered {when}, unsent. Ctrl-R resets a field.',
  'terminal.draft.justNow': 'just now',
  'terminal.draft.minutesAgo': '{count, plural, one {# minute ago} other {# minutes ago}}',
  'terminal.draft.hoursAgo': '{count, plural, one {# hour ago} other {# hours ago}}',
  'terminal.open.notFound': '{command} not found',
  'terminal.open.exited': '{command} exited with {status}',
  'terminal.keys.stopAsking': 'Ctrl-X stop {who} asking',
  'terminal.arming':
    'Keys are ignored for a moment, so none typed before this question answers it…',
  'terminal.messageFolded':
    '{count, plural, one {… and # more character of the message, not shown: it is too long to show whole} other {… and # more characters of the message, not shown: it is too long to show whole}}',
  'terminal.messageFoldedKey': 'Ctrl-O reads the whole message.',
  'terminal.reading': 'The whole message, about {percent}% of the way through',
  'terminal.keys.reading': '↑↓ PgUp/PgDn scroll · Home start · Esc back to the question',
  'terminal.tooLarge':
    'This question is too large to show in a terminal ({fields} fields, {characters} characters of message; the limits are {maxFields} and {maxCharacters}). It is not shown, and is cancelled.',
  'terminal.unavailableSuffix': ' (unavailable)',
  'terminal.noTerminal':
    '{who} asked "{message}", but there is no terminal to answer in, so the question was cancelled. Run in a terminal, or give an answer policy to answer automatically.',
  'terminal.moreWaiting':
    '{count, plural, one {# more question waiting} other {# more questions waiting}}',
  'url.consent.failedTerminal': `Could not confirm the page opened ({problem}). Copy this address into a browser, finish there, then choose "I've finished" (it is printed above on one line).`,
  'url.consent.failedNoDetailTerminal': `Could not confirm the page opened. Copy this address into a browser, finish there, then choose "I've finished" (it is printed above on one line).`,
} as const satisfies Record<string, string>);
