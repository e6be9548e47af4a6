import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cliOptions.js';

const run = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
  const parsed = parseCliOptions(argv, env);
  if (parsed.kind !== 'run') throw new Error(JSON.stringify(parsed));
  return parsed.options;
};
const error = (argv: string[], env: NodeJS.ProcessEnv = {}) => {
  const parsed = parseCliOptions(argv, env);
  if (parsed.kind !== 'error') throw new Error(`expected an error, got ${JSON.stringify(parsed)}`);
  return parsed.message;
};

describe('parseCliOptions', () => {
  it('has loopback, port 3939, ten-minute state and loopback origins by default', () => {
    expect(run([])).toEqual({
      port: 3939,
      portGiven: false,
      host: '127.0.0.1',
      allowRemote: false,
      stdio: false,
      secret: undefined,
      stateTtlSeconds: 600,
      allowOrigins: ['http://127.0.0.1:*', 'http://localhost:*', 'http://[::1]:*'],
      linkStore: undefined,
      store: { kind: 'memory' },
      conformanceFixtures: false,
      auth: 'none',
      tokenTtlSeconds: 300,
    });
  });

  it('takes --auth oauth with --token-ttl, and refuses it with --stdio', () => {
    expect(run(['--auth', 'oauth', '--token-ttl', '30'])).toMatchObject({
      auth: 'oauth',
      tokenTtlSeconds: 30,
    });
    expect(parseCliOptions(['--auth', 'oauth', '--stdio'], {}).kind).toBe('error');
  });

  it('reads every flag', () => {
    const options = run([
      '--port',
      '0',
      '--host',
      '::1',
      '--stdio',
      '--secret',
      'ab'.repeat(32),
      '--state-ttl',
      '1',
      '--allow-origin',
      'http://localhost:5173',
      '--allow-origin',
      'https://demo.example',
      '--link-store',
      '/tmp/links.txt',
      '--conformance-fixtures',
      '--store',
      'redis://127.0.0.1:6380/2',
    ]);
    expect(options).toMatchObject({
      port: 0,
      portGiven: true,
      host: '::1',
      stdio: true,
      stateTtlSeconds: 1,
      allowOrigins: ['http://localhost:5173', 'https://demo.example'],
      linkStore: '/tmp/links.txt',
      store: { kind: 'redis', url: 'redis://127.0.0.1:6380/2' },
      conformanceFixtures: true,
    });
    expect(Buffer.from(options.secret ?? []).toString('hex')).toBe('ab'.repeat(32));
  });

  it('takes the secret from ELICITKIT_DEMO_SECRET, the flag winning over it', () => {
    expect(
      Buffer.from(run([], { ELICITKIT_DEMO_SECRET: 'cd'.repeat(32) }).secret ?? []).toString('hex'),
    ).toBe('cd'.repeat(32));
    const both = run(['--secret', 'ef'.repeat(32)], { ELICITKIT_DEMO_SECRET: 'cd'.repeat(32) });
    expect(Buffer.from(both.secret ?? []).toString('hex')).toBe('ef'.repeat(32));
  });

  it('refuses non-loopback hosts unless --allow-remote', () => {
    expect(error(['--host', '0.0.0.0'])).toMatch(/--allow-remote/);
    expect(error(['--host', '192.168.1.4'])).toMatch(/not a loopback address/);
    expect(run(['--host', '0.0.0.0', '--allow-remote']).allowRemote).toBe(true);
    expect(run(['--host', 'localhost']).host).toBe('localhost');
    expect(run(['--host', '127.0.0.2']).host).toBe('127.0.0.2');
  });

  it.each([
    [['--port', '70000'], /--port/],
    [['--port', 'abc'], /--port/],
    [['--state-ttl', '0'], /--state-ttl/],
    [['--state-ttl', '1.5'], /--state-ttl/],
    [['--secret', 'zz'.repeat(32)], /hex/],
    [['--secret', 'ab'.repeat(31)], /32 bytes/],
    [['--allow-origin', 'localhost:5173'], /scheme:\/\/host/],
    [['--allow-origin', 'http://localhost/path'], /scheme:\/\/host/],
    [['--bogus'], /bogus/],
    [['--store', 'postgres://db'], /--store must be "memory" or redis:\/\/HOST:PORT/],
    [['--store', 'redis://'], /--store/],
  ])('rejects %j', (argv, message) => {
    expect(error(argv)).toMatch(message);
  });

  it('recognises --help', () => {
    expect(parseCliOptions(['--help'], {})).toEqual({ kind: 'help' });
  });
});
