import kit from '@elicitkit/core/locales/ar-XB';
import type { DemoCatalogue, DemoMessages } from './DemoCatalogue.js';

/**
 * The web demo's pseudo-locale ar-XB (the English words in a right-to-left override), beside core's.
 * Generated from demoEn.ts with core's pseudo-localizer by
 * test/client/support/writeDemoPseudoLocales.ts; run it again when the English words change
 * (test/client/demoCatalogue.test.ts fails until then).
 */
const messages: DemoMessages = {
  'page.title': '‏‮elicitkit web demo‬‏',
  'page.intro':
    '‏‮An MCP server asks you questions in the middle of a tool call; this page shows them and sends your answers back.‬‏',
  'page.footer': '‏‮Same flow in a terminal: ‬‏<code>{command}</code>',
  'page.language': '‏‮Language‬‏',
  'theme.label': '‏‮Theme‬‏',
  'theme.system': '‏‮System‬‏',
  'theme.light': '‏‮Light‬‏',
  'theme.dark': '‏‮Dark‬‏',
  'connect.form': '‏‮Server‬‏',
  'connect.url': '‏‮MCP server URL‬‏',
  'connect.protocol': '‏‮Protocol‬‏',
  'connect.protocol.auto': '‏‮auto (‬‏{newer}‏‮, else ‬‏{older}‏‮)‬‏',
  'connect.protocol.only': '{version}‏‮ only‬‏',
  'connect.button': '‏‮Connect‬‏',
  'connect.status.idle': '‏‮Not connected.‬‏',
  'connect.status.connecting': '‏‮Connecting to ‬‏{url}‏‮…‬‏',
  'connect.status.connected':
    '‏‮Connected to ‬‏{server}‏‮ at ‬‏{url}‏‮ · ‬‏{protocol}‏‮ · ‬‏{count, plural, one {#‏‮ tool‬‏} other {#‏‮ tools‬‏}}',
  'connect.status.connectedUnnamed':
    '‏‮Connected to a server at ‬‏{url}‏‮ · ‬‏{protocol}‏‮ · ‬‏{count, plural, one {#‏‮ tool‬‏} other {#‏‮ tools‬‏}}',
  'connect.tryAgain': '‏‮Try again‬‏',
  'tools.heading': '‏‮Tools‬‏',
  'tools.loading': '‏‮Loading tools…‬‏',
  'tools.connectFirst': '‏‮Connect to list tools.‬‏',
  'tools.none': '‏‮This server lists no tools.‬‏',
  'tools.destructive': '‏‮destructive‬‏',
  'tools.callHeading': '‏‮Call ‬‏<code>{tool}</code>',
  'args.form': '‏‮Arguments for ‬‏{tool}',
  'args.modes': '‏‮Edit arguments as‬‏',
  'args.mode.form': '‏‮Form‬‏',
  'args.mode.json': '‏‮JSON‬‏',
  'args.none': '‏‮This tool takes no arguments.‬‏',
  'args.json.label': '‏‮Arguments (JSON)‬‏',
  'args.json.invalid': '‏‮Not valid JSON: ‬‏<code>{detail}</code>',
  'args.json.notObject':
    '‏‮The arguments must be a JSON object, like ‬‏<code>{example}</code>‏‮.‬‏',
  'args.notCalled': '‏‮Not called:‬‏',
  'args.fixMarked': '‏‮fix the arguments marked above.‬‏',
  'args.call': '‏‮Call ‬‏{tool}',
  'args.clear': '‏‮Clear answer‬‏<hidden>‏‮ to ‬‏{name}</hidden>',
  'args.choose': '‏‮Choose…‬‏',
  'args.notSet': '‏‮(not set)‬‏',
  'args.jsonOnly.fields': '‏‮A form cannot express ‬‏{names}‏‮: edit the arguments as JSON.‬‏',
  'args.jsonOnly.schema': '‏‮A form cannot express this schema:‬‏',
  'args.jsonOnly.keywords':
    '{count, plural, one {‏‮it uses the keyword ‬‏{keywords}‏‮, which a form does not read.‬‏} other {‏‮it uses the keywords ‬‏{keywords}‏‮, which a form does not read.‬‏}}',
  'args.jsonOnly.anyName': '‏‮It takes arguments of any name.‬‏',
  'args.jsonOnly.useJson': '‏‮Edit the arguments as JSON.‬‏',
  'call.heading': '‏‮Current call‬‏',
  'call.none': '‏‮No call yet.‬‏',
  'call.line':
    '<code>{tool}</code> {status, select, running {‏‮is running (‬‏{phase}‏‮)‬‏} stopped {‏‮stopped‬‏} complete {‏‮complete‬‏} other {‏‮failed‬‏}}',
  'call.phase':
    '{phase, select, calling {‏‮calling‬‏} awaiting-input {‏‮waiting for an answer‬‏} authorizing {‏‮signing in‬‏} task {‏‮following its task‬‏} retrying {‏‮sending the answers‬‏} moved {‏‮moved to ‬‏{server}} other {{phase}}}',
  'call.stop': '‏‮Stop the call‬‏',
  'call.stopAbout':
    '‏‮Ends the whole ‬‏{tool}‏‮ call. To skip only a question, use its ‬‏{cancel}‏‮.‬‏',
  'call.stopped': '‏‮You stopped the ‬‏{tool}‏‮ call; it did not finish.‬‏',
  'call.done': '‏‮Done: the result is at the end of the rounds below.‬‏',
  'call.retry': '‏‮Retry‬‏',
  'call.discardSaved': '‏‮Discard the saved call‬‏',
  'rounds.heading': '‏‮Rounds‬‏',
  'rounds.empty':
    '‏‮Call a tool: each question the server asks, your answer, and the echoed requestState appear here.‬‏',
  'rounds.tool': '‏‮Tool‬‏',
  'rounds.era': '‏‮Era‬‏',
  'rounds.negotiated': '‏‮(negotiated ‬‏{version}‏‮)‬‏',
  'rounds.server': '‏‮Server‬‏',
  'rounds.resumedOn': '‏‮→ resumed on ‬‏<code>{server}</code>',
  'rounds.resume': '‏‮Resume‬‏',
  'rounds.restarted':
    '‏‮started over: nothing resumable was open (a 2025-11-25 call keeps its state in the server’s session, which ends with the page)‬‏',
  'rounds.status': '‏‮Status‬‏',
  'rounds.statusValue':
    '{status, select, running {‏‮running (‬‏{phase}‏‮)‬‏} stopped {‏‮stopped‬‏} complete {‏‮complete‬‏} other {‏‮failed‬‏}}',
  'rounds.task': '‏‮Task‬‏',
  'rounds.taskRuns': '‏‮(it runs on the server; a reload follows it again)‬‏',
  'rounds.noQuestions': '‏‮No questions yet.‬‏',
  'rounds.final': '‏‮Final result‬‏',
  'rounds.failed': '‏‮Failed: ‬‏<code>{kind}</code>',
  'rounds.round': '‏‮Round ‬‏{round}',
  'rounds.question.task': '‏‮Question ‬‏{position}‏‮ (asked by the running task)‬‏',
  'rounds.question.urlRequired': '‏‮Question ‬‏{position}‏‮ (URL required, -32042)‬‏',
  'rounds.question.pushed': '‏‮Question ‬‏{position}‏‮ (pushed elicitation/create)‬‏',
  'rounds.keyLabel':
    '{label, select, elicitationId {‏‮elicitationId‬‏} requestId {‏‮request id‬‏} other {‏‮key‬‏}}',
  'rounds.beforeReload': '‏‮before reload‬‏',
  'rounds.asked': '‏‮Asked‬‏',
  'rounds.answered': '‏‮Answered‬‏',
  'rounds.requestState': '‏‮requestState‬‏',
  'rounds.waiting': '‏‮waiting…‬‏',
  'rounds.notAnswered': '‏‮not answered‬‏',
  'history.summary': '‏‮Earlier calls (‬‏{count}‏‮)‬‏',
  'history.noAnswers': '‏‮No answers were sent.‬‏',
  'rounds.noMessage': '‏‮(no message)‬‏',
  'rounds.noFields': '‏‮no fields‬‏',
  'rounds.fieldKind':
    '{kind, select, text {‏‮text‬‏} number {‏‮number‬‏} integer {‏‮whole number‬‏} boolean {‏‮yes/no‬‏} select {‏‮one choice‬‏} multiselect {‏‮several choices‬‏} other {‏‮not supported‬‏}}',
  'rounds.open': '‏‮open ‬‏<code>{url}</code>',
  'rounds.stateOnly': '‏‮nothing: the server only wants its requestState back‬‏',
  'rounds.state.task': '‏‮none: a task keeps its state on the server‬‏',
  'rounds.state.session': '‏‮none: 2025-11-25 keeps the call’s state in the session‬‏',
  'rounds.state.none': '‏‮none sent by the server‬‏',
  'rounds.state.size':
    '{length, plural, one {#‏‮ character‬‏} other {#‏‮ characters‬‏}}‏‮, ‬‏<code>{prefix}‏‮…‬‏</code>',
  'rounds.echo.exact': '‏‮echoed byte-exact‬‏',
  'rounds.echo.different': '‏‮sent back changed‬‏',
  'rounds.echo.missing': '‏‮not sent back‬‏',
  'rounds.echo.pending': '‏‮to be echoed‬‏',
  'result.isError': '‏‮The tool reported an error‬‏',
  'result.empty': '‏‮(empty result)‬‏',
  'crash.title': '‏‮The demo page hit a bug and stopped drawing.‬‏',
  'crash.reload': '‏‮Reload the page‬‏',
  'error.serverSaid': '‏‮The server said:‬‏',
  'error.connect.title': '‏‮Could not connect to ‬‏{url}',
  'error.connect.hint':
    '‏‮Check that the address is an MCP Streamable HTTP endpoint (it usually ends in /mcp).‬‏',
  'error.cors.title': '‏‮The server answered, but the browser blocked the response (CORS)‬‏',
  'error.cors.allowOrigin':
    "‏‮The server must allow this page''s origin, ‬‏{origin}‏‮, in Access-Control-Allow-Origin.‬‏",
  'error.cors.preflight':
    '‏‮Its preflight (OPTIONS) must allow the headers content-type, mcp-protocol-version, mcp-method, mcp-name and mcp-session-id, and it must expose mcp-session-id.‬‏',
  'error.cors.demoServer':
    '‏‮The elicitkit demo server allows localhost origins by default; see --allow-origin.‬‏',
  'error.down.title': '‏‮Nothing answered at ‬‏{url}',
  'error.down.running':
    '‏‮Is the server running? `npm start` starts the reference server and this page together.‬‏',
  'error.down.port': '‏‮If it runs on another port, put its address above and press Connect.‬‏',
  'error.call.failed': '‏‮The call failed‬‏',
  'error.call.cors': '‏‮If the server is running, it may not allow this page’s origin (CORS).‬‏',
  'error.call.roundLimit': '‏‮The server kept asking‬‏',
  'error.call.roundLimitHint': '‏‮It may be stuck in a loop.‬‏',
  'error.call.missingCapability': '‏‮This tool needs something this page did not declare‬‏',
  'error.call.requestStateRejected': '‏‮The server refused the saved call state‬‏',
  'error.call.requestStateRejectedHint':
    '‏‮The state expired, was changed, or was minted by a server with another --secret. Start the call again.‬‏',
  'error.call.unknownResultType': '‏‮The server sent a result this page cannot read‬‏',
  'error.call.aborted': '‏‮The call was cancelled‬‏',
  'error.call.legTimeout': '‏‮The server took too long‬‏',
  'error.call.legTimeoutHint':
    '‏‮The request may have reached the tool, so it is not sent again: a second run could repeat its effect.‬‏',
  'error.call.legFailed': '‏‮The connection to the server failed‬‏',
  'error.call.legFailedHint':
    '‏‮When the request never reached the server, your answers are kept and Retry re-sends it once the server is back.‬‏',
  'error.call.urlLoop': '‏‮The server asked for the same page again‬‏',
  'error.call.urlDeclined': '‏‮The call needs a page you did not open‬‏',
  'error.call.unsupportedInputRequest':
    '‏‮The server asked for something this page cannot answer‬‏',
  'error.call.invalidContent': '‏‮The answer did not fit the form‬‏',
  'error.call.outputSchema': '‏‮The result did not match the tool’s output schema‬‏',
  'error.call.requestNotSent': '‏‮The request was refused before it was sent‬‏',
  'error.call.server': '‏‮The server rejected the call‬‏',
  'error.call.renderer': '‏‮The form failed to answer‬‏',
  'error.call.resumeMismatch': '‏‮The saved call cannot be resumed here‬‏',
  'error.background': '‏‮Something failed in the background‬‏',
  'error.resume.failed': '‏‮The saved ‬‏{tool}‏‮ call could not be resumed‬‏',
  'error.resume.taskElsewhere': '‏‮The saved ‬‏{tool}‏‮ call is a task on another server‬‏',
  'error.resume.taskHint':
    '‏‮The task (‬‏{status}‏‮) goes on there. Connect to that server to follow it, or discard it here.‬‏',
};

const catalogue: DemoCatalogue = Object.freeze({ kit, messages: Object.freeze(messages) });
export default catalogue;
