// A real Secret Service for tests: a private D-Bus session bus (Debian's dbus-daemon) and, on it,
// Debian's gnome-keyring-daemon with its login keyring unlocked, as a desktop session has them.
// The bus is configured with no service files, so nothing on it is started behind the test's back
// (no prompter either: a locked keyring stays locked). Both are stopped by PID.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BUS_CONFIG = `<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
`;

const LOGIN = '/org/freedesktop/secrets/collection/login';

export interface SessionBus {
  /** What a process needs to reach this bus. */
  readonly env: { DBUS_SESSION_BUS_ADDRESS: string };
  readonly pid: number;
  stop(): Promise<void>;
}

export interface KeyringSession extends SessionBus {
  readonly keyringPid: number;
  /** `secret-tool lookup`: the text kept for elicitkit's `account`, or undefined. */
  lookup(account: string): Promise<string | undefined>;
  /** Locks the login keyring, as a screen lock does. */
  lock(): Promise<void>;
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  input?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { env, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
    });
    child.stdin?.end(input ?? '');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(child.pid as number, 'SIGTERM');
  });
}

/** Resolves once `pid` (not our child) is gone; SIGKILL after a bounded wait. */
async function stopPid(pid: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; alive(); waited += 20) {
    if (waited > 5000) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A private session bus with nothing on it. */
export async function startSessionBus(): Promise<SessionBus> {
  const dir = mkdtempSync(join(tmpdir(), 'ek-bus-'));
  const config = join(dir, 'bus.conf');
  writeFileSync(config, BUS_CONFIG);
  const child = spawn('dbus-daemon', ['--config-file', config, '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const line = out.split('\n');
      if (line.length > 1) resolve(line[0] as string);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`dbus-daemon exited (${code})`)));
  });
  return {
    env: { DBUS_SESSION_BUS_ADDRESS: address },
    pid: child.pid as number,
    async stop() {
      await stopChild(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A session bus with gnome-keyring-daemon's Secret Service on it, its login keyring unlocked. */
export async function startKeyring(): Promise<KeyringSession> {
  const bus = await startSessionBus();
  const home = mkdtempSync(join(tmpdir(), 'ek-keyring-'));
  const runtime = join(home, 'run');
  mkdirSync(runtime, { mode: 0o700 });
  const env = {
    ...process.env,
    ...bus.env,
    HOME: home,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_RUNTIME_DIR: runtime,
  };
  let keyringPid: number | undefined;
  try {
    // --daemonize: the command returns once the daemon serves (the verified recipe), its
    // password read from stdin unlocks (and here creates) the login keyring.
    const started = await run(
      'gnome-keyring-daemon',
      ['--unlock', '--components=secrets', '--daemonize'],
      env,
      'pw',
    );
    if (started.code !== 0) throw new Error(`gnome-keyring-daemon: ${started.stderr}`);
    const owner = await run(
      'dbus-send',
      [
        '--session',
        '--print-reply',
        '--dest=org.freedesktop.DBus',
        '/',
        'org.freedesktop.DBus.GetConnectionUnixProcessID',
        'string:org.freedesktop.secrets',
      ],
      env,
    );
    const pid = /uint32 (\d+)/.exec(owner.stdout)?.[1];
    if (pid === undefined) throw new Error(`no Secret Service on the bus: ${owner.stderr}`);
    keyringPid = Number(pid);
  } catch (error) {
    await bus.stop();
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
  const daemon = keyringPid;
  return {
    ...bus,
    keyringPid: daemon,
    async lookup(account) {
      const found = await run(
        'secret-tool',
        ['lookup', 'service', 'elicitkit', 'username', account],
        env,
      );
      return found.code === 0 ? found.stdout : undefined;
    },
    async lock() {
      const locked = await run(
        'dbus-send',
        [
          '--session',
          '--print-reply',
          '--dest=org.freedesktop.secrets',
          '/org/freedesktop/secrets',
          'org.freedesktop.Secret.Service.Lock',
          `array:objpath:${LOGIN}`,
        ],
        env,
      );
      if (locked.code !== 0) throw new Error(`could not lock the keyring: ${locked.stderr}`);
    },
    async stop() {
      await stopPid(daemon);
      await bus.stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
