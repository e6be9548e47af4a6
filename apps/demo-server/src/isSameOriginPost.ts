/**
 * Whether a POST to a sign-in page comes from that page itself (or from a non-browser client,
 * which sends neither header). A browser names the posting page in `Origin`; it sends the opaque
 * `null` instead when a referrer policy such as `no-referrer` is in force, which is accepted only
 * when `Sec-Fetch-Site` (set by the browser, not by page script) vouches for the same origin.
 * `Sec-Fetch-Site: same-site` is refused too: another port on this host is another origin.
 */
export function isSameOriginPost(request: Request): boolean {
  const origin = request.headers.get('origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  if (origin === null) return true;
  if (origin === 'null') return fetchSite === 'same-origin';
  return origin === `http://${request.headers.get('host') ?? ''}`;
}
