import type { Asked, Probe, ProbeEnv, Verdict } from '../probe.js';
import { evidenceOf, readAnswer, withScript } from '../probe.js';
import type { DoctorMessageKey } from '../messages/DoctorLocalizer.js';
import { formQuestion } from './formProbe.js';

const t = (env: ProbeEnv, key: DoctorMessageKey) => env.words.format({ key });

/** An action-only question (no fields): the person only accepts. */
function confirmQuestion(env: ProbeEnv, key: string, message: string): Asked {
  const script = { action: 'accept' as const };
  return {
    key,
    params: {
      mode: 'form',
      message: withScript(message, script, env.auto),
      requestedSchema: { type: 'object', properties: {} },
    },
    script,
  };
}

// Keys a client must echo exactly, unparsed (spec: Multi round-trip requests): spaces, a slash,
// a dot and letters beyond ASCII.
const ROUND_KEYS = [['first', 'second question/ü.2'], ['third']] as const;
const BURST = 3;

const answered = (value: ReturnType<typeof readAnswer>) => value.action !== undefined;

// The server's own words, written to test how a client shows them: markdown, a link, a bidi
// override and terminal control characters (spec: Elicitation › Security considerations).
const HOSTILE_MESSAGE = [
  '**Important:** your account [needs attention](https://example.com/verify).',
  '\u202Eesrever ni nwohs si enil sihT\u202C',
  '\u0007\u001b[31mThis line tries to ring the bell and turn red.\u001b[0m',
].join('\n');

const SEEN = ['bold', 'link', 'reordered', 'colour', 'plain'] as const;
const SEEN_WORDS: Record<(typeof SEEN)[number], DoctorMessageKey> = {
  bold: 'doctor.option.sawBold',
  link: 'doctor.option.sawLink',
  reordered: 'doctor.option.sawReordered',
  colour: 'doctor.option.sawColour',
  plain: 'doctor.option.sawPlain',
};
const HOW = ['one-at-a-time', 'all-together', 'some-missing'] as const;
const HOW_WORDS: Record<(typeof HOW)[number], DoctorMessageKey> = {
  'one-at-a-time': 'doctor.option.oneAtATime',
  'all-together': 'doctor.option.allTogether',
  'some-missing': 'doctor.option.someMissing',
};

export const ROUND_PROBES: readonly Probe[] = [
  {
    tool: 'doctor_rounds',
    description: 'doctor.tool.rounds',
    mode: 'form',
    rounds: 2,
    ask: (round, _done, env) =>
      (ROUND_KEYS[round] ?? []).map((key, i) =>
        confirmQuestion(
          env,
          key,
          `${t(env, 'doctor.tool.rounds')}\n${env.words.format({ key: 'doctor.ask.round', values: { round: round + 1, number: i + 1 } })}`,
        ),
      ),
    judge(done): Verdict[] {
      const first = done[0];
      const evidence = done.flatMap((r) =>
        r.asked.map((q) => evidenceOf(q.key, r.received[q.key])),
      );
      const firstAnswered =
        first?.asked.filter((q) => answered(readAnswer(first.received[q.key]))).length ?? 0;
      const count = first?.asked.length ?? 0;
      const second = done[1];
      const secondDone =
        second?.asked.every((q) => answered(readAnswer(second.received[q.key]))) ?? false;
      return [
        firstAnswered === count
          ? {
              check: 'rounds.several',
              status: 'passed',
              why: { key: 'doctor.why.allAnswered', values: { count } },
              evidence,
            }
          : {
              check: 'rounds.several',
              status: 'failed',
              why: { key: 'doctor.why.someUnanswered', values: { answered: firstAnswered, count } },
              evidence,
            },
        secondDone
          ? {
              check: 'rounds.multi',
              status: 'passed',
              why: { key: 'doctor.why.roundsAnswered', values: { count: 2 } },
              evidence,
            }
          : {
              check: 'rounds.multi',
              status: 'failed',
              why: { key: 'doctor.why.noAnswer' },
              evidence,
            },
      ];
    },
  },
  {
    tool: 'doctor_burst',
    description: 'doctor.tool.burst',
    mode: 'form',
    rounds: 2,
    ask: (round, _done, env) =>
      round === 0
        ? Array.from({ length: BURST }, (_, i) =>
            confirmQuestion(
              env,
              `burst-${i + 1}`,
              env.words.format({
                key: 'doctor.ask.burst',
                values: { number: i + 1, count: BURST },
              }),
            ),
          )
        : [
            formQuestion(
              env,
              'doctor.ask.burstHow',
              {
                type: 'object',
                properties: {
                  how: {
                    type: 'string',
                    title: t(env, 'doctor.field.how'),
                    oneOf: HOW.map((value) => ({ const: value, title: t(env, HOW_WORDS[value]) })),
                  },
                },
                required: ['how'],
              },
              { action: 'accept', type: { how: 'one-at-a-time' } },
              'how',
            ),
          ],
    judge(done, env): Verdict[] {
      const check = 'safety.burst';
      const evidence = done.flatMap((r) =>
        r.asked.map((q) => evidenceOf(q.key, r.received[q.key])),
      );
      const burst = done[0];
      const all = burst?.asked.every((q) => answered(readAnswer(burst.received[q.key]))) ?? false;
      const report = readAnswer(done[1]?.received['how']);
      const how = (report.content as { how?: unknown } | undefined)?.how;
      const known = HOW.find((h) => h === how);
      if (!all || known === 'some-missing')
        return [
          {
            check,
            status: 'failed',
            why: { key: 'doctor.why.burstLost' },
            evidence,
            reportedByPerson: known === 'some-missing',
          },
        ];
      if (known === undefined)
        return [
          {
            check,
            status: 'not-tried',
            why: { key: 'doctor.why.notAccepted', values: { action: report.action ?? '—' } },
            evidence,
          },
        ];
      return [
        {
          check,
          status: 'passed',
          why: { key: 'doctor.why.burstShown', values: { how: t(env, HOW_WORDS[known]) } },
          evidence,
          reportedByPerson: true,
        },
      ];
    },
  },
  {
    tool: 'doctor_words',
    description: 'doctor.tool.words',
    mode: 'form',
    rounds: 2,
    ask: (round, _done, env) =>
      round === 0
        ? [confirmQuestion(env, 'look', HOSTILE_MESSAGE)]
        : [
            formQuestion(
              env,
              'doctor.ask.saw',
              {
                type: 'object',
                properties: {
                  seen: {
                    type: 'array',
                    title: t(env, 'doctor.field.seen'),
                    minItems: 1,
                    items: {
                      anyOf: SEEN.map((value) => ({
                        const: value,
                        title: t(env, SEEN_WORDS[value]),
                      })),
                    },
                  },
                },
                required: ['seen'],
              },
              { action: 'accept', type: { seen: ['plain'] } },
              'seen',
            ),
          ],
    judge(done): Verdict[] {
      const evidence = done.flatMap((r) =>
        r.asked.map((q) => evidenceOf(q.key, r.received[q.key])),
      );
      const report = readAnswer(done[1]?.received['seen']);
      const seen = (report.content as { seen?: unknown } | undefined)?.seen;
      const checks = [
        ['safety.markdown', 'bold'],
        ['safety.link', 'link'],
        ['safety.bidi', 'reordered'],
        ['safety.control', 'colour'],
      ] as const;
      if (report.action !== 'accept' || !Array.isArray(seen))
        return checks.map(([check]) => ({
          check,
          status: 'not-tried',
          why: { key: 'doctor.why.notAccepted', values: { action: report.action ?? '—' } },
          evidence,
        }));
      return checks.map(([check, mark]) => ({
        check,
        status: seen.includes(mark) ? 'failed' : 'passed',
        why: { key: seen.includes(mark) ? 'doctor.why.personUnsafe' : 'doctor.why.personSafe' },
        evidence,
        reportedByPerson: true,
      }));
    },
  },
];
