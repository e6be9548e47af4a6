// ANSI styling for the human output. Colour is decoration only: every fact is also in the text,
// so turning it off loses nothing.

export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
  cyan(text: string): string;
}

/** Colour only on a terminal, and never when NO_COLOR is set to anything non-empty (no-color.org). */
export function wantsColor(
  stdoutIsTTY: boolean,
  env: Readonly<Record<string, string | undefined>>,
) {
  return stdoutIsTTY && !env['NO_COLOR'];
}

const wrap = (open: number, close: number) => (text: string) =>
  `\u001b[${open}m${text}\u001b[${close}m`;

const identity = (text: string) => text;

export function createStyle(color: boolean): Style {
  if (!color) {
    return {
      bold: identity,
      dim: identity,
      red: identity,
      yellow: identity,
      green: identity,
      cyan: identity,
    };
  }
  return {
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    green: wrap(32, 39),
    cyan: wrap(36, 39),
  };
}
