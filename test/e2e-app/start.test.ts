// `npm start`'s script in CI smoke mode: it builds the web demo, starts it and the reference
// server, checks both answer (the page, and the server's preflight for the page's origin), prints
// the addresses and the terminal command, exits 0, and leaves neither process running.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/builtWebApp.js';

const outDir = mkdtempSync(join(tmpdir(), 'elicitkit-start-smoke-'));

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

function runStart(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, CI: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

async function stillAnswers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

describe('scripts/start.mjs --smoke', () => {
  it('starts both, checks both, prints where they are, and stops both', async () => {
    const { code, stdout, stderr } = await runStart(['--smoke', '--out-dir', outDir]);
    expect(code, stderr).toBe(0);
    const page =
      /web demo: +(http:\/\/127\.0\.0\.1:\d+)\/\?server=(http:\/\/127\.0\.0\.1:\d+\/mcp)/.exec(
        stdout,
      );
    expect(page, stdout).not.toBeNull();
    const [, webOrigin, mcpUrl] = page as RegExpExecArray;
    expect(stdout).toContain(`MCP server: ${mcpUrl}`);
    expect(stdout).toContain(
      `npm run elicitkit -- call ${mcpUrl} deploy --args '{"service":"api"}'`,
    );
    expect(stdout).toContain('smoke check passed');
    // Both were stopped by PID before the script exited.
    expect(await stillAnswers(`${webOrigin}/`)).toBe(false);
    expect(await stillAnswers(mcpUrl as string)).toBe(false);
  }, 120_000);

  it("fails clearly, non-zero, when the server cannot start, in the server's own words", async () => {
    const { code, stderr } = await runStart(['--smoke', '--out-dir', outDir], {
      ELICITKIT_DEMO_SECRET: 'not-a-hex-key',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('The reference MCP server exited');
    expect(stderr).toContain('the secret must be hex');
  }, 120_000);

  it('says which port was taken when it uses another', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, stdout, stderr } = await runStart([
        '--smoke',
        '--out-dir',
        outDir,
        '--server-port',
        String(port),
        '--web-port',
        '0',
      ]);
      expect(code, stderr).toBe(0);
      const moved = new RegExp(
        `Port ${port} is taken, so the reference MCP server is on port (\\d+) instead\\.`,
      ).exec(stdout);
      expect(moved, stdout).not.toBeNull();
      expect(stdout).toContain(`MCP server: http://127.0.0.1:${moved?.[1]}/mcp`);
      expect(moved?.[1]).not.toBe(String(port));
      // Port 0 asks for any port: nothing was taken, nothing to say about the web demo.
      expect(stdout).not.toContain('the web demo is on port');
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 120_000);

  it('refuses a bad port before starting anything', async () => {
    const { code, stderr } = await runStart(['--smoke', '--web-port', 'x']);
    expect(code).toBe(2);
    expect(stderr).toContain('--web-port must be a port number');
  });
});
