/**
 * Every word elicitkit itself shows a person, in English: the source every locale translates and
 * the type of a complete catalogue (`Messages`). ICU MessageFormat subset (see parseMessage.ts):
 * named arguments `{x}`, `{n, number}`, `{n, plural, one {…} other {…}}` with `#`,
 * `{x, select, … other {…}}`, and tags (`<id>`, `<host>`, `<muted>`, `<strong>`, `<key>`) that a
 * renderer maps to its own fixed styling. Key caps (Tab, Esc, Enter, Ctrl-S …) stay as written.
 * Keys are namespaced by area; a new key is added here and to every shipped locale at once.
 * Words only the terminal shows live in `@elicitkit/ink`, the command line's own in the CLI.
 */
export const en = Object.freeze({
  // ── identity (safety-critical: who is asking) ─────────────────────────────────────────────────
  'identity.askedBy': 'Asked by <id>{id}</id>',
  'identity.askedByWithUrl': 'Asked by <id>{id}</id> <muted>({url})</muted>',
  'identity.unidentified': 'Asked by <id>an unidentified server</id>',
  'identity.reported': ', which calls itself “{name}” <muted>(self-reported)</muted>',
  'identity.reportedVersion':
    ', which calls itself “{name} {version}” <muted>(self-reported)</muted>',

  // ── task, round, danger ───────────────────────────────────────────────────────────────────────
  'task.asking': 'A running task (id {id}) is asking',
  'task.askingNoId': 'A running task (id unknown) is asking',
  'task.line': 'task {id} · {status}',
  'task.lineWithMessage': 'task {id} · {status} · {message}',
  'task.status':
    '{status, select, working {working} input_required {input required} completed {completed} failed {failed} cancelled {cancelled} other {{status}}}',
  'round.ofTotal': 'Question {round, number} of {total, number}',
  'round.only': 'Question {round, number}',
  'danger.tool': 'This tool can change or delete data',

  // ── form chrome ───────────────────────────────────────────────────────────────────────────────
  'form.heading': 'Input requested',
  'form.messageLabel': 'Message from the server',
  'form.messageShowAll':
    '{count, plural, one {Show the whole message (# more character)} other {Show the whole message (# more characters)}}',
  'form.messageShowLess': 'Show less of the message',
  'form.noticesLabel': 'Notices about this request',
  'form.optionalSuffix': ' (optional)',
  'form.requiredHidden': ' (required)',
  'form.requiredNote': 'Fields marked * are required',
  'form.escapeHint': 'Press <key>Esc</key> outside a field to cancel',
  'form.discardQuestion': 'Discard your answers?',
  'form.discardConfirm': 'Discard answers',
  'form.discardKeep': 'Keep editing',
  'form.acceptUnavailable': 'Accept is unavailable: {reason} You can still decline or cancel.',
  'form.cannotAccept': 'This form cannot be accepted.',
  'form.clearAnswer': 'Clear answer <hidden>to {label}</hidden>',
  'form.errorPrefix': 'Error:',
  'actions.accept': 'Accept',
  'actions.decline': 'Decline',
  'actions.cancel': 'Cancel',
  'actions.arming': 'The buttons respond in a moment',
  'refusal.field':
    '{field}: {reason, select, nested {nested objects are not part of an elicitation schema} nullable {a type that may be null is not part of an elicitation schema (leave the field out of "required" instead)} type {type "{detail}" is not part of an elicitation schema} keyword {the keyword "{detail}" is not part of an elicitation schema} severalTypes {a field of several types is not part of an elicitation schema} noType {a field needs a "type"} notObject {its schema is not an object} ref {it refers to a definition that could not be found} unsafeName {its name is unsafe} options {its options are not a list of text choices} other {it is not part of an elicitation schema}}',
  'summary.title': '{count, plural, one {There is a problem} other {There are # problems}}',

  // ── widgets ───────────────────────────────────────────────────────────────────────────────────
  'select.chooseOne': 'Choose one…',
  'select.noAnswer': 'No answer',
  'yesno.yes': 'Yes',
  'yesno.no': 'No',
  'secret.show': 'Show <hidden>{label}</hidden>',
  'secret.hide': 'Hide <hidden>{label}</hidden>',
  'date.timeZone': 'Your time zone: {zone}',
  'date.utcOffset': 'UTC{sign}{hours}:{minutes}',
  'date.sent': '= {date} ({iso})',
  'selection.empty': 'Nothing selected — this answer will be left out',

  // ── hints (how to answer; also the error when the answer is wrong) ────────────────────────────
  'hint.text.any': 'Enter some text',
  'hint.text.between': 'Enter between {min, number} and {max, number} characters',
  'hint.text.atLeast':
    '{min, plural, one {Enter at least # character} other {Enter at least # characters}}',
  'hint.text.atMost':
    '{max, plural, one {Enter at most # character} other {Enter at most # characters}}',
  'hint.format.email': 'Enter an email address like name@example.com',
  'hint.format.uri': 'Enter a full web address like https://example.com',
  'hint.format.date': 'Enter a date like 7/28/2026, 2026-07-28 or “tomorrow”',
  'hint.format.dateTime': 'Enter a date and time like 7/28/2026 14:30 or 2026-07-28T14:30:00Z',
  'hint.native.date': 'Choose a date',
  'hint.native.dateTime': 'Choose a date and time',
  'hint.number.any': 'Enter a number',
  'hint.number.range': 'Enter a number from {min, number} to {max, number}',
  'hint.number.atLeast': 'Enter a number of at least {min, number}',
  'hint.number.atMost': 'Enter a number of at most {max, number}',
  'hint.integer.any': 'Enter a whole number',
  'hint.integer.range': 'Enter a whole number from {min, number} to {max, number}',
  'hint.integer.atLeast': 'Enter a whole number of at least {min, number}',
  'hint.integer.atMost': 'Enter a whole number of at most {max, number}',
  'hint.boolean': 'Choose yes or no',
  'hint.select': 'Choose one of the options',
  'hint.multi.any': 'Choose any of the options',
  'hint.multi.exactly': 'Choose exactly {count, number}',
  'hint.multi.between': 'Choose between {min, number} and {max, number}',
  'hint.multi.atLeast': 'Choose at least {min, number}',
  'hint.multi.atMost': 'Choose at most {max, number}',

  // ── why a field cannot be answered (the sentence shown as its hint) ───────────────────────────
  'reason.unsafeName': 'This field cannot be answered here: its name is unsafe.',
  'reason.notObject': 'This field cannot be answered here: its schema is not an object.',
  'reason.refMissing':
    'This field cannot be answered here: it refers to a definition that could not be found.',
  'reason.severalTypes': 'This field cannot be answered here: it allows several different types.',
  'reason.noType': 'This field cannot be answered here: it has no "type".',
  'reason.badType':
    'This field cannot be answered here: its type {type} is not one of string, number, integer, boolean or array.',
  'reason.nested':
    'This field cannot be answered here: nested objects are not part of the MCP elicitation subset.',
  'reason.typeNotInSubset':
    'This field cannot be answered here: type "{type}" is not part of the MCP elicitation subset.',
  'reason.keyword':
    'This field cannot be answered here: the keyword "{keyword}" is not part of the MCP elicitation subset, so its answer could not be checked.',
  'reason.typeUnsupported': 'This field cannot be answered here: type "{type}" is not supported.',
  'reason.oneOfNotList': 'This field cannot be answered here: "oneOf" must be a list of options.',
  'reason.noOptions': 'This field cannot be answered here: it offers no usable options.',
  'reason.enumNotList': 'This field cannot be answered here: "enum" must be a list of options.',
  'reason.listsMultipleChoice':
    'This field cannot be answered here: lists are only supported as multiple choice (items.enum or items.anyOf).',
  'reason.textOptionsOnly':
    'This field cannot be answered here: only lists of text options are supported.',

  // ── validation ────────────────────────────────────────────────────────────────────────────────
  'error.required': 'This is required',
  'error.multi.atLeast': 'Choose at least {min, number}',
  'error.multi.atMost': 'Choose at most {max, number}',
  'error.multi.unique': 'Choose each option only once',
  'error.text.atLeast':
    '{min, plural, one {Enter at least # character} other {Enter at least # characters}}',
  'error.text.atMost':
    '{max, plural, one {Enter at most # character} other {Enter at most # characters}}',
  'error.invalidAnswer': 'This answer could not be used.',
  'error.notObject': 'The answer must be a JSON object of field values.',
  'error.uncheckable': 'This answer cannot be checked here ({detail}).',
  'error.unknownField': 'This form does not ask for "{name}"',
  'number.invalid': 'Enter a number',
  'number.ambiguous':
    '“{text}” could mean {first, number} or {second, number}: write it without a thousands separator',
  'number.sent': '= {value}',

  // ── diagnostics as the person sees them (one sentence per code; author detail stays English) ─
  'diagnostic.internalError':
    'Something went wrong reading this question, so it can only be declined or cancelled.',
  'diagnostic.notAnObject':
    'The request could not be read, so it can only be declined or cancelled.',
  'diagnostic.missingMessage': 'The server did not explain what it is asking for (no message).',
  'diagnostic.missingSchema':
    'The server did not say what it is asking for, so this can only be declined or cancelled.',
  'diagnostic.schemaNotObject':
    'The question is malformed, so it can only be declined or cancelled.',
  'diagnostic.noProperties': 'This question has no fields: it is shown as a confirmation.',
  'diagnostic.emptyForm': 'This question has no fields.',
  'diagnostic.ignoredKeyword': 'Part of this question is not understood here and was ignored.',
  'diagnostic.refInlined': 'Part of this question was filled in from a definition.',
  'diagnostic.refUnresolved':
    'Part of this question refers to a definition that could not be found.',
  'diagnostic.nullableCollapsed': 'This answer may be left empty.',
  'diagnostic.typeInferred': 'The kind of answer was worked out from the options.',
  'diagnostic.enumNamesMismatch': 'Some options have no label, so they show their value.',
  'diagnostic.duplicateOption': 'An option appeared more than once; it is shown once.',
  'diagnostic.invalidOption': 'An option could not be read and was skipped.',
  'diagnostic.invalidDefault': 'The suggested answer did not fit the question, so it was left out.',
  'diagnostic.invalidConstraint': 'A rule for this answer could not be used and was ignored.',
  'diagnostic.unsupportedProperty': 'This field cannot be answered here.',
  'diagnostic.requiredUnsupported':
    'This required field cannot be answered here, so the form can only be declined or cancelled.',
  'diagnostic.requiredUnknown': 'The question requires a field it does not ask for.',
  'diagnostic.unsafeKey': 'A field with an unsafe name was refused.',
  'diagnostic.secretRequested':
    '"{field}" looks like it asks for a password, key, token or card number. Servers must not ask for secrets in a form; do not enter one unless you trust this server.',
  'diagnostic.unknownMode':
    'This app does not understand this kind of request, so it can only be declined or cancelled.',
  'diagnostic.unsupportedDialect':
    'The question names a schema version this app does not know; it is read as the standard one.',
  'diagnostic.tooLarge':
    'This question is too large to show ({fields, number} fields, {characters, number} characters of message; the limits are {maxFields, number} and {maxCharacters, number}). It is not shown, and is cancelled.',
  'blocked.unreadable': 'This request could not be read, so it can only be declined or cancelled.',
  'blocked.noSchema':
    'The server did not say what it is asking for, so this can only be declined or cancelled.',
  'blocked.malformed': 'The question is malformed, so it can only be declined or cancelled.',
  'blocked.needs':
    'This form needs {fields}, which this app cannot ask for, so it can only be declined or cancelled.',
  'blocked.unknownMode':
    'This app does not understand this kind of request, so it can only be declined or cancelled.',
  'blocked.requestUnreadable':
    'The request could not be read, so it can only be declined or cancelled.',

  // ── URL mode (safety-critical: consent and warnings) ──────────────────────────────────────────
  'url.consent.open': 'Open page',
  'url.consent.openAgain': 'Open page again',
  'url.consent.finished': "I've finished",
  'url.consent.decline': 'Decline',
  'url.consent.cancel': 'Cancel',
  'url.consent.copy': 'Copy address',
  'url.consent.review': 'Nothing is opened or fetched until you choose "Open page".',
  'url.consent.opening': 'Opening your browser…',
  'url.consent.opened': `Opened in your browser. Finish there, then choose "I've finished".`,
  'url.consent.copied': `Address copied. Open it in a browser, finish there, then choose "I've finished".`,
  'url.consent.reask': `The server is asking again: it does not see the step as finished yet. Finish on the page, then choose "I've finished".`,
  'url.consent.agree': 'I want to open this page on <host>{site}</host>',
  'url.consent.agreeNoSite': 'I want to open this page',
  'url.consent.agreeNewTab': 'I want to open this page on <host>{site}</host> in a new tab',
  'url.consent.agreeNoSiteNewTab': 'I want to open this page in a new tab',
  'url.consent.failed': `Could not confirm the page opened ({problem}). Copy this address into a browser, finish there, then choose "I've finished":`,
  'url.consent.failedWeb': `Could not confirm the page opened ({problem}). Copy this address into a browser, finish there, then choose "I've finished".`,
  'url.consent.failedNoDetail': `Could not confirm the page opened. Copy this address into a browser, finish there, then choose "I've finished":`,
  'url.consent.failedNoDetailWeb': `Could not confirm the page opened. Copy this address into a browser, finish there, then choose "I've finished".`,
  'url.consent.popupBlocked': 'your browser may have blocked the new tab',
  'url.consent.title': 'Open a web page?',
  'url.consent.titleDone': 'A web page was requested',
  'url.consent.asksToOpen': 'It asks you to open this address on <host>{site}</host>:',
  'url.consent.askedToOpen': 'It asked you to open this address on <host>{site}</host>:',
  'url.consent.asksToOpenNoSite': 'It asks you to open this address:',
  'url.consent.askedToOpenNoSite': 'It asked you to open this address:',
  'url.consent.noAddress': '(no address)',
  'url.consent.warningsLabel': 'Warnings about this address',
  'url.consent.blocked': 'This address cannot be opened: {reason} You can decline or cancel.',
  'url.consent.addressCopied': 'Address copied.',
  'url.consent.copyByHand': 'The address is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  'url.problem.missing': 'The server sent no address to open.',
  'url.problem.invalid': 'This is not a valid web address.',
  'url.problem.scheme':
    'Addresses starting with "{scheme}:" cannot be opened here; only web (http/https) addresses can.',
  'url.warning.insecure':
    'This address is not encrypted (http, not https): others on the network could read or change the page.',
  'url.warning.local': 'This address points to your own computer (a local development server).',
  'url.warning.ipAddress':
    'This address is a bare IP number rather than a named site, so you cannot tell who runs it from the name.',
  'url.warning.userinfo':
    'This address carries a user name before the "@"; the site you would actually visit is <host>{host}</host>.',
  'url.warning.punycode':
    'This site name uses international characters: it reads "{unicode}" but is really "<host>{ascii}</host>". Look-alike letters are a common trick.',
  'url.warning.mixedScripts':
    'This site name mixes letters from different alphabets, which is how look-alike addresses are made.',

  // ── outcomes (safety-critical: what the server was told) ──────────────────────────────────────
  'outcome.theServer': 'the server',
  'outcome.finished': 'Finished — {who} was told you finished on the page',
  'outcome.sent': 'Sent to {who}: {answers}',
  'outcome.answer': '{label}: {value}',
  'outcome.acceptedEmpty': 'Accepted — {who} was told yes; no answers were filled in',
  'outcome.declined': 'Declined — {who} was told no; no answers were sent',
  'outcome.cancelled': 'Cancelled — {who} was told you cancelled; no answers were sent',
  'outcome.interrupted': 'Cancelled (Ctrl-C) — {who} was told you cancelled; no answers were sent',
  'outcome.kept':
    '{action, select, accept {Kept for this round — {answers}; nothing is sent to {who} until the round is complete} decline {Declined — kept for this round; nothing is sent to {who} until the round is complete} other {Cancelled — kept for this round; nothing is sent to {who} until the round is complete}}',
  'outcome.interruptedUnsent':
    'Stopped (Ctrl-C) — nothing was sent; {who} was not told (it sees the call end)',
  'outcome.yes': 'Yes',
  'outcome.no': 'No',
  'outcome.none': '(none)',
  'outcome.statusFinished': 'You said you have finished on that page.',
  'outcome.statusSent': 'Your answer was sent.',
  'outcome.statusDeclined': 'You declined. Nothing else was sent.',
  'outcome.statusCancelled': 'Cancelled. Nothing was sent.',
  'outcome.closedElsewhere':
    '{state, select, answered {Answered in another tab — nothing was sent from here} expired {Expired — {who} was told you cancelled; no answers were sent} other {Withdrawn — {who} no longer needs an answer; nothing was sent}}',
  'outcome.notDelivered':
    'Not sent — your answer did not reach {who}. It is kept below: try again.',

  // ── question budget (safety-critical: which server is refused) ──────────────────────────────
  'budget.exhausted': '{who} keeps asking; further questions are refused',
  'budget.stopAsking': 'Stop {who} asking',

  // ── host (web queue) ──────────────────────────────────────────────────────────────────────────
  'host.aServer': 'a server',
  // The page title while questions wait, and a desktop notification's words on the web and in the
  // terminal (never the question).
  'host.titleWaiting': '({count, number}) {title}',
  'host.notifyTitle': 'A question is waiting',
  'host.notifyBody': '{who} is asking you a question',
  'host.newRequests':
    '{count, plural, one {# new request for your input.} other {# new requests for your input.}}',
  'host.newRequest':
    '{kind, select, url {New request from {who} to open a web page.} other {New request from {who} for your input.}}',
  'host.answersGiven': 'Answers given',
  'host.moreWaiting': '{count, plural, one {# more waiting} other {# more waiting}}',

  // ── auth (MCP authorization: signing in to the server itself, not a URL elicitation) ──────────
  'auth.signIn.connect': 'Sign in at <host>{origin}</host> to use this server.',
  'auth.signIn.expired': 'Your sign-in has expired. Sign in again at <host>{origin}</host>.',
  'auth.signIn.scope':
    'This needs more access ({scopes}). Sign in again at <host>{origin}</host> to allow it.',
  'auth.signingIn': 'Waiting for you to sign in at <host>{origin}</host>…',
  'auth.required': 'This server requires you to sign in. Nothing was sent to the tool.',
  'auth.declined': 'Sign-in was declined. Nothing was sent to the tool.',
  'auth.failed.stateMismatch':
    'The sign-in could not be verified: the answer did not come from the sign-in this app started.',
  'auth.failed.issuerMismatch':
    'The sign-in could not be verified: the sign-in server is not the one this server named.',
  'auth.failed.serverRefused':
    '{code, select, none {The sign-in server refused.} other {The sign-in server refused ({code}).}}',
  'auth.failed.registrationRejected':
    'The sign-in server does not accept this app automatically. A client ID is needed.',
  'auth.failed.insecureEndpoint': 'The sign-in server does not use a secure (HTTPS) address.',
  'auth.failed.stillRefused': 'Signed in, but the server still refuses access.',
  'auth.failed.other': 'Sign-in failed.',
  // what a kept sign-in is (CLI auth status, the web demo's panel); never a token
  'auth.status.notSignedIn': 'Not signed in.',
  'auth.status.issuer': 'authorization server {issuer}',
  'auth.status.client':
    '{kind, select, registered {client registered automatically} metadata-document {client known by its metadata document} static {client registered beforehand} other {client {kind}}}',
  'auth.status.scopes': 'scopes: {scopes}',
  'auth.status.noScopes': 'scopes: (none named)',
  'auth.status.validUntil': 'access token valid until {time}',
  'auth.status.expiredAt': 'access token expired at {time}',
  'auth.status.refreshable': 'renews by itself',
  'auth.status.notRefreshable': 'does not renew (sign in again when it expires)',
  // the web demo's sign-in panel and its popup's callback page
  'auth.web.signIn': 'Sign in',
  'auth.web.notNow': 'Not now',
  'auth.web.signOut': 'Sign out',
  'auth.web.signedIn': 'Signed in',
  'auth.web.signedInAt': 'Signed in at {issuer}',
  'auth.web.callbackDone': 'Signed in. You can close this window.',
} as const satisfies Record<string, string>);
