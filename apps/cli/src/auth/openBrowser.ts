// Opens the sign-in page: $BROWSER when set (run with the URL as its one argument, as git and
// Python's webbrowser do), else the platform's opener. Never through a shell.
import { spawn } from 'node:child_process';

function browserCommand(
  env: Readonly<Record<string, string | undefined>>,
  platform: NodeJS.Platform = process.platform,
): [string, string[]] {
  const browser = env['BROWSER'];
  if (browser) return [browser, []];
  if (platform === 'darwin') return ['open', []];
  if (platform === 'win32') return ['rundll32', ['url.dll,FileProtocolHandler']];
  return ['xdg-open', []];
}

/** Resolves true once the opener started, false when it could not be run (the URL is printed). */
export function openBrowser(
  url: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<boolean> {
  const [command, args] = browserCommand(env);
  return new Promise((resolve) => {
    const child = spawn(command, [...args, url], {
      stdio: 'ignore',
      detached: true,
      env: { ...env },
    });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}
