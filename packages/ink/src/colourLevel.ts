import chalk from 'chalk';

export type ColourLevel = 0 | 1 | 2 | 3;

/**
 * How much styling the terminal gets, decided from the stream we draw on rather than from `CI`:
 * chalk's own detection turns every style off whenever `CI` is present, even as `CI=false` (which
 * Ink needs to draw at all), so a real terminal would lose bold, dim and inverse, and with them
 * the only focus marks that work without colour. FORCE_COLOR wins; a terminal gets at least
 * level 1. NO_COLOR is not handled here: the prompt drops colours itself and keeps the rest.
 */
export function colourLevel(
  stream: { isTTY?: boolean },
  env: NodeJS.ProcessEnv = process.env,
): ColourLevel {
  const force = env['FORCE_COLOR'];
  if (force !== undefined) {
    if (force === '' || force === 'true') return 1;
    if (force === 'false') return 0;
    const level = Number(force);
    if (Number.isInteger(level) && level >= 0) return Math.min(3, level) as ColourLevel;
  }
  if (!stream.isTTY || env['TERM'] === 'dumb') return 0;
  const colorterm = env['COLORTERM'] ?? '';
  if (colorterm === 'truecolor' || colorterm === '24bit') return 3;
  if (/-256(color)?$/i.test(env['TERM'] ?? '')) return 2;
  return 1;
}

/**
 * Sets Ink's styling level (Ink draws with chalk's shared instance) for the prompt's lifetime;
 * the returned function puts the host's level back.
 */
export function applyColourLevel(stream: { isTTY?: boolean }, env?: NodeJS.ProcessEnv): () => void {
  const previous = chalk.level;
  chalk.level = colourLevel(stream, env);
  return () => {
    chalk.level = previous;
  };
}
