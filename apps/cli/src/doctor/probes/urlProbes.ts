import type { Asked, Probe, ProbeEnv, ProbeRound } from '../probe.js';
import type { Verdict } from '../probe.js';
import { evidenceOf, readAnswer, unanswered, withScript } from '../probe.js';
import type { DoctorMsg } from '../messages/DoctorLocalizer.js';
import type { DoctorMessageKey } from '../messages/DoctorLocalizer.js';

const KEY = 'link';
/** How long a person has to finish the page after agreeing to open it. */
const FINISH_MS = 10 * 60_000;
/** Under --auto, how long the scripted person has to open the page. */
const AUTO_VISIT_MS = 5_000;
/** A client that previews or fetches a declined link often does so just after answering. */
const LATE_FETCH_MS = 300;

function urlQuestion(env: ProbeEnv, description: DoctorMessageKey, visit: boolean): Asked {
  const link = env.links.issue();
  const script = visit
    ? { action: 'accept' as const, visit: true }
    : { action: 'decline' as const };
  return {
    key: KEY,
    params: {
      mode: 'url',
      message: withScript(env.words.format({ key: description }), script, env.auto),
      url: link.url,
      // 2025-11-25 requires one; it is the link's id, so the page's Done can be announced.
      ...(env.era === '2025-11-25' && { elicitationId: link.id }),
    },
    script,
  };
}

const linkIdOf = (done: readonly ProbeRound[]): string | undefined => {
  const asked = done[0]?.asked[0]?.params;
  return asked?.mode === 'url' ? asked.url.slice(asked.url.lastIndexOf('/') + 1) : undefined;
};

const visitLines = (env: ProbeEnv, id: string | undefined): string[] =>
  id === undefined
    ? []
    : env.links
        .visits(id)
        .map((v) => `${v.method} ${env.links.urlOf(id)} +${v.at} ms (${v.userAgent})`);

export const URL_PROBES: readonly Probe[] = [
  {
    tool: 'doctor_url_decline',
    description: 'doctor.tool.urlDecline',
    mode: 'url',
    rounds: 1,
    ask: (_round, _done, env) => [urlQuestion(env, 'doctor.tool.urlDecline', false)],
    settle: () => new Promise((resolve) => setTimeout(resolve, LATE_FETCH_MS)),
    judge(done, env): Verdict[] {
      const check = 'url.consent';
      const id = linkIdOf(done);
      const received = done[0]?.received[KEY];
      const visits = id === undefined ? [] : env.links.visits(id);
      const evidence = [evidenceOf(KEY, received), ...visitLines(env, id)];
      const { action } = readAnswer(received);
      if (visits.length > 0 && action !== 'accept')
        return [
          {
            check,
            status: 'failed',
            why: { key: 'doctor.why.urlFetched', values: { count: visits.length } },
            evidence,
          },
        ];
      if (action === 'decline' || action === 'cancel')
        return [{ check, status: 'passed', why: { key: 'doctor.why.urlUntouched' }, evidence }];
      const why: DoctorMsg =
        received?.kind === 'error'
          ? unanswered(received)
          : {
              key: 'doctor.why.actionNotAsAsked',
              values: { expected: 'decline', action: action ?? '—' },
            };
      return [
        // Accepting a link the person was told to decline is what a client that accepts every
        // URL question does: graded, not skipped.
        {
          check,
          status: received === undefined || received.kind === 'none' ? 'not-tried' : 'failed',
          why,
          evidence,
        },
      ];
    },
  },
  {
    tool: 'doctor_url_open',
    description: 'doctor.tool.urlOpen',
    mode: 'url',
    rounds: 1,
    ask: (_round, _done, env) => [urlQuestion(env, 'doctor.tool.urlOpen', true)],
    async settle(done, env) {
      const id = linkIdOf(done);
      if (id === undefined || readAnswer(done[0]?.received[KEY]).action !== 'accept') return;
      if (!env.auto) {
        await env.links.waitDone(id, FINISH_MS);
        return;
      }
      const until = Date.now() + AUTO_VISIT_MS;
      while (env.links.visits(id).length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
    },
    judge(done, env): Verdict[] {
      const check = 'url.open';
      const id = linkIdOf(done);
      const received = done[0]?.received[KEY];
      const evidence = [evidenceOf(KEY, received), ...visitLines(env, id)];
      const { action } = readAnswer(received);
      if (action !== 'accept')
        return [
          {
            check,
            status: received?.kind === 'error' ? 'failed' : 'not-tried',
            why: unanswered(received),
            evidence,
          },
        ];
      const finished =
        id !== undefined && (env.links.isDone(id) || (env.auto && env.links.visits(id).length > 0));
      return [
        finished
          ? { check, status: 'passed', why: { key: 'doctor.why.urlFinished' }, evidence }
          : { check, status: 'failed', why: { key: 'doctor.why.urlNotFinished' }, evidence },
      ];
    },
  },
];
