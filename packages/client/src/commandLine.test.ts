import { describe, expect, it } from 'vitest';
import { commandLine } from './commandLine.js';

describe('commandLine', () => {
  it('is the command and its arguments as configured', () => {
    expect(commandLine('/usr/bin/node', ['server.mjs', '--port=0'])).toBe(
      '/usr/bin/node server.mjs --port=0',
    );
    expect(commandLine('uvx')).toBe('uvx');
  });

  it('quotes a word a shell would split or misread, so the line reads as one command', () => {
    expect(commandLine('/opt/My Tools/server', ['a b', 'x"y', '$HOME', ''])).toBe(
      '"/opt/My Tools/server" "a b" "x\\"y" "$HOME" ""',
    );
  });
});
