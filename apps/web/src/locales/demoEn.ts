/**
 * The words only the web demo shows, in English: the source and the type of its own catalogue
 * (`locales/<tag>.ts`, one per locale core ships; a locale missing a key does not compile). They
 * live here, not in core's catalogue, so a web host importing a locale never carries them. Same
 * ICU subset as core's messages; the kit's own words (the question, its buttons, the sign-in)
 * come from core's catalogue.
 */
export const demoEn = Object.freeze({
  'page.language': 'Language',
  'connect.tryAgain': 'Try again',
  'call.retry': 'Retry',

  'error.connect.title': 'Could not connect to {url}',
  'error.connect.hint':
    'Check that the address is an MCP Streamable HTTP endpoint (it usually ends in /mcp).',
  'error.cors.title': 'The server answered, but the browser blocked the response (CORS)',
  'error.cors.allowOrigin':
    "The server must allow this page's origin, {origin}, in Access-Control-Allow-Origin.",
  'error.cors.preflight':
    'Its preflight (OPTIONS) must allow the headers content-type, mcp-protocol-version, mcp-method, mcp-name and mcp-session-id, and it must expose mcp-session-id.',
  'error.cors.demoServer':
    'The elicitkit demo server allows localhost origins by default; see --allow-origin.',
  'error.down.title': 'Nothing answered at {url}',
  'error.down.running':
    'Is the server running? `npm start` starts the reference server and this page together.',
  'error.down.port': 'If it runs on another port, put its address above and press Connect.',

  'error.call.failed': 'The call failed',
  'error.call.cors': 'If the server is running, it may not allow this page’s origin (CORS).',
  'error.call.roundLimit': 'The server kept asking',
  'error.call.roundLimitHint': 'It may be stuck in a loop.',
  'error.call.missingCapability': 'This tool needs something this page did not declare',
  'error.call.requestStateRejected': 'The server refused the saved call state',
  'error.call.requestStateRejectedHint':
    'The state expired, was changed, or was minted by a server with another --secret. Start the call again.',
  'error.call.unknownResultType': 'The server sent a result this page cannot read',
  'error.call.aborted': 'The call was cancelled',
  'error.call.legTimeout': 'The server took too long',
  'error.call.legTimeoutHint':
    'The request may have reached the tool, so it is not sent again: a second run could repeat its effect.',
  'error.call.legFailed': 'The connection to the server failed',
  'error.call.legFailedHint':
    'When the request never reached the server, your answers are kept and Retry re-sends it once the server is back.',
  'error.call.urlLoop': 'The server asked for the same page again',
  'error.call.urlDeclined': 'The call needs a page you did not open',
  'error.call.unsupportedInputRequest': 'The server asked for something this page cannot answer',
  'error.call.invalidContent': 'The answer did not fit the form',
  'error.call.outputSchema': 'The result did not match the tool’s output schema',
  'error.call.requestNotSent': 'The request was refused before it was sent',
  'error.call.server': 'The server rejected the call',
  'error.call.renderer': 'The form failed to answer',
  'error.call.resumeMismatch': 'The saved call cannot be resumed here',

  'error.background': 'Something failed in the background',
  'error.resume.failed': 'The saved {tool} call could not be resumed',
  'error.resume.taskElsewhere': 'The saved {tool} call is a task on another server',
  'error.resume.taskHint':
    'The task ({status}) goes on there. Connect to that server to follow it, or discard it here.',
});
