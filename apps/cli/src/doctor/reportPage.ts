import { toDisplayText } from '@elicitkit/core';
import type { DoctorReport } from './doctorReport.js';
import type { DoctorLocalizer } from './messages/DoctorLocalizer.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
/** What a client sent, made display-safe (hidden and control characters marked) and escaped. */
const shown = (text: string) => escape(toDisplayText(text, { maxLength: 2_000 }));

/** The part of the page that changes as checks run (also served alone, at /card). */
export function reportCard(report: DoctorReport, words: DoctorLocalizer, endpoint: string): string {
  const client = report.client
    ? words.format({
        key: 'doctor.page.client',
        values: {
          name: toDisplayText(report.client.name, { singleLine: true, maxLength: 120 }),
          era: report.client.era,
        },
      })
    : words.format({ key: 'doctor.page.noClient' });
  const head = (key: Parameters<DoctorLocalizer['format']>[0]) =>
    `<th scope="col">${escape(words.format(key))}</th>`;
  const areas = report.areas
    .map((area) => {
      const rows = area.checks
        .map((c) => {
          const evidence =
            c.evidence.length === 0
              ? ''
              : `<ul class="evidence">${c.evidence.map((e) => `<li><code dir="ltr">${shown(e)}</code></li>`).join('')}</ul>`;
          const reported = c.reportedByPerson
            ? ` <em class="reported">(${escape(words.format({ key: 'doctor.page.reported' }))})</em>`
            : '';
          return `<tr data-check="${escape(c.id)}" data-status="${c.status}">
<th scope="row">${escape(c.name)}</th>
<td><span class="status ${c.status}">${escape(c.statusText)}</span></td>
<td>${escape(c.why)}${reported}</td>
<td>${evidence}</td>
<td><a href="${escape(c.spec.url)}" rel="noreferrer">${escape(c.spec.section)}</a></td>
</tr>`;
        })
        .join('\n');
      return `<section aria-labelledby="area-${area.area}">
<h2 id="area-${area.area}">${escape(area.name)} <span class="counts">${escape(area.counts)}</span></h2>
<table>
<thead><tr>${head({ key: 'doctor.page.check' })}${head({ key: 'doctor.page.status' })}${head({ key: 'doctor.page.why' })}${head({ key: 'doctor.page.evidence' })}${head({ key: 'doctor.page.spec' })}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
</section>`;
    })
    .join('\n');
  const { passed, failed, notTried } = report.summary;
  return `<p>${escape(words.format({ key: 'doctor.page.intro', values: { endpoint } }))}</p>
<p class="client">${escape(client)}</p>
<h2 id="summary">${escape(words.format({ key: 'doctor.page.summary' }))}</h2>
<p class="summary">${escape(words.format({ key: 'doctor.page.counts', values: { passed, failed, notTried } }))}</p>
${areas}`;
}

/** The whole report card page: served with a CSP that allows only its own script and styles. */
export function reportPage(report: DoctorReport, words: DoctorLocalizer, endpoint: string): string {
  const title = escape(words.format({ key: 'doctor.page.title' }));
  const { passed, failed, notTried } = report.summary;
  return `<!doctype html>
<html lang="${escape(words.locale)}" dir="${words.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/report.css">
<script src="/report.js" defer></script>
</head>
<body>
<header><h1>${title}</h1>
<p class="live">${escape(words.format({ key: 'doctor.page.live' }))} <span role="status" id="status">${escape(words.format({ key: 'doctor.page.counts', values: { passed, failed, notTried } }))}</span></p>
</header>
<main id="card">
${reportCard(report, words, endpoint)}
</main>
</body>
</html>
`;
}

/** The link page of a URL question: what it stands for, and Done. */
export function linkPage(
  words: DoctorLocalizer,
  id: string,
  state: 'open' | 'finished' | 'unknown',
): string {
  const title = escape(words.format({ key: 'doctor.link.title' }));
  const body =
    state === 'unknown'
      ? `<p>${escape(words.format({ key: 'doctor.link.unknown' }))}</p>`
      : state === 'finished'
        ? `<p role="status">${escape(words.format({ key: 'doctor.link.finished' }))}</p>`
        : `<p>${escape(words.format({ key: 'doctor.link.body' }))}</p>
<form method="post" action="/link/${escape(id)}/done"><button type="submit">${escape(words.format({ key: 'doctor.link.done' }))}</button></form>`;
  return `<!doctype html>
<html lang="${escape(words.locale)}" dir="${words.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="stylesheet" href="/report.css"></head>
<body><main><h1>${title}</h1>
${body}
</main></body></html>
`;
}

export const REPORT_CSS = `:root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.45; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; color: #1a1a1a; background: #fff; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 1.5rem 0 .5rem; }
.counts { font-weight: normal; font-size: .95rem; color: #444; }
table { border-collapse: collapse; width: 100%; font-size: .92rem; }
th, td { border-bottom: 1px solid #ccc; padding: .4rem .5rem; text-align: start; vertical-align: top; }
thead th { background: #f2f2f2; }
.status { font-weight: 600; padding: 0 .35rem; border-radius: .2rem; white-space: nowrap; }
.status.passed { color: #0b5d1e; background: #e3f4e6; }
.status.failed { color: #8a1111; background: #fbe4e4; }
.status.not-tried { color: #444; background: #eee; }
.evidence { margin: 0; padding-inline-start: 1rem; }
code { font-size: .85rem; overflow-wrap: anywhere; unicode-bidi: isolate; }
.reported { color: #444; }
a { color: #0645ad; }
button { font: inherit; padding: .4rem 1rem; }
`;

/** Follows /events and redraws the card (no inline script: the page's CSP allows only this file). */
export const REPORT_JS = `(() => {
  const card = document.getElementById('card');
  const status = document.getElementById('status');
  const events = new EventSource('/events');
  events.addEventListener('change', async () => {
    const response = await fetch('/card', { cache: 'no-store' });
    if (!response.ok || !card) return;
    card.innerHTML = await response.text();
    const summary = card.querySelector('.summary');
    if (status && summary) status.textContent = summary.textContent;
  });
})();
`;
