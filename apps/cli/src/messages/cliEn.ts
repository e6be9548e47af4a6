/**
 * The words only the `elicitkit` command line shows, in English (every `cli.*` and `auth.cli.*`
 * key): each command's `--help`, `check-schema`'s human report, usage errors, what reading an
 * input file says, the progress and human output of `call`, `task` and `tools`, and what
 * `login`, `logout`, `auth status` and a sign-in during a call say. They are kept apart from
 * the kit's words so that a web app importing a locale does not download them: the CLI loads
 * `locales/<tag>.ts` beside `@elicitkit/core/locales/<tag>` (see loadLocale.ts and
 * createCliLocalizer.ts). Same ICU subset as the kit's; a
 * placeholder such as `<url>` is quoted (`'<url>'`) because `<x>` opens a tag, and a brace as
 * `'{'`. Flag names (`--json`), key caps, environment variables and commands stay as written.
 */
export const cliEn = Object.freeze({
  // ── the command list and each command's one line ─────────────────────────────────────────────
  'cli.help.program': `Usage: elicitkit '<command>' [options]

Call MCP tools that stop to ask you a question (elicitation), and check how
clients will see a server's questions.

Commands:
{commands}

Every command takes --locale '<tag>' ({locales}); the default comes
from LC_ALL, LC_MESSAGES or LANG, else English.

--verbose shows what the MCP library logs (which may quote the server or its
authorization server), marked as not elicitkit's words.

Run 'elicitkit '<command>' --help' for a command's options and exit codes.
`,
  'cli.summary.checkSchema':
    'show how clients will see an elicitation request, and check an answer',
  'cli.summary.call': 'run a tool on an MCP server, answering its questions in the terminal',
  'cli.summary.task': 'follow a running task by its id, answering its questions',
  'cli.summary.tools': 'list the tools an MCP server offers',
  'cli.summary.login': 'sign in to an MCP server that needs authorization',
  'cli.summary.logout': 'forget (and revoke) the sign-in kept for an MCP server',
  'cli.summary.auth': 'show the kept sign-ins (auth status)',
  'cli.summary.doctor': 'serve a test MCP server and grade how a client handles elicitation',

  // ── --help of each command ({serverFlags}, {authFlags}, {signInFlags}: the shared rows) ──────
  'cli.help.checkSchema': `Usage: elicitkit check-schema '<file | ->' [options]

Shows how MCP clients will see an elicitation request: the message, each field
(label, kind and widget, required, default, format and limits, options, hint,
diagnostics), the request's diagnostics by severity, and whether accept is
possible. With --answer it also validates a candidate answer.

The input is a JSON file, or - for stdin. Its shape is detected and reported:
  elicitation/create params     form or URL mode, 2025-11-25 or 2026-07-28
  a bare requestedSchema        '{"type": "object", "properties": {...}}'
  an inputRequests entry        '{"method": "elicitation/create", "params": {...}}'
  an inputRequests map          '{"<key>": {"method": ..., "params": ...}, ...}'
  an input_required result      '{"resultType": "input_required", "inputRequests": ...}'
  a JSON-RPC request            '{"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}'
  a JSON-RPC response           whose result is an input_required result

Options:
  --answer '<json | @file>'  validate this answer: a JSON object of field values
                           (the content of an accept), inline or read from a file
  --request '<key>'          the inputRequests entry to check (default: the first
                           elicitation/create entry)
  --json                   print a machine-readable report, always in English
                           (see apps/cli/README.md)
  -h, --help               show this help

Exit codes:
  0  usable: accept is possible, and the --answer (if any) is valid
  1  not usable: accept is impossible, the input is not an elicitation, or the
     --answer is invalid
  2  bad usage: unknown option, missing or unreadable file, input or answer not JSON
  70 a bug in elicitkit itself (ELICITKIT_DEBUG=1 prints the stack trace)

Colour is used only when stdout is a terminal and NO_COLOR is not set.

Examples:
{examples}
`,
  'cli.help.doctor': `Usage: elicitkit doctor [options]

Starts an MCP server on 127.0.0.1 that grades an MCP client's elicitation: point
your client at it, call each doctor_ tool and do what its description says, then
read the report card. It speaks 2026-07-28 (input_required rounds) and
2025-11-25 (pushed elicitation/create), over Streamable HTTP or stdio.

Options:
  --port '<n>'          the port to listen on (default: any free port)
  --stdio             serve MCP on stdin/stdout; the report card stays on HTTP
  --json '<file>'       keep a machine-readable report card in this file
  --auto              no person: each question ends with the answer a scripted
                      person should give (see apps/cli/README.md, "doctor")
  -h, --help          show this help

The report card lives at the printed address and updates as checks run.
Ctrl-C stops the doctor.
`,
  'cli.help.call': `Usage: elicitkit call '<url>' '<tool>' [options]
       elicitkit call --stdio "'<command>'" '<tool>' [options]

Runs a tool on an MCP server. When the server asks a question (an elicitation, in
any round), it is shown in this terminal; Accept / Decline / Cancel go back to the
server, and the tool's result is printed.

Options:
  --args '<json|@file>'    the tool's arguments as a JSON object (default '{}')
  --answers '<file>'       answer questions automatically (see below); questions the
                         file does not cover are asked, or cancelled without a terminal
  --json                 print the tool result as JSON on stdout (the prompt is then
                         drawn on stderr)
  --no-drafts            do not keep unsent answers (see below)
  --locale '<tag>'         the prompt's language ({locales});
                         default from LC_ALL, LC_MESSAGES, LANG, else English
  --detach               when the tool becomes a task, print its id and exit (the
                         task goes on; follow it with elicitkit task)
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             this help

Sign-in: a server that needs authorization uses the sign-in kept by elicitkit login
(refreshed as it nears expiry). With none usable — or when the server asks for more
access mid-call — you sign in there and then at a terminal (as elicitkit login does),
and the call goes on. Without a terminal this command never opens a browser or
listens: it exits with 5 and says to run elicitkit login '<url>'.

Answers file (every automatic answer is logged to stderr):
  '{ "confirm_close": { "confirm": true },'   input key -> the form's values
    "region": "decline",                    input key -> accept | decline | cancel
    "agent": "nour",                        field name -> its value
    "*": "cancel" '}'                         any other form -> accept | decline | cancel
Values start from the form's defaults and are validated like typed answers. A URL
question is answered only by its own input key ("sign_in": "accept"), never by "*".

Keys in the prompt: Tab/Shift-Tab or ↑↓ move, ↑↓ choose in a list, Space ticks,
Enter goes to the next field (sends from the last), Ctrl-S sends, Ctrl-G writes a
text answer in $VISUAL/$EDITOR, Esc cancels, Ctrl-C cancels and stops. The footer
shows the keys for the focused control.

Unsent answers (cancelled, interrupted, or lost with the connection) are kept for a
day in $XDG_STATE_HOME/elicitkit/drafts (default ~/.local/state/…), readable by you
only, and filled in when the same server asks the same question again. Answers to
fields that look like secrets are never kept. --no-drafts turns this off.

NO_COLOR turns colour off. Without a terminal nothing waits for input.

Tasks: a tool that runs as a task (MCP Tasks, either protocol era) shows
"task '<id>' · '<status>' · '<message>'" while it works; its questions are asked like any
other, and Ctrl-C cancels the task on the server before exiting.

Exit codes:
  0    the tool ran and returned a result
  1    the tool ran and reported an error (isError)
  2    bad usage: unknown option, bad URL, --args or --answers not valid
  3    could not connect to the server
  4    the call failed: the server or protocol failed, a leg timed out, too many rounds,
       or the task failed or was cancelled by the server
  5    the server needs a sign-in: run elicitkit login '<url>' (or the sign-in failed)
  130  interrupted with Ctrl-C (the open question was cancelled)
  70   elicitkit itself failed (a bug)
`,
  'cli.help.task': `Usage: elicitkit task '<url>' '<taskId>' [options]
       elicitkit task --stdio "'<command>'" '<taskId>' [options]

Re-attaches to a running task (MCP Tasks extension, 2026-07-28): shows its status
("task '<id>' · '<status>' · '<message>'"), asks the questions it still has, and prints
its result. Questions already answered are not asked again. Ctrl-C cancels the task
on the server.

Options:
  --answers '<file>'       answer questions automatically (as for elicitkit call)
  --json                 print the result as JSON on stdout
  --no-drafts            do not keep unsent answers
{serverFlags}
  -h, --help             this help

Exit codes: as for elicitkit call (0 result, 1 tool error, 3 cannot connect,
4 the task failed or was cancelled by the server, 130 Ctrl-C).
`,
  'cli.help.tools': `Usage: elicitkit tools '<url>' [options]
       elicitkit tools --stdio "'<command>'" [options]

Lists the tools an MCP server offers, with their arguments (* = required).

Options:
  --json                 print the server's tool list as JSON on stdout
{serverFlags}
{authFlags}
{signInFlags}
  -h, --help             this help

Sign-in: as for elicitkit call — the kept sign-in, else at a terminal a sign-in there
and then; without a terminal, exit 5 and "run: elicitkit login '<url>'".

Exit codes:
  0    listed
  2    bad usage
  3    could not connect to the server
  4    the server failed to list its tools
  5    the server needs a sign-in: run elicitkit login '<url>' (or the sign-in failed)
  70   elicitkit itself failed (a bug)
`,
  'cli.help.login': `Usage: elicitkit login '<url>' [options]

Signs in to an MCP server that needs authorization (OAuth 2.1), and keeps the result
so that elicitkit call, tools and task work afterwards without asking, refreshing the
access token as it nears expiry.

The sign-in page opens in your browser: $BROWSER when it is set (run with the address
as its argument), else the system's opener. The browser comes back to a listener on
http://127.0.0.1:'<port>'/callback on this machine. The address is always printed too.

Options:
{signInFlags}
{authFlags}
  -h, --help             this help

Sign-ins are kept in the OS keyring (Keychain, Credential Manager, a Secret Service)
where one answers, else in $XDG_STATE_HOME/elicitkit/oauth/ (default ~/.local/state/…),
one file per server, readable by you only; ELICITKIT_TOKEN_STORE=file keeps them in
files. The sign-in gives up after five minutes.

Exit codes:
  0    signed in (or already signed in)
  2    bad usage, or the --callback-port is busy
  3    could not reach the server
  5    the sign-in failed or was declined
  70   elicitkit itself failed (a bug)
`,
  'cli.help.logout': `Usage: elicitkit logout '<url>' [options]

Forgets the sign-in kept for this server. Where the authorization server offers
revocation (RFC 7009), the tokens are revoked there first.

Options:
  --no-revoke            only delete the local copy
  --client-id ID, --client-secret-env VAR   as given to elicitkit login
  -h, --help             this help

Exit codes: 0 signed out (or was not signed in), 2 bad usage, 70 a bug.
`,
  'cli.help.auth': `Usage: elicitkit auth status ['<url>'] [--json]

Shows the kept sign-ins: per server the authorization server, the kind of client
(registered, metadata document, static), the scopes, when the access token expires
and whether it can be refreshed. Tokens are never printed.

Options:
  --json                 print the same as JSON
  -h, --help             this help

Exit codes: 0 shown, 2 bad usage, 70 a bug.
`,
  'cli.help.serverFlags': `  --stdio "'<cmd args>'"   start the server and speak MCP over its stdin/stdout (no shell:
                         quotes group words, nothing else is interpreted)
  --server-id '<name>'     your name for this server, shown as trusted (default: the URL or
                         command)
  --protocol '<p>'         auto (default), 2026-07-28 or 2025-11-25`,
  'cli.help.authFlags': `  --header "Name: value" send this header on every HTTP request (repeatable)
  --bearer-token-env VAR send "Authorization: Bearer <$VAR>" (no sign-in then)
  --client-id ID         a client registered beforehand at the authorization server
  --client-secret-env VAR  its secret, read from $VAR (never taken on the command line)
  --scope "a b"          the scopes to ask for when the server names none`,
  'cli.help.signInFlags': `  --no-browser           sign in without opening a browser: open the printed address
                         yourself (on any machine), then paste the address the
                         browser ends on (http://127.0.0.1:…/callback?…) here
  --callback-port '<n>'    listen for the sign-in's redirect on this port (for servers
                         that need an exact redirect address); a busy port is an error`,

  // ── check-schema's human report (its --json stays English: the report's own strings) ────────
  'cli.check.label':
    '{label, select, input {input} entry {entry} mode {mode} address {address} host {host} punycode {punycode} port {port} opens {opens} warning {warning} verdict {verdict} kind {kind} format {format} limits {limits} default {default} options {options} other {hint}}',
  'cli.check.era': '{description} (protocol {era})',
  'cli.check.message': 'Message',
  'cli.check.none': '(none)',
  'cli.check.fields': 'Fields ({count, number})',
  'cli.check.noFields': 'No fields: the person is only asked to accept, decline or cancel.',
  'cli.check.required': 'required',
  'cli.check.optional': 'optional',
  'cli.check.kind': '{kind}, widget {widget}',
  'cli.check.kindVariant': '{kind} ({variant}), widget {widget}',
  'cli.check.more': '{count, plural, one {… and # more} other {… and # more}}',
  'cli.check.url': 'URL',
  'cli.check.same': '(same)',
  'cli.check.canOpen': '<good>can be opened once the person consents</good>',
  'cli.check.blocked': '<bad>blocked: {reason}</bad>',
  'cli.check.diagnostics': 'Diagnostics',
  'cli.check.diagnosticsNone': 'none',
  'cli.check.diagnosticsCount':
    '{errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}, {info, number} info in all',
  'cli.check.formLevelNone': 'none about the request as a whole (see the fields above)',
  'cli.check.heading': '{severity, select, error {Errors} warning {Warnings} other {Info}}',
  'cli.check.severity': '{severity, select, error {error} warning {warning} other {info}}',
  'cli.check.verdict': 'Verdict',
  'cli.check.accept': 'Accept',
  'cli.check.answer': 'Answer',
  'cli.check.nothingToCheck': '<bad>nothing to check</bad>: {reason}',
  'cli.check.possible': '<good>possible</good>',
  'cli.check.notPossible': '<bad>not possible</bad>: {reason}',
  'cli.check.unknownReason': 'unknown reason',
  'cli.check.valid': '<good>valid</good>; the client sends:',
  'cli.check.invalid':
    '{count, plural, one {<bad>invalid</bad> (# problem)} other {<bad>invalid</bad> (# problems)}}',
  'cli.check.wholeAnswer': 'answer',

  // what the input is (check-schema's "input" row), and why there is nothing to check
  'cli.check.input.jsonType':
    '{type, select, null {a JSON null, not an object} array {a JSON array, not an object} number {a JSON number, not an object} boolean {a JSON boolean, not an object} other {a JSON string, not an object}}',
  'cli.check.input.rpcRequest':
    '{method, select, none {a JSON-RPC request with no method} other {a JSON-RPC {method} request}}',
  'cli.check.input.rpcInputRequired': 'a JSON-RPC response carrying an input_required result',
  'cli.check.input.rpcUrlRequiredCode': 'a JSON-RPC URLElicitationRequiredError ({code})',
  'cli.check.input.rpcUrlRequired': 'a JSON-RPC URLElicitationRequiredError',
  'cli.check.input.rpcResponse': 'a JSON-RPC response',
  'cli.check.input.requestsMap': 'an inputRequests map',
  'cli.check.input.inputRequired': 'an input_required result',
  'cli.check.input.request':
    '{method, select, none {a request with no method} other {a {method} request}}',
  'cli.check.input.entry': 'an inputRequests entry ({method})',
  'cli.check.input.params': '{method} params',
  'cli.check.input.schema': 'a bare requestedSchema',
  'cli.check.input.unrecognised': 'an unrecognised JSON object',
  'cli.check.reason.jsonType':
    '{type, select, null {The input is a JSON null; a request, result, params or schema is always a JSON object.} array {The input is a JSON array; a request, result, params or schema is always a JSON object.} number {The input is a JSON number; a request, result, params or schema is always a JSON object.} boolean {The input is a JSON boolean; a request, result, params or schema is always a JSON object.} other {The input is a JSON string; a request, result, params or schema is always a JSON object.}}',
  'cli.check.reason.rpcRequest':
    '{method, select, none {This is a JSON-RPC request with no method, not {elicit}.} other {This is a JSON-RPC {method} request, not {elicit}.}}',
  'cli.check.reason.noElicitations':
    'This URLElicitationRequiredError lists no elicitations in error.data.elicitations.',
  'cli.check.reason.rpcResponse':
    'This JSON-RPC response is neither an input_required result nor a URLElicitationRequiredError, so it asks nothing.',
  'cli.check.reason.request':
    '{method, select, none {This is a request with no method, not {elicit}.} other {This is a {method} request, not {elicit}.}}',
  'cli.check.reason.onlyState':
    'This input_required result carries only requestState: it asks the person nothing.',
  'cli.check.reason.noRequests':
    'This input_required result has no inputRequests: it asks the person nothing.',
  'cli.check.reason.entry':
    '{method, select, none {inputRequests entry {key} has no method, so it is not {elicit}.} other {inputRequests entry {key} is a {method} request, not {elicit}.}}',
  'cli.check.reason.noneElicit': 'None of the inputRequests entries is {elicit}.',
  'cli.check.note.requestIgnored': '{flag} {key} was ignored: the input has no inputRequests.',
  'cli.check.note.noElicitationId':
    '{protocol} requires "elicitationId" on URL-mode requests; this one has none.',
  'cli.check.note.checkedFirst':
    '{count, plural, one {# elicitation here; checked the first.} other {# elicitations here; checked the first.}}',
  'cli.check.note.elicitationIdIgnored':
    '"elicitationId" is not part of {protocol}; clients ignore it.',
  'cli.check.note.notInputRequired':
    'Has "inputRequests" but no resultType "input_required"; read as one anyway.',
  'cli.check.note.entryNotChecked':
    '{method, select, none {inputRequests entry {key} has no method; not checked.} other {inputRequests entry {key} is a {method} request; not checked.}}',
  'cli.check.note.checkedKey':
    "{count, plural, one {# elicitation here; checked {key}. Pick another with {flag} '<key>' ({keys}).} other {# elicitations here; checked {key}. Pick another with {flag} '<key>' ({keys}).}}",
  'cli.check.note.unrecognised':
    'Not recognised as a request, result, params or schema; read as elicitation/create params.',

  // ── usage errors, input files, progress and the human output of call, task and tools ─────
  'cli.connecting': 'Connecting to {where}…',
  'cli.calling': 'Calling {tool} on {where}…',
  'cli.sending': 'Sending the answer to {where}…',
  'cli.roundSent': '✔ Sent to {where}: the answers kept for round {round}',
  'cli.taskAsking': '{line} — the running task is asking:',
  'cli.toolError': '{tool} reported an error',
  'cli.detached': 'detached; the task goes on. Follow it with: {command}',
  'cli.interrupted': 'interrupted (Ctrl-C); the open question was cancelled.',
  'cli.interruptedTask':
    'interrupted (Ctrl-C); the open question was cancelled and the task was cancelled on the server.',
  'cli.callFailed': '{tool} failed ({code}): {detail}',
  'cli.questionRefused':
    '{server} asked a question that was refused before it could be shown: {why}',
  'cli.questionRefusedNoReason':
    '{server} asked a question that was refused before it could be shown.',
  'cli.couldNotConnect': 'could not connect to {where}: {detail}',
  'cli.localeUnknown': '{flag} {tag} is not a shipped locale; using English',
  'cli.themeIgnored': 'ELICITKIT_THEME: ignored {items}',
  'cli.tools.couldNotList': '{where} could not list its tools: {detail}',
  'cli.tools.heading': '{count, plural, one {# tool on {server}:} other {# tools on {server}:}}',
  'cli.tools.server': '{id} (it calls itself "{name}")',
  'cli.tools.args': 'args:',
  'cli.tools.noArgs': 'none',
  'cli.usage.seeHelp': 'Run {help} for usage.',
  'cli.usage.unknownCommand': 'unknown command {name}',
  'cli.usage.unknownOption': 'unknown option {option}',
  'cli.usage.commandList': 'Commands: {list}.',
  'cli.usage.noValue': 'option {option} takes no value',
  'cli.usage.needsValue': 'option {option} needs a value',
  'cli.usage.givenTwice': 'option {option} given twice',
  'cli.usage.unexpected': 'unexpected argument {argument}',
  'cli.usage.badPort': '--port must be a number from 0 to 65535, not {port}',
  'cli.usage.whichTool': 'which tool? give its name after the server',
  'cli.usage.whichTask': 'which task? give its id after the server',
  'cli.usage.argsObject': '{flag} must be a JSON object of the tool’s arguments',
  'cli.usage.answersObject': '{label} must be a JSON object of input keys or field names',
  'cli.usage.answersStar': '{label}: {star} must be {choices}',
  'cli.usage.protocol': '{flag} must be {choices}, not {value}',
  'cli.usage.noServer': 'give the server: an http(s) URL, or {stdio}',
  'cli.usage.notUrlStdio': '{text} is not a URL (for a local command use {stdio})',
  'cli.usage.notUrl': '{text} is not a URL',
  'cli.usage.notHttp': 'the server URL must be http or https, not {scheme}',
  'cli.usage.serverUrl': 'give the server’s http(s) URL',
  'cli.usage.unclosedQuote': '{flag}: unclosed {quote} quote',
  'cli.usage.noCommand': '{flag} needs a command, like {example}',
  'cli.usage.missingFile': 'missing {file}: give a JSON file, or - for stdin',
  'cli.usage.oneFile': 'expected one {file}, got {count, number}: {extra}',
  'cli.usage.stdinOnce': 'stdin can be read only once: give the input or the {flag} as a file',
  'cli.usage.badHeader': '{flag} must look like {example}',
  'cli.usage.envNotSet': '{flag} {name}: the environment variable is not set',
  'cli.usage.needsFlag': '{flag} needs {other}',
  'cli.usage.signInFlagsHttp':
    'the sign-in flags are for HTTP servers (pass secrets to {stdio} servers in their environment)',
  'cli.usage.port': '{flag} must be a port number 1-65535',
  'cli.usage.authSubcommand': 'the one {command} subcommand is {sub}',
  'cli.usage.noLoginNeeded': '{first} and {second} need no login',
  'cli.internalError': 'internal error (a bug in elicitkit): {detail}',
  'cli.json.input': 'input {file}',
  'cli.json.inputStdin': 'input (stdin)',
  'cli.json.flagFile': '{flag} file {file}',
  'cli.json.flagFileStdin': '{flag} file (stdin)',
  'cli.json.flagValue': '{flag}',
  'cli.json.readingTerminal': 'reading {label} from the terminal; end it with Ctrl-D',
  'cli.json.cannotRead': 'cannot read {label}: {reason}',
  'cli.json.empty': '{label} is empty, not JSON',
  'cli.json.invalid': '{label} is not valid JSON: {reason}',
  'cli.json.noSuchFile': 'no such file',
  'cli.json.isDirectory': 'it is a directory',
  'cli.json.permission': 'permission denied',
  'cli.json.other': '{detail}',
  'cli.result.link': '[link {uri}]',
  'cli.result.resource': '[resource {uri}]',
  'cli.usage.noSuchRequest': '{flag} {key}: no such inputRequests entry (there are {keys})',
  'cli.tools.serverVersion': '{id} (it calls itself "{name}" {version})',

  // login, logout, auth status, and a sign-in started by call or tools
  'auth.cli.page': 'The sign-in page for {server}:',
  'auth.cli.paste': 'Open it in a browser, then paste here the address the browser ends on:',
  'auth.cli.noBrowser': 'No browser could be opened: open the address above yourself.',
  'auth.cli.badPaste': 'That is not the address the browser ended on.',
  'auth.cli.timedOut': 'No sign-in came back within five minutes.',
  'auth.cli.signedIn': 'Signed in to {server}.',
  'auth.cli.incomplete': 'The sign-in to {server} did not complete: {reason}',
  'auth.cli.unreachable': 'Could not reach {server}: {reason}',
  'auth.cli.portBusy':
    '--callback-port {port}: that port on 127.0.0.1 is in use; free it or pick another.',
  'auth.cli.runLogin': '{server} needs you to sign in; run: elicitkit login {url}',
  'auth.cli.notSignedIn': 'Not signed in to {server}; nothing to forget.',
  'auth.cli.signedOutRevoked':
    'Signed out of {server}: the tokens were revoked at the authorization server and deleted here.',
  'auth.cli.signedOutLocal':
    'Signed out of {server}: the tokens were deleted here (the server offers no revocation, or it failed).',
  'auth.cli.callbackPage': 'Done. You can close this tab and return to the terminal.',
  'auth.cli.storeFiles': 'Sign-ins are kept in files under {dir}.',
  'auth.cli.noneKept': 'No sign-ins kept.',
  'auth.cli.notSignedInTo': 'Not signed in to {server}.',
  'auth.cli.storeRepaired': 'Other users could read or change {path}; it is now yours alone.',
  'auth.cli.storeRefused':
    '{path} is a link, a folder, or another user’s, so elicitkit did not read it and keeps no sign-in there. Remove it, then sign in again.',
  'auth.cli.storeUnreadable':
    'The sign-in kept in {path} cannot be read, so it is not used. Sign in again.',
  'auth.cli.storeKeyring':
    'Sign-ins are kept in the OS keyring; any left in files under {dir} move there when next used.',
  'auth.cli.keptInKeyring': 'Kept in the OS keyring.',
  'auth.cli.keptInFile': 'Kept in a file under {dir}.',
  'auth.cli.logoutKeyringUnanswered':
    'The OS keyring did not answer, so a sign-in to {server} kept there may still be there. Unlock the keyring and run logout again.',
  'auth.cli.keyringUnavailable':
    'The OS keyring did not answer (it is locked, or there is none here), so sign-ins are kept in files under {path}, readable by you only.',
  'auth.cli.keyringUnreadable':
    'The sign-in for {path} in the OS keyring cannot be read, so it is not used. Sign in again.',
  'cli.serverLog':
    'The MCP library logged (it may quote the server or the authorization server; not elicitkit’s words): {text}',
} as const satisfies Record<string, string>);
