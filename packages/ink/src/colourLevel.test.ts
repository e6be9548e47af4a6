import chalk from 'chalk';
import { describe, expect, it } from 'vitest';
import { applyColourLevel, colourLevel } from './colourLevel.js';

const tty = { isTTY: true };

describe('colourLevel', () => {
  it('ignores CI: CI=false (which Ink needs to draw) keeps styling on a terminal', () => {
    expect(colourLevel(tty, { CI: 'false', TERM: 'xterm' })).toBe(1);
    expect(colourLevel(tty, { CI: 'true', TERM: 'tmux-256color' })).toBe(2);
  });

  it('FORCE_COLOR wins both ways', () => {
    expect(colourLevel({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(1);
    expect(colourLevel({ isTTY: false }, { FORCE_COLOR: '' })).toBe(1);
    expect(colourLevel(tty, { FORCE_COLOR: '0', TERM: 'xterm-256color' })).toBe(0);
    expect(colourLevel(tty, { FORCE_COLOR: 'false' })).toBe(0);
    expect(colourLevel(tty, { FORCE_COLOR: '7' })).toBe(3);
  });

  it('reads the terminal: none off a terminal or on a dumb one, more with 256 or true colour', () => {
    expect(colourLevel({ isTTY: false }, { TERM: 'xterm-256color' })).toBe(0);
    expect(colourLevel(tty, { TERM: 'dumb' })).toBe(0);
    expect(colourLevel(tty, { TERM: 'xterm' })).toBe(1);
    expect(colourLevel(tty, { TERM: 'screen-256color' })).toBe(2);
    expect(colourLevel(tty, { TERM: 'xterm', COLORTERM: 'truecolor' })).toBe(3);
  });

  it('sets chalk (the instance Ink draws with) for the prompt, then puts the host level back', () => {
    const before = chalk.level;
    const restore = applyColourLevel(tty, { CI: 'false', TERM: 'xterm-256color' });
    expect(chalk.level).toBe(2);
    expect(chalk.bold('x')).toBe('\u001b[1mx\u001b[22m');
    restore();
    expect(chalk.level).toBe(before);
  });
});
