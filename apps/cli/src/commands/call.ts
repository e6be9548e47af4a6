// `elicitkit call`: runs one tool through @elicitkit/client and asks the person in the terminal
// whenever the server needs input (every round, either era), or answers from --answers.
import type { connect, ElicitClient, ToolCall } from '@elicitkit/client';
import type { TaskStatusView } from '@elicitkit/core';
import type { CliLocalizer, CliMessageKey, CliMsg } from '../messages/CliLocalizer.js';
import { taskStatusLine, toDisplayText } from '@elicitkit/core';
import type { AnswerPolicy, DraftStore } from '@elicitkit/ink';
import type { CliIo, Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { parseArgs } from '../parseArgs.js';
import { jsonSourceLabel, readJsonArg, readJsonSource } from '../readJsonSource.js';
import { safeJson } from '../safeJson.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { serverTarget } from '../serverTarget.js';
import { describeTarget } from '../describeTarget.js';
import { callFlags } from './callFlags.js';
import { CALL_INFO } from './commandInfo.js';
import { helpText } from '../helpText.js';
import type { CallAuth } from '../auth/signInAtCall.js';
import { callAuth, signInExit } from '../auth/signInAtCall.js';
import { refusedQuestionLine } from '../refusedQuestionLine.js';
import { createSpinner } from '../spinner.js';
import { earlyFrameTakenOver } from '../startup/earlyFrame.js';
import { UsageError } from '../usageError.js';

const EXIT_TOOL_ERROR = 1;
export const EXIT_CONNECT = 3;
export const EXIT_CALL_FAILED = 4;
/** 128 + SIGINT, as shells report an interrupted program. */
const EXIT_INTERRUPTED = 130;

export type CallToolResult = Awaited<ToolCall['result']>;

/** The process around the command, injectable so tests can run it without a real terminal. */
export interface CallDeps {
  connect: typeof connect;
  stdin: NodeJS.ReadStream;
  stdout: NodeJS.WriteStream;
  stderr: NodeJS.WriteStream;
  /** Where Ctrl-C arrives when no prompt has the terminal in raw mode. */
  signals: Pick<NodeJS.Process, 'on' | 'off'>;
  /** Where unsent answers are kept. Default: files under defaultDraftDir(). */
  drafts?: DraftStore;
}

// The client (MCP SDK) and Ink are loaded only when a command runs, so `elicitkit --help` and
// check-schema do not pay for them at start-up (in the bundle they are separate chunks).
async function resolveDeps(overrides: Partial<CallDeps>): Promise<CallDeps> {
  return {
    connect: overrides.connect ?? (await import('@elicitkit/client')).connect,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    signals: process,
    ...overrides,
  };
}

const loadModules = () => Promise.all([import('@elicitkit/client'), import('@elicitkit/ink')]);

async function readArgs(
  value: string | undefined,
  io: CliIo,
  words: CliLocalizer,
): Promise<Record<string, unknown> | undefined> {
  if (value === undefined) return undefined;
  const parsed = await readJsonArg(value, io, '--args', words);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new UsageError({ key: 'cli.usage.argsObject', values: { flag: '--args' } });
  return parsed as Record<string, unknown>;
}

async function readAnswers(
  value: string | undefined,
  io: CliIo,
  words: CliLocalizer,
): Promise<AnswerPolicy | undefined> {
  if (value === undefined) return undefined;
  const file = await readJsonSource(value, io, '--answers', words);
  // Loaded only with --answers: it needs core's form state and validator, which the spinner
  // (the first frame) does not.
  const { answersFileProblem, answersPolicy } = await import('../answersPolicy.js');
  const problem = answersFileProblem(file);
  if (problem) {
    const label = jsonSourceLabel('--answers', value);
    throw new UsageError(
      problem === 'not-object'
        ? { key: 'cli.usage.answersObject' }
        : {
            key: 'cli.usage.answersStar',
            values: { star: '"*"', choices: '"accept", "decline", "cancel"' },
          },
      { label },
    );
  }
  return answersPolicy(file as Record<string, unknown>);
}

/** A tool result as text for a person: text blocks as they are (display-safe), others summarised. */
export function resultText(
  result: CallToolResult,
  words: CliLocalizer = ENGLISH_SPEECH.words,
): string {
  const lines: string[] = [];
  for (const block of result.content ?? []) {
    const item = block as {
      type?: string;
      text?: unknown;
      mimeType?: unknown;
      uri?: unknown;
      resource?: { uri?: unknown };
    };
    if (item.type === 'text') lines.push(toDisplayText(item.text));
    else if (item.type === 'resource_link')
      lines.push(
        words.format({
          key: 'cli.result.link',
          values: { uri: toDisplayText(item.uri, { singleLine: true }) },
        }),
      );
    else if (item.type === 'resource')
      lines.push(
        words.format({
          key: 'cli.result.resource',
          values: { uri: toDisplayText(item.resource?.uri, { singleLine: true }) },
        }),
      );
    else
      lines.push(
        `[${toDisplayText(item.type, { singleLine: true })} ${toDisplayText(item.mimeType, { singleLine: true })}]`,
      );
  }
  if (lines.length === 0 && result.structuredContent !== undefined)
    lines.push(safeJson(result.structuredContent, 2));
  return lines.join('\n');
}

/** What differs between `call` (start a tool) and `task` (follow a task by its id). */
export interface CallSpec {
  name: string;
  summary: CliMsg;
  help: CliMessageKey;
  /** What the positional after the server names, for the usage error. */
  missing: CliMsg;
  /** Takes the tool arguments from --args (call only). */
  withArgs: boolean;
  start(
    client: ElicitClient,
    name: string,
    args: Record<string, unknown> | undefined,
    signal: AbortSignal,
  ): ToolCall;
}

export const CALL_SPEC: CallSpec = {
  ...CALL_INFO,
  missing: { key: 'cli.usage.whichTool' },
  withArgs: true,
  start: (client, tool, args, signal) => client.callTool(tool, args, { signal }),
};

export function createCallCommand(
  overrides: Partial<CallDeps> = {},
  spec: CallSpec = CALL_SPEC,
): Command {
  return {
    name: spec.name,
    summary: spec.summary,
    help: spec.help,
    async run(args, io, speech = ENGLISH_SPEECH) {
      const { words, catalogue } = speech;
      const parsed = parseArgs(args, callFlags(spec.withArgs));
      if (!parsed.ok) throw new UsageError(parsed.error);
      if (parsed.flags['help']) {
        io.out(helpText(words, spec.help));
        return EXIT_OK;
      }
      const { target, rest } = serverTarget(parsed.flags, parsed.positionals);
      const [tool, ...extra] = rest;
      if (tool === undefined) throw new UsageError(spec.missing);
      if (extra.length > 0)
        throw new UsageError({
          key: 'cli.usage.unexpected',
          values: { argument: JSON.stringify(extra[0]) },
        });
      const detach = parsed.flags['detach'] === true;
      const toolArgs = await readArgs(parsed.flags['args'] as string | undefined, io, words);
      const policy = await readAnswers(parsed.flags['answers'] as string | undefined, io, words);
      const json = parsed.flags['json'] === true;

      // Feedback first: the spinner is up while the client and the prompt load.
      const stderr = overrides.stderr ?? process.stderr;
      const spinner = createSpinner((text) => stderr.write(text), stderr.isTTY === true, {
        columns: () => stderr.columns,
      });
      const where = describeTarget(target);
      spinner.start(words.format({ key: 'cli.connecting', values: { where } }));
      // The bin's early frame (startup/bin.ts), if it painted one, is this spinner's line now.
      earlyFrameTakenOver();
      let deps: CallDeps;
      let modules: Awaited<ReturnType<typeof loadModules>>;
      try {
        [deps, modules] = await Promise.all([resolveDeps(overrides), loadModules()]);
      } catch (error) {
        spinner.stop();
        throw error;
      }
      const [
        { ElicitClientError },
        { inkRenderer, noColorFromEnv, fileDraftStore, defaultDraftDir, themeFromEnv },
      ] = modules;
      // The prompt is drawn where a person is looking and where it does not mix with --json output.
      const promptOut = (json ? [deps.stderr] : [deps.stdout, deps.stderr]).find((s) => s.isTTY);
      const interactive = deps.stdin.isTTY === true && promptOut !== undefined;
      const drafts =
        interactive && parsed.flags['no-drafts'] !== true
          ? (deps.drafts ?? fileDraftStore(defaultDraftDir(io.env)))
          : undefined;
      const errLog = {
        write: (text: string) => (io.err(text), true),
      } as unknown as NodeJS.WriteStream;

      const controller = new AbortController();
      let interrupted = false;
      const interrupt = () => {
        interrupted = true;
        spinner.stop();
        controller.abort(new Error('Interrupted with Ctrl-C.'));
      };
      deps.signals.on('SIGINT', interrupt);

      // A theme that cannot be used is reported, never a reason to stop the call.
      const { theme, ignored } = themeFromEnv(io.env);
      if (ignored.length > 0)
        io.err(
          `elicitkit: ${words.format({ key: 'cli.themeIgnored', values: { items: ignored.map((i) => JSON.stringify(i)).join(', ') } })}\n`,
        );
      const renderer = inkRenderer({
        stdin: deps.stdin,
        ...(promptOut && { stdout: promptOut }),
        stderr: errLog,
        interactive,
        noColor: noColorFromEnv(io.env),
        theme,
        messages: catalogue,
        onInterrupt: interrupt,
        ...(policy && { answer: policy }),
        ...(drafts && { drafts }),
      });
      let client: ElicitClient | undefined;
      let auth: CallAuth | undefined;
      try {
        try {
          auth = await callAuth(target, parsed.flags, io, {
            interactive,
            words,
            where,
            stdin: deps.stdin,
            before: () => spinner.stop(),
          });
          client = await deps.connect({
            ...target,
            ...auth.connect,
            renderer,
            // Declared only what can really be answered, so a server falls back on its own for
            // the rest: forms when a person is at the terminal or the answers file can answer;
            // URLs only when there is a terminal to show the address on.
            capabilities: { form: interactive || policy !== undefined, url: interactive },
            // A question refused before the prompt could show it is still the person's to know of.
            onQuestionRefused: (refusal) => {
              spinner.stop();
              io.err(`elicitkit: ${refusedQuestionLine(refusal, words)}\n`);
            },
            signal: controller.signal,
            // Tasks are opted in: a task-backed tool is followed, not refused.
            tasks: true,
          });
        } catch (error) {
          spinner.stop();
          if (interrupted) return EXIT_INTERRUPTED;
          if (error instanceof UsageError) throw error;
          const signInCode = signInExit(io, words, spec.name, target, error, auth?.signIn);
          if (signInCode !== undefined) return signInCode;
          io.err(
            `elicitkit ${spec.name}: ${words.format({ key: 'cli.couldNotConnect', values: { where, detail: errorText(error) } })}\n`,
          );
          return EXIT_CONNECT;
        }
        const run = spec.start(client, tool, toolArgs, controller.signal);
        let detachedId: string | undefined;
        let askedKey: string | undefined;
        let sentRound: number | undefined;
        // The task as last reported (structured, never its formatted line): a log line is written
        // when it changes, and an interrupt after it says the task was cancelled too.
        let lastTask: TaskStatusView | undefined;
        const follow = () => {
          const state = run.getState();
          if (state.phase === 'calling')
            spinner.start(words.format({ key: 'cli.calling', values: { tool, where } }));
          else if (state.phase === 'retrying') {
            // 2026-07-28: the round's answers leave only now, with the retry; the prompt's
            // records said "kept for this round" until then.
            if (!state.stateOnly && sentRound !== state.round) {
              sentRound = state.round;
              spinner.stop();
              io.err(
                `${words.format({ key: 'cli.roundSent', values: { where, round: state.round } })}\n`,
              );
            }
            spinner.start(words.format({ key: 'cli.sending', values: { where } }));
          } else if (state.phase === 'task') {
            if (detach && detachedId === undefined) {
              detachedId = state.task.taskId;
              run.detach();
              return;
            }
            const line = taskStatusLine(state.task, words);
            spinner.start(line);
            // Off a terminal the spinner is silent; a task's progress is still worth a log line.
            if (stderr.isTTY !== true && !sameTask(lastTask, state.task)) io.err(`${line}\n`);
            lastTask = { ...state.task };
          } else {
            spinner.stop();
            // The prompt itself does not say who asks: a running task does, once per question.
            if (state.phase === 'awaiting-input' && state.task && askedKey !== state.key) {
              askedKey = state.key;
              io.err(
                `${words.format({ key: 'cli.taskAsking', values: { line: taskStatusLine(state.task, words) } })}\n`,
              );
            }
          }
        };
        follow();
        const unsubscribe = run.subscribe(follow);
        try {
          const result = await run.result;
          spinner.stop();
          if (json) io.out(`${safeJson(result, 2)}\n`);
          else {
            const text = resultText(result, words);
            if (text) io.out(`${text}\n`);
          }
          if (result.isError) {
            io.err(
              `elicitkit ${spec.name}: ${words.format({ key: 'cli.toolError', values: { tool } })}\n`,
            );
            return EXIT_TOOL_ERROR;
          }
          return EXIT_OK;
        } catch (error) {
          spinner.stop();
          if (detachedId !== undefined) {
            if (json) io.out(`${safeJson({ taskId: detachedId }, 2)}\n`);
            else io.out(`${toDisplayText(detachedId, { singleLine: true })}\n`);
            io.err(
              `elicitkit ${spec.name}: ${words.format({ key: 'cli.detached', values: { command: `elicitkit task ${where} ${toDisplayText(detachedId, { singleLine: true })}` } })}\n`,
            );
            return EXIT_OK;
          }
          if (interrupted) {
            io.err(
              `elicitkit ${spec.name}: ${words.format({ key: lastTask ? 'cli.interruptedTask' : 'cli.interrupted' })}\n`,
            );
            return EXIT_INTERRUPTED;
          }
          const signInCode = signInExit(io, words, spec.name, target, error, auth?.signIn);
          if (signInCode !== undefined) return signInCode;
          if (!(error instanceof ElicitClientError)) throw error;
          if (json)
            io.out(`${safeJson({ error: { code: error.code, message: error.message } }, 2)}\n`);
          io.err(
            `elicitkit ${spec.name}: ${words.format({ key: 'cli.callFailed', values: { tool, code: error.code, detail: errorText(error) } })}\n`,
          );
          return EXIT_CALL_FAILED;
        } finally {
          unsubscribe();
        }
      } finally {
        spinner.stop();
        deps.signals.off('SIGINT', interrupt);
        await client?.close().catch(() => undefined);
        await auth?.close();
      }
    },
  };
}

/** Whether a task's report says anything new (its id, status or message changed). */
export function sameTask(before: TaskStatusView | undefined, now: TaskStatusView): boolean {
  return (
    before !== undefined &&
    before.taskId === now.taskId &&
    before.status === now.status &&
    before.statusMessage === now.statusMessage
  );
}

/** An error as one display-safe line, for `elicitkit <command>: …` on stderr. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return toDisplayText(text, { singleLine: true, maxLength: 300 });
}

export const call = createCallCommand();
