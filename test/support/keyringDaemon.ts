// A real Secret Service for tests: a private D-Bus session bus (Debian's dbus-daemon) and, on it,
// Debian's gnome-keyring-daemon with its login keyring unlocked, as a desktop session has them.
// The bus is configured with no service files, so nothing on it is started behind the test's back
// (no prompter either: a locked keyring stays locked). Both run as this process's children and
// are stopped by PID.
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
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { env, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
    });
    child.stdin?.end();
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    process.kill(child.pid as number, 'SIGTERM');
  });
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

/** Whether a name is owned on the bus (one D-Bus call). */
async function owned(env: NodeJS.ProcessEnv, name: string): Promise<boolean> {
  const reply = await run(
    'dbus-send',
    [
      '--session',
      '--print-reply',
      '--dest=org.freedesktop.DBus',
      '/',
      'org.freedesktop.DBus.NameHasOwner',
      `string:${name}`,
    ],
    env,
  );
  return /boolean true/.test(reply.stdout);
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
  // In the foreground, as this process's child (not --daemonize, whose daemon's PID is known to
  // no one): it is stopped by PID whatever happens next. The password on stdin unlocks (here:
  // creates) the login keyring.
  const child = spawn(
    'gnome-keyring-daemon',
    ['--foreground', '--unlock', '--components=secrets'],
    {
      env,
      stdio: ['pipe', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdin?.on('error', () => undefined);
  child.stdin?.end('pw');
  try {
    // The daemon owns its bus name some time after it starts, and says nothing when it does;
    // the bus is asked until it does (each ask is one round trip), or the daemon exits.
    for (let asked = 0; !(await owned(env, 'org.freedesktop.secrets')); asked++) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`gnome-keyring-daemon exited: ${stderr}`);
      if (asked > 1500) throw new Error(`gnome-keyring-daemon never served: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } catch (error) {
    await stopChild(child);
    await bus.stop();
    rmSync(home, { recursive: true, force: true });
    throw error;
  }
  return {
    ...bus,
    keyringPid: child.pid as number,
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
      await stopChild(child);
      await bus.stop();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
