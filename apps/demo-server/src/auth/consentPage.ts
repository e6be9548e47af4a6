/** The demo authorization server's consent page: who asks, for which scopes, Approve or Deny. */
export function consentPage(input: {
  clientName: string;
  clientId: string;
  redirectHost: string;
  scopes: string[];
  request: string;
}): string {
  const scopes = input.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in - elicitkit demo authorization server</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto">
<h1>Sign in to the elicitkit demo server</h1>
<p><strong>${escapeHtml(input.clientName)}</strong> (<code>${escapeHtml(input.clientId)}</code>)
wants to use this server on your behalf, and will get the answer at
<code>${escapeHtml(input.redirectHost)}</code>.</p>
<p>It asks for:</p>
<ul>${scopes}</ul>
<form method="post" action="/oauth/authorize">
<input type="hidden" name="request" value="${escapeHtml(input.request)}">
<p><label>Sign in as <input name="user" value="demo-user" pattern="[A-Za-z0-9._-]{1,40}" required></label></p>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>
</body>
</html>
`;
}

export function errorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in error</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto">
<h1>This sign-in request cannot be completed</h1>
<p>${escapeHtml(message)}</p>
</body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
