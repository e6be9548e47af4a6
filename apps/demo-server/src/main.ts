import { randomBytes } from 'node:crypto';
import { networkInterfaces, hostname as machineName } from 'node:os';
import { createMcpHandler, localhostAllowedHostnames } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { DemoAuthServer } from './auth/demoAuthServer.js';
import { USAGE, parseCliOptions } from './cliOptions.js';
import type { CliOptions } from './cliOptions.js';
import { SERVER_INFO, createDemoServer } from './createDemoServer.js';
import type { DemoServerDeps } from './createDemoServer.js';
import { createDemoStateCodec } from './demoState.js';
import { LegacySessionLeg } from './legacySessionLeg.js';
import { LinkRegistry } from './linkRegistry.js';
import { OriginPolicy } from './originPolicy.js';
import { startHttpServer } from './startHttpServer.js';
import type { DemoStore } from './store/demoStore.js';
import { createMemoryStore } from './store/memoryStore.js';
import { createRedisStore } from './store/redisStore.js';
import { TaskEngine } from './tasks/taskEngine.js';
import { taskPrograms } from './tasks/taskPrograms.js';
import type { RunningHttpServer } from './startHttpServer.js';

// stdout is the MCP wire in --stdio mode and carries only the "listening" line over HTTP,
// so every log line goes to stderr.
const log = (message: string) => process.stderr.write(`[demo-server] ${message}\n`);

async function main(): Promise<void> {
  const parsed = parseCliOptions(process.argv.slice(2), process.env);
  if (parsed.kind === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`demo-server: ${parsed.message}\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  const options = parsed.options;

  let key = options.secret;
  if (key === undefined) {
    key = new Uint8Array(randomBytes(32));
    log(
      'no --secret or ELICITKIT_DEMO_SECRET: using a random requestState key; calls cannot move to another process',
    );
  }
  const codec = createDemoStateCodec(key, options.stateTtlSeconds);
  let store: DemoStore;
  try {
    store =
      options.store.kind === 'redis'
        ? await createRedisStore({ url: options.store.url, log })
        : createMemoryStore();
  } catch (error) {
    process.stderr.write(`demo-server: ${(error as Error).message}\n`);
    process.exit(1);
  }
  log(
    options.store.kind === 'redis'
      ? `store: Redis (tasks, used approvals and sign-ins are shared with every replica on it)`
      : 'store: in memory (this process only)',
  );
  const links = new LinkRegistry(key, options.stateTtlSeconds, store, options.linkStore);
  let linkOrigin = '';
  const engine = new TaskEngine({ store, log });
  for (const program of taskPrograms(options.conformanceFixtures)) engine.register(program);
  engine.start();
  const deps: DemoServerDeps = {
    codec,
    links,
    linkBase: () => linkOrigin,
    log,
    engine,
    stateTtlMs: options.stateTtlSeconds * 1000,
    conformanceFixtures: options.conformanceFixtures,
    stepUp: options.auth === 'oauth',
  };
  if (options.conformanceFixtures)
    log('--conformance-fixtures: the conformance suite fixtures are registered too');

  const shutdownSteps: (() => Promise<void>)[] = [];
  let http: RunningHttpServer;
  const httpCommon = {
    host: options.host,
    allowedHostnames: allowedHostnames(options),
    origins: new OriginPolicy(options.allowOrigins),
    links,
    log,
  };

  if (options.stdio) {
    http = await startHttpServer({ ...httpCommon, port: options.portGiven ? options.port : 0 });
    linkOrigin = http.origin;
    const stdio = serveStdio((ctx) => createDemoServer(deps, ctx.era), {
      legacy: 'serve',
      onerror: (error) => log(`stdio: ${error.message}`),
    });
    shutdownSteps.push(() => stdio.close());
    // The sign-in page listener would keep the process alive after the client hangs up.
    process.stdin.once('end', () => void shutdown('stdin closed'));
    log(`serving MCP on stdio; sign-in pages at ${http.origin}/link/…`);
  } else {
    const modern = createMcpHandler((ctx) => createDemoServer(deps, ctx.era), {
      legacy: 'reject',
      onerror: (error) => log(`modern: ${error.message}`),
    });
    const legacy = new LegacySessionLeg(() => createDemoServer(deps, 'legacy'), log);
    const auth =
      options.auth === 'oauth'
        ? new DemoAuthServer({
            key,
            tokenTtlSeconds: options.tokenTtlSeconds,
            origins: httpCommon.origins,
            log,
          })
        : undefined;
    http = await startHttpServer({
      ...httpCommon,
      ...(auth && { auth }),
      port: options.port,
      mcp: { modern, legacy, taskListen: { store, serverInfo: SERVER_INFO, log } },
    });
    linkOrigin = http.origin;
    if (auth)
      log(
        `--auth oauth: /mcp needs a bearer token; authorization server at ${http.origin} (access tokens live ${options.tokenTtlSeconds} s)`,
      );
    process.stdout.write(`elicitkit demo-server listening on ${http.origin}/mcp\n`);
  }
  shutdownSteps.push(() => http.close());
  shutdownSteps.push(async () => {
    engine.stop();
    await store.close();
  });

  let stopping = false;
  async function shutdown(reason: string): Promise<void> {
    if (stopping) return;
    stopping = true;
    log(`shutting down (${reason})`);
    const force = setTimeout(() => process.exit(1), 5000).unref();
    for (const step of shutdownSteps) await step().catch((error: unknown) => log(String(error)));
    clearTimeout(force);
    process.exit(0);
  }
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * Host header allow-list: loopback names and the --host address itself (any 127.x.x.x is
 * loopback), plus this machine's names when --allow-remote.
 */
function allowedHostnames(options: CliOptions): string[] {
  const names = new Set(localhostAllowedHostnames());
  if (options.host !== '0.0.0.0' && options.host !== '::')
    names.add(options.host.includes(':') ? `[${options.host}]` : options.host);
  if (options.allowRemote) {
    names.add(machineName());
    for (const entries of Object.values(networkInterfaces()))
      for (const entry of entries ?? [])
        names.add(entry.family === 'IPv6' ? `[${entry.address}]` : entry.address);
  }
  return [...names];
}

main().catch((error: unknown) => {
  log(`fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
