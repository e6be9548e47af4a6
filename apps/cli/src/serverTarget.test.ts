import { describe, expect, it } from 'vitest';
import { serverTarget } from './serverTarget.js';
import { splitCommand } from './splitCommand.js';
import { createSpinner } from './spinner.js';

describe('splitCommand', () => {
  it('splits like a shell would for words and quotes, and interprets nothing else', () => {
    expect(splitCommand(`node  "my server.js" --name='a b' x\\ y $HOME *`)).toEqual([
      'node',
      'my server.js',
      '--name=a b',
      'x y',
      '$HOME',
      '*',
    ]);
    expect(splitCommand(`say "a \\"quoted\\" word" ''`)).toEqual(['say', 'a "quoted" word', '']);
  });

  it('refuses an empty command or an open quote', () => {
    expect(() => splitCommand('   ')).toThrow('--stdio needs a command');
    expect(() => splitCommand(`node 'x`)).toThrow("unclosed ' quote");
  });
});

describe('serverTarget', () => {
  it('takes the URL as the first positional, or --stdio', () => {
    expect(serverTarget({}, ['http://127.0.0.1:3939/mcp', 'deploy'])).toEqual({
      target: { url: 'http://127.0.0.1:3939/mcp' },
      rest: ['deploy'],
    });
    expect(
      serverTarget({ stdio: 'node s.js', 'server-id': 'local', protocol: '2025-11-25' }, [
        'deploy',
      ]),
    ).toEqual({
      target: {
        stdio: { command: 'node', args: ['s.js'] },
        serverId: 'local',
        protocol: '2025-11-25',
      },
      rest: ['deploy'],
    });
  });
});

describe('createSpinner', () => {
  it('draws on one line and clears it; silent when not a terminal', () => {
    let out = '';
    const spinner = createSpinner((t) => (out += t), true, { intervalMs: 1_000_000 });
    spinner.start('Connecting…');
    spinner.stop();
    expect(out).toBe('\r\u001b[2K⠋ Connecting…\r\u001b[2K');
    let silent = '';
    const off = createSpinner((t) => (silent += t), false);
    off.start('x');
    off.stop();
    expect(silent).toBe('');
  });
});
