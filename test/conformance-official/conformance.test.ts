// Runs the official MCP conformance suite through scripts/conformance.mjs (client scenarios
// against test/conformance-official/client.ts, server scenarios against apps/demo-server), so
// the test command covers it. Failures listed in baseline.json are expected; nothing else is.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'elicitkit-conformance-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface ScenarioResult {
  mode: 'client' | 'server';
  scenario: string;
  version: string;
  status: 'pass' | 'expected-fail' | 'fail';
  unexpected: { id: string; message: string }[];
  stale: string[];
}

/** Every run we claim: each applicable scenario at each era the suite lists it under. */
const EXPECTED_RUNS = [
  'client sep-2322-client-request-state @2026-07-28',
  'client request-metadata @2026-07-28',
  'client http-standard-headers @2026-07-28',
  'client tools_call @2025-11-25',
  'client tools_call @2026-07-28',
  'client elicitation-sep1034-client-defaults @2025-11-25',
  'client initialize @2025-11-25',
  'client sse-retry @2025-11-25',
  'client http-custom-headers @2026-07-28',
  'client http-invalid-tool-headers @2026-07-28',
  'client json-schema-ref-no-deref @2026-07-28',
  'client json-schema-2020-12-preservation @2025-11-25',
  'client json-schema-2020-12-preservation @2026-07-28',
  // MCP authorization: every auth/* scenario at each era, and the DPoP extension.
  'client auth/metadata-default @2025-11-25',
  'client auth/metadata-default @2026-07-28',
  'client auth/metadata-var1 @2025-11-25',
  'client auth/metadata-var1 @2026-07-28',
  'client auth/metadata-var2 @2025-11-25',
  'client auth/metadata-var2 @2026-07-28',
  'client auth/metadata-var3 @2025-11-25',
  'client auth/metadata-var3 @2026-07-28',
  'client auth/basic-cimd @2025-11-25',
  'client auth/basic-cimd @2026-07-28',
  'client auth/scope-from-www-authenticate @2025-11-25',
  'client auth/scope-from-www-authenticate @2026-07-28',
  'client auth/scope-from-scopes-supported @2025-11-25',
  'client auth/scope-from-scopes-supported @2026-07-28',
  'client auth/scope-omitted-when-undefined @2025-11-25',
  'client auth/scope-omitted-when-undefined @2026-07-28',
  'client auth/scope-step-up @2025-11-25',
  'client auth/scope-step-up @2026-07-28',
  'client auth/scope-retry-limit @2025-11-25',
  'client auth/scope-retry-limit @2026-07-28',
  'client auth/token-endpoint-auth-basic @2025-11-25',
  'client auth/token-endpoint-auth-basic @2026-07-28',
  'client auth/token-endpoint-auth-post @2025-11-25',
  'client auth/token-endpoint-auth-post @2026-07-28',
  'client auth/token-endpoint-auth-none @2025-11-25',
  'client auth/token-endpoint-auth-none @2026-07-28',
  'client auth/pre-registration @2025-11-25',
  'client auth/pre-registration @2026-07-28',
  'client auth/resource-mismatch @2026-07-28',
  'client auth/offline-access-scope @2026-07-28',
  'client auth/offline-access-not-supported @2026-07-28',
  'client auth/authorization-server-migration @2026-07-28',
  'client auth/iss-supported @2026-07-28',
  'client auth/iss-not-advertised @2026-07-28',
  'client auth/iss-supported-missing @2026-07-28',
  'client auth/iss-wrong-issuer @2026-07-28',
  'client auth/iss-unexpected @2026-07-28',
  'client auth/iss-normalized @2026-07-28',
  'client auth/metadata-issuer-mismatch @2026-07-28',
  'client auth/dpop @extension',
  'client auth/dpop-nonce @extension',
  'server server-stateless @2026-07-28',
  'server http-header-validation @2026-07-28',
  'server http-custom-header-server-validation @2026-07-28',
  'server input-required-result-basic-elicitation @2026-07-28',
  'server dns-rebinding-protection @2025-11-25',
  'server dns-rebinding-protection @2026-07-28',
  'server tools-call-elicitation @2025-11-25',
  'server elicitation-sep1034-defaults @2025-11-25',
  'server elicitation-sep1330-enums @2025-11-25',
];

function runSuite(): Promise<{ code: number; output: string; results: ScenarioResult[] }> {
  const summary = join(work, 'summary.json');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/conformance.mjs', '--json', summary], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      let results: ScenarioResult[] = [];
      try {
        results = (JSON.parse(readFileSync(summary, 'utf8')) as { results: ScenarioResult[] })
          .results;
      } catch {
        // no summary: the output below says why
      }
      resolve({ code: code ?? 1, output, results });
    });
  });
}

describe('official MCP conformance (@modelcontextprotocol/conformance 0.2.0-alpha.12)', () => {
  it(
    'every client and server scenario passes at each of its eras, apart from the baseline',
    async () => {
      const { code, output, results } = await runSuite();
      const verdicts = Object.fromEntries(
        results.map((r) => [`${r.mode} ${r.scenario} @${r.version}`, r.status]),
      );
      expect(Object.keys(verdicts), output).toEqual(expect.arrayContaining(EXPECTED_RUNS));
      // The client side has no baseline at all: every client scenario must pass outright.
      for (const r of results.filter((r) => r.mode === 'client'))
        expect(r.status, output).toBe('pass');
      const failed = results.filter((r) => r.status === 'fail');
      expect(failed, output).toEqual([]);
      expect(code, output).toBe(0);
    },
    15 * 60_000,
  );
});
