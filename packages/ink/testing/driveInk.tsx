/** @jsxRuntime automatic */
// Test support (not shipped: outside src/): renders an ElicitationPrompt with ink-testing-library
// and drives it the way a person would, one key per tick.
import type { Elicitation, ElicitResult } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { render } from 'ink-testing-library';
import { afterEach } from 'vitest';
import type {
  ElicitationPromptProps,
  PromptContext,
  PromptOutcome,
} from '../src/ElicitationPrompt.js';
import { ElicitationPrompt } from '../src/ElicitationPrompt.js';

const KEYS = {
  enter: '\r',
  tab: '\t',
  shiftTab: '\u001b[Z',
  up: '\u001b[A',
  down: '\u001b[B',
  right: '\u001b[C',
  left: '\u001b[D',
  pageUp: '\u001b[5~',
  pageDown: '\u001b[6~',
  home: '\u001b[H',
  end: '\u001b[F',
  escape: '\u001b',
  space: ' ',
  backspace: '\u007f',
  ctrlC: '\u0003',
  ctrlD: '\u0004',
  ctrlG: '\u0007',
  ctrlR: '\u0012',
  ctrlS: '\u0013',
  ctrlT: '\u0014',
  ctrlU: '\u0015',
} as const;

export type KeyName = keyof typeof KEYS;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;?]*[ -/]*[@-~]/g;

const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets Ink parse the input, React commit, and effects run (Esc is only flushed on setImmediate). */
export async function tick(): Promise<void> {
  await immediate();
  await new Promise<void>((resolve) => setTimeout(resolve, 1));
  // On a loaded machine the 1 ms timer is already due when the loop comes round, so it fires
  // before work React queued with setImmediate (passive effects that measure and scroll, and
  // the renders they cause). A few more turns of the check phase let that chain finish.
  for (let i = 0; i < 3; i++) await immediate();
}

/**
 * `tick`, then turns of the event loop until `frames()` (how many frames Ink has written) stays
 * the same for two turns in a row: a key's whole chain of renders is on screen, however long a
 * loaded machine makes it. Bounded, so a prompt that animates cannot hang a test.
 */
async function settle(frames: () => number): Promise<void> {
  await tick();
  let last = frames();
  for (let turn = 0, still = 0; turn < 50 && still < 2; turn++) {
    await immediate();
    const now = frames();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

export interface Driven {
  /** The frame on screen now, without styling. */
  frame(): string;
  /** Named keys one per tick; `{ text }` is typed as one chunk (like a paste). */
  press(...keys: (KeyName | { text: string })[]): Promise<void>;
  /** Writes raw input as a single chunk. */
  write(chunk: string): Promise<void>;
  type(text: string): Promise<void>;
  result(): { result: ElicitResult; outcome: PromptOutcome } | undefined;
  waitForResult(): Promise<{ result: ElicitResult; outcome: PromptOutcome }>;
  /** Draws the same question again with other props (a host that switches its `messages`). */
  rerender(props: Partial<Omit<ElicitationPromptProps, 'request' | 'onResult'>>): Promise<void>;
  unmount(): void;
}

export const SERVER: PromptContext = {
  server: {
    trustedId: 'tickets',
    trustedUrl: 'http://127.0.0.1:4000/mcp',
    reportedName: 'Ticket Server',
    reportedVersion: '2.1',
  },
};

export function driveInk(
  request: Elicitation | unknown,
  props: Partial<Omit<ElicitationPromptProps, 'request' | 'onResult'>> = {},
): Driven {
  const r = request as { form?: unknown; url?: unknown };
  const normalised =
    typeof r === 'object' &&
    r !== null &&
    (typeof r.form === 'object' || typeof r.url === 'object');
  const elicitation = (normalised ? request : normalizeRequest(request)) as Elicitation;
  let answered: { result: ElicitResult; outcome: PromptOutcome } | undefined;
  const waiters: (() => void)[] = [];
  const element = (more: typeof props) => (
    <ElicitationPrompt
      request={elicitation}
      context={SERVER}
      columns={80}
      noColor
      // Keys come from the test's script, not from a person who may not have read the question.
      armDelayMs={0}
      {...more}
      onResult={(result, outcome) => {
        answered = { result, outcome };
        for (const w of waiters.splice(0)) w();
      }}
    />
  );
  const instance = render(element(props));
  const write = async (chunk: string) => {
    instance.stdin.write(chunk);
    await settle(() => instance.frames.length);
  };
  return {
    frame: () => (instance.lastFrame() ?? '').replace(ANSI, ''),
    async press(...keys) {
      for (const k of keys) await write(typeof k === 'string' ? KEYS[k] : k.text);
    },
    write,
    async type(text) {
      for (const char of text) await write(char);
    },
    result: () => answered,
    waitForResult: () =>
      answered
        ? Promise.resolve(answered)
        : new Promise((resolve) => waiters.push(() => resolve(answered!))),
    async rerender(more) {
      instance.rerender(element({ ...props, ...more }));
      await settle(() => instance.frames.length);
    },
    unmount: () => instance.unmount(),
  };
}

/** driveInk for one test file: each test's prompts are unmounted after it, pass or fail. */
export function drivenPrompts(): typeof driveInk {
  const open: Driven[] = [];
  afterEach(() => {
    for (const d of open.splice(0)) d.unmount();
  });
  return (...args) => {
    const d = driveInk(...args);
    open.push(d);
    return d;
  };
}
