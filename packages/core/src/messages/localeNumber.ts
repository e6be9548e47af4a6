import { once } from './once.js';

/**
 * Every number a message shows, grouped the way `intlLocale` writes them (display only: the wire
 * keeps the number). Not-finite numbers are shown as JavaScript writes them.
 */
export function localeNumber(intlLocale: string): (n: number) => string {
  const format = once(() => new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 20 }));
  return (n) => (Number.isFinite(n) ? format().format(n) : String(n));
}
