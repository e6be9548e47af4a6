import { writeFile, rename } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createMcpHandler } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { resolveLocalizer } from '@elicitkit/core';
import type { CliIo } from '../command.js';
import type { CliSpeech } from '../cliSpeech.js';
import { createDoctorLocalizer } from './createDoctorLocalizer.js';
import { createDoctorServer } from './createDoctorServer.js';
import { DoctorLinks } from './doctorLinks.js';
import { DoctorRecord } from './doctorRecord.js';
import { DoctorTasks } from './doctorTasks.js';
import { buildReport } from './doctorReport.js';
import { LegacySessions } from './legacySessions.js';
import { loadDoctorLocale } from './loadDoctorLocale.js';
import { ProbeRuns } from './probeRuns.js';
import type { DoctorDeps } from './serveProbe.js';
import { startDoctorHttp } from './startDoctorHttp.js';

/** The command's name, as `elicitkit doctor: …` prefixes what it prints. */
const NAME = 'doctor';

export interface DoctorOptions {
  readonly port: number;
  readonly stdio: boolean;
  readonly json: string | undefined;
  readonly auto: boolean;
}

/** Resolves when the doctor is asked to stop (SIGINT, SIGTERM, or stdin closing under --stdio). */
export async function runDoctor(
  options: DoctorOptions,
  io: CliIo,
  speech: CliSpeech,
  stop: Promise<unknown>,
): Promise<number> {
  const words = createDoctorLocalizer(
    resolveLocalizer(speech.catalogue),
    await loadDoctorLocale(speech.detected.locale),
  );
  const record = new DoctorRecord();
  let origin = '';
  const links = new DoctorLinks(() => origin);
  const deps: DoctorDeps = {
    record,
    words,
    links,
    runs: new ProbeRuns(),
    auto: options.auto,
    page: () => `${origin}/`,
  };
  const tasks = new DoctorTasks(deps);
  const onError = (error: unknown) =>
    io.err(`elicitkit ${NAME}: ${error instanceof Error ? error.message : String(error)}\n`);

  // --json: the card is rewritten after every change, whole (written aside, then renamed).
  const jsonPath = options.json === undefined ? undefined : resolve(io.cwd, options.json);
  let writing = Promise.resolve();
  const writeJson = () => {
    if (jsonPath === undefined) return;
    const text = `${JSON.stringify(buildReport(record.state.getState(), words), null, 2)}\n`;
    writing = writing
      .then(async () => {
        await writeFile(`${jsonPath}.tmp`, text);
        await rename(`${jsonPath}.tmp`, jsonPath);
      })
      .catch(onError);
  };
  writeJson();
  const unsubscribe = record.state.subscribe(writeJson);

  const modern = options.stdio
    ? undefined
    : createMcpHandler((ctx) => createDoctorServer(deps, tasks, ctx.era), {
        legacy: 'reject',
        onerror: onError,
      });
  const legacy = options.stdio
    ? undefined
    : new LegacySessions(() => createDoctorServer(deps, tasks, 'legacy'));
  const http = await startDoctorHttp({
    port: options.port,
    words,
    record,
    links,
    ...(modern && legacy && { mcp: { modern, legacy } }),
    onError,
  });
  origin = http.origin;
  let stdio: { close(): Promise<void> } | undefined;
  if (options.stdio) {
    stdio = serveStdio((ctx) => createDoctorServer(deps, tasks, ctx.era), {
      legacy: 'serve',
      onerror: onError,
    });
    // stdout is the MCP wire: the addresses go to stderr.
    io.err(words.format({ key: 'doctor.listeningStdio', values: { page: `${origin}/` } }));
  } else {
    io.out(
      words.format({
        key: 'doctor.listening',
        values: { endpoint: `${origin}/mcp`, page: `${origin}/` },
      }),
    );
  }

  await stop;
  unsubscribe();
  await stdio?.close().catch(onError);
  await http.close();
  writeJson();
  await writing;
  return 0;
}
