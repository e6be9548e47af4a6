import { fileURLToPath } from 'node:url';
import type { ServerProcess } from './serverProcess.js';
import { startProcess } from './serverProcess.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DEMO_MAIN = 'apps/demo-server/src/main.ts';
/** A fixed requestState key, so replicas started with it accept each other's state. */
export const SECRET = 'e1c1' + '7a5e'.repeat(15);

/** Node flags that run the demo server's TypeScript sources as one process (its PID is the server). */
export const TSX_NODE_ARGS = ['--conditions', '@elicitkit/source', '--import', 'tsx'];

export interface DemoServerOptions {
  port?: number;
  secret?: string;
  /** Shared sign-in completions between replicas. */
  linkStore?: string;
  /** Also register the conformance fixture tools (`--conformance-fixtures`). */
  conformanceFixtures?: boolean;
  /** Extra environment, e.g. ELICITKIT_REPORT_SECTION_MS to slow generate_report's sections. */
  env?: Record<string, string>;
  /** More flags, e.g. `['--auth', 'oauth']`. */
  args?: readonly string[];
}

export function startDemoServer(options: DemoServerOptions = {}): Promise<ServerProcess> {
  return startProcess({
    command: process.execPath,
    args: [
      ...TSX_NODE_ARGS,
      DEMO_MAIN,
      '--port',
      String(options.port ?? 0),
      '--secret',
      options.secret ?? SECRET,
      ...(options.linkStore ? ['--link-store', options.linkStore] : []),
      ...(options.conformanceFixtures ? ['--conformance-fixtures'] : []),
      ...(options.args ?? []),
    ],
    cwd: ROOT,
    ...(options.env && { env: options.env }),
    ready: /listening on http:\/\/127\.0\.0\.1:(\d+)\/mcp/,
    url: (port) => `http://127.0.0.1:${port}/mcp`,
  });
}

/** The stdio launch of the demo server, for `connect({ stdio })`. */
export function demoStdio(): { command: string; args: string[]; cwd: string; stderr: 'ignore' } {
  return {
    command: process.execPath,
    args: [...TSX_NODE_ARGS, DEMO_MAIN, '--stdio', '--secret', SECRET],
    cwd: ROOT,
    stderr: 'ignore',
  };
}
