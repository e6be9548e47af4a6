// `elicitkit tools`: what a server offers, with each tool's arguments, before calling one.
import type { connect, ElicitClient } from '@elicitkit/client';
import { cancelResult, toDisplayText } from '@elicitkit/core';
import type { Command } from '../command.js';
import { EXIT_OK } from '../command.js';
import { parseArgs } from '../parseArgs.js';
import { safeJson } from '../safeJson.js';
import { SERVER_FLAGS, serverTarget } from '../serverTarget.js';
import { helpText } from '../helpText.js';
import { createSpinner } from '../spinner.js';
import { createStyle, wantsColor } from '../style.js';
import { UsageError } from '../usageError.js';
import { AUTH_FLAGS, SIGN_IN_FLAGS } from '../auth/authFlags.js';
import type { CallAuth } from '../auth/signInAtCall.js';
import { callAuth, signInExit } from '../auth/signInAtCall.js';
import { ENGLISH_SPEECH } from '../cliSpeech.js';
import { describeTarget } from '../describeTarget.js';
import { EXIT_CALL_FAILED, EXIT_CONNECT, errorText } from './call.js';
import { TOOLS_INFO } from './commandInfo.js';

/** The command's name, as `elicitkit tools: …` prefixes what it prints. */
const NAME = TOOLS_INFO.name;
export type Tool = Awaited<ReturnType<ElicitClient['listTools']>>[number];

export interface ToolsDeps {
  connect: typeof connect;
  stderr: Pick<NodeJS.WriteStream, 'write' | 'isTTY'> &
    Partial<Pick<NodeJS.WriteStream, 'columns'>>;
  /** Where a pasted sign-in address (--no-browser) is read from. */
  stdin: NodeJS.ReadStream;
}

const clean = (value: unknown, maxLength = 200) =>
  toDisplayText(value, { singleLine: true, maxLength });

/** "ticket_id* (string), agent (string: nour | sam | priya)" from a tool's input schema. */
export function argumentSummary(tool: Tool): string {
  const schema = tool.inputSchema as { properties?: Record<string, unknown>; required?: unknown };
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(schema.properties ?? {})
    .map(([name, raw]) => {
      const prop = (typeof raw === 'object' && raw !== null ? raw : {}) as {
        type?: unknown;
        enum?: unknown;
      };
      const type = Array.isArray(prop.enum)
        ? prop.enum.map((v) => clean(v, 30)).join(' | ')
        : clean(prop.type ?? 'any', 30);
      return `${clean(name, 60)}${required.has(name) ? '*' : ''} (${type})`;
    })
    .join(', ');
}

export function createToolsCommand(overrides: Partial<ToolsDeps> = {}): Command {
  return {
    ...TOOLS_INFO,
    async run(args, io, speech = ENGLISH_SPEECH) {
      const { words } = speech;
      const parsed = parseArgs(args, {
        ...SERVER_FLAGS,
        ...AUTH_FLAGS,
        ...SIGN_IN_FLAGS,
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      });
      if (!parsed.ok) throw new UsageError(parsed.error);
      if (parsed.flags['help']) {
        io.out(helpText(words, 'cli.help.tools'));
        return EXIT_OK;
      }
      const { target, rest } = serverTarget(parsed.flags, parsed.positionals);
      if (rest.length > 0)
        throw new UsageError({
          key: 'cli.usage.unexpected',
          values: { argument: JSON.stringify(rest[0]) },
        });
      // The client (MCP SDK) is loaded only when the command runs, with the spinner already up.
      const stderr = overrides.stderr ?? process.stderr;
      const spinner = createSpinner((text) => void stderr.write(text), stderr.isTTY === true, {
        columns: () => stderr.columns,
      });
      const where = describeTarget(target);
      spinner.start(words.format({ key: 'cli.connecting', values: { where } }));
      let client: ElicitClient | undefined;
      let auth: CallAuth | undefined;
      const stdin = overrides.stdin ?? process.stdin;
      // A person is here when both ends are terminals: then a needed sign-in happens now.
      const interactive = io.stdinIsTTY && (io.stdoutIsTTY || stderr.isTTY === true);
      try {
        const connect = overrides.connect ?? (await import('@elicitkit/client')).connect;
        try {
          // Listing asks nothing and answers nothing: no elicitation capability is declared.
          auth = await callAuth(target, parsed.flags, io, {
            interactive,
            words,
            where,
            stdin,
            before: () => spinner.stop(),
          });
          client = await connect({
            ...target,
            ...auth.connect,
            renderer: async () => cancelResult(),
            capabilities: { form: false, url: false },
          });
        } catch (error) {
          spinner.stop();
          if (error instanceof UsageError) throw error;
          const signInCode = signInExit(io, words, NAME, target, error, auth?.signIn);
          if (signInCode !== undefined) return signInCode;
          io.err(
            `elicitkit ${NAME}: ${words.format({ key: 'cli.couldNotConnect', values: { where, detail: errorText(error) } })}\n`,
          );
          return EXIT_CONNECT;
        }
        let tools: Tool[];
        try {
          tools = await client.listTools();
        } catch (error) {
          spinner.stop();
          const signInCode = signInExit(io, words, NAME, target, error, auth?.signIn);
          if (signInCode !== undefined) return signInCode;
          io.err(
            `elicitkit ${NAME}: ${words.format({ key: 'cli.tools.couldNotList', values: { where, detail: errorText(error) } })}\n`,
          );
          return EXIT_CALL_FAILED;
        }
        spinner.stop();
        if (parsed.flags['json']) {
          io.out(`${safeJson(tools, 2)}\n`);
          return EXIT_OK;
        }
        const style = createStyle(wantsColor(io.stdoutIsTTY, io.env));
        const { server } = client;
        const id = clean(server.trustedId);
        const name = server.reportedName ? clean(server.reportedName, 60) : undefined;
        const version = server.reportedVersion ? clean(server.reportedVersion, 20) : undefined;
        const serverText =
          name === undefined
            ? id
            : words.format(
                version === undefined
                  ? { key: 'cli.tools.server', values: { id, name } }
                  : { key: 'cli.tools.serverVersion', values: { id, name, version } },
              );
        const lines = [
          words.format({
            key: 'cli.tools.heading',
            values: { count: tools.length, server: serverText },
          }),
        ];
        for (const tool of tools) {
          const title =
            tool.title && tool.title !== tool.name ? `  ${style.dim(clean(tool.title, 80))}` : '';
          lines.push('', `${style.bold(clean(tool.name, 80))}${title}`);
          if (tool.description) lines.push(`  ${clean(tool.description, 400)}`);
          const summary = argumentSummary(tool);
          const argsLabel = words.format({ key: 'cli.tools.args' });
          lines.push(
            `  ${style.dim(argsLabel)} ${summary || words.format({ key: 'cli.tools.noArgs' })}`,
          );
        }
        io.out(`${lines.join('\n')}\n`);
        return EXIT_OK;
      } finally {
        spinner.stop();
        await client?.close().catch(() => undefined);
        await auth?.close();
      }
    },
  };
}

export const tools = createToolsCommand();
