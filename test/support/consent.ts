/**
 * Drives the demo server's consent page (`--auth oauth`) without a browser, as a person would:
 * open the authorization URL, read the page's form, press Approve (or Deny), and return where the
 * authorization server redirects to. Nothing is followed to the redirect target itself.
 */
export async function answerConsent(
  authorizationUrl: string | URL,
  options: { decision?: 'approve' | 'deny'; user?: string } = {},
): Promise<URL> {
  const page = await fetch(authorizationUrl, { redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) {
    const location = page.headers.get('location');
    if (location) return new URL(location);
    throw new Error(`the consent page answered HTTP ${page.status}`);
  }
  const request = /name="request" value="([^"]+)"/.exec(html)?.[1];
  if (!request) throw new Error('no consent form on the page');
  const posted = await fetch(new URL('/oauth/authorize', authorizationUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      request: request.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
      user: options.user ?? 'demo-user',
      decision: options.decision ?? 'approve',
    }),
  });
  const location = posted.headers.get('location');
  if (!location) throw new Error(`the consent post answered HTTP ${posted.status}, no redirect`);
  return new URL(location);
}
