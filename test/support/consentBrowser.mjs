#!/usr/bin/env node
// A stand-in for $BROWSER in sign-in tests: given the authorization address as its argument, it
// does what a person in a browser would: load the demo server's consent page, press Approve,
// and follow the redirect to wherever it points (the CLI's loopback listener). It logs each
// step to $CONSENT_BROWSER_LOG (if set) without the address's query, so no code is written.
import { appendFileSync } from 'node:fs';

const log = (line) => {
  if (process.env.CONSENT_BROWSER_LOG) appendFileSync(process.env.CONSENT_BROWSER_LOG, `${line}\n`);
};
const target = new URL(process.argv[2]);
log(`open ${target.origin}${target.pathname}`);
const page = await fetch(target, { redirect: 'manual' });
const html = await page.text();
const request = /name="request" value="([^"]+)"/.exec(html)?.[1];
if (!request) {
  log(`no consent form (HTTP ${page.status})`);
  process.exit(1);
}
const decision = process.env.CONSENT_DECISION ?? 'approve';
const posted = await fetch(new URL('/oauth/authorize', target), {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams({
    request: request.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code))),
    user: 'demo-user',
    decision,
  }),
});
const location = posted.headers.get('location');
if (!location) {
  log(`no redirect (HTTP ${posted.status})`);
  process.exit(1);
}
const back = new URL(location);
log(`${decision} -> ${back.origin}${back.pathname}`);
const landed = await fetch(back);
log(`callback HTTP ${landed.status}`);
