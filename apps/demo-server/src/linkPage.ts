import type { LinkTicket } from './linkRegistry.js';

/** Renders the fake third-party sign-in page a URL-mode elicitation points at. */
export function linkPage(ticket: LinkTicket, finished: boolean): string {
  const provider = escapeHtml(ticket.provider);
  const body = finished
    ? `<p>Your ${provider} account is linked. You can close this tab and return to your MCP client.</p>`
    : `<p>This stands in for ${provider}'s own sign-in page. The MCP client and the model cannot see it.</p>
<form method="post"><button type="submit">Finish</button></form>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Link ${provider} - elicitkit demo</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto">
<h1>Link ${provider}</h1>
${body}
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
