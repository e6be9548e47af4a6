import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { version as reactVersion } from 'react';

/**
 * The Ink and React majors this package is tested on (peers `ink ^6.8 || ^7 || ^8`, `react
 * ^19.3`). Ink 7 changed how keys are reported; `inkMajor()` tells the key decoder which Ink it
 * reads.
 */
const SUPPORTED_INK_MAJORS: readonly number[] = [6, 7, 8];
const INK_PEER = '^6.8 || ^7 || ^8';
const SUPPORTED_REACT_MAJOR = 19;
/** The Ink the CLI bundle carries (it runs on Node 20, which Ink 7 and 8 do not support). */
const BUNDLED_INK_MAJOR = 6;

let cachedInkVersion: string | null | undefined;

/**
 * The version of the `ink` this module imports, read from its package.json; null when there is
 * none to read (a bundle with Ink inside, such as the elicitkit CLI: then the version is ours).
 */
export function installedInkVersion(): string | null {
  if (cachedInkVersion !== undefined) return cachedInkVersion;
  // The CLI bundle sets this: Ink is inside it, and an `ink` found next to it would be another one.
  if ((import.meta as { elicitkitInkBundled?: boolean }).elicitkitInkBundled) {
    return (cachedInkVersion = null);
  }
  try {
    const entry = createRequire(import.meta.url).resolve('ink');
    let dir = dirname(entry);
    for (let i = 0; i < 4; i++, dir = dirname(dir)) {
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
          name?: string;
          version?: string;
        };
        if (manifest.name === 'ink') return (cachedInkVersion = manifest.version ?? null);
      } catch {
        // no package.json at this level; keep walking up
      }
    }
  } catch {
    // ink cannot be resolved from here: bundled
  }
  return (cachedInkVersion = null);
}

/** The major of the Ink that delivers keys to this package: the host's, or the bundled one. */
export function inkMajor(): number {
  const version = installedInkVersion();
  return version === null ? BUNDLED_INK_MAJOR : Number.parseInt(version, 10);
}

/**
 * Throws a clear error when the host app runs an Ink or React major we do not support. Both are
 * peers, so `<ElicitationPrompt>` runs on the host's copies; on another major it could draw and
 * then take no keys, and the process would exit without an answer. Called when the prompt mounts,
 * so the host sees the reason instead (`promptElicitation` checks before it draws, so its promise
 * rejects with the same error).
 */
export function assertSupportedHost(versions: { ink?: string | null; react?: string } = {}): void {
  const ink = versions.ink === undefined ? installedInkVersion() : versions.ink;
  const react = versions.react ?? reactVersion;
  const problems: string[] = [];
  if (ink !== null && !SUPPORTED_INK_MAJORS.includes(Number.parseInt(ink, 10))) {
    problems.push(`Ink 6, 7 or 8 (peer ${INK_PEER}), but the app runs Ink ${ink}`);
  }
  if (Number.parseInt(react, 10) !== SUPPORTED_REACT_MAJOR) {
    problems.push(`React ${SUPPORTED_REACT_MAJOR} (peer ^19.3), but the app runs React ${react}`);
  }
  if (problems.length === 0) return;
  throw new Error(
    `@elicitkit/ink needs ${problems.join('; and ')}. ` +
      `Install ink@8 (Node 22 or later; ink@6 on Node 20) and react@${SUPPORTED_REACT_MAJOR} in the app, or use a version of @elicitkit/ink made for them.`,
  );
}
