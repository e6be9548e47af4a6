/**
 * Who asks, for a server started as a process: its command line as configured (command and
 * arguments), so two servers run by the same executable (`node a.mjs`, `node b.mjs`) read apart.
 * An argument a shell would split or misread is quoted (JSON string rules), so the line reads as
 * one unambiguous command; the environment is never part of it.
 */
export function commandLine(command: string, args: readonly string[] = []): string {
  return [command, ...args].map(quoted).join(' ');
}

const PLAIN = /^[\w@%+=:,./-]+$/u;

function quoted(word: string): string {
  return PLAIN.test(word) ? word : JSON.stringify(word);
}
