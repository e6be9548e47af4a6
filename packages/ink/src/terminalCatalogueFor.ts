import ar from './locales/ar.js';
import arXB from './locales/ar-XB.js';
import de from './locales/de.js';
import en from './locales/en.js';
import enXA from './locales/en-XA.js';
import es from './locales/es.js';
import fr from './locales/fr.js';
import ja from './locales/ja.js';
import ptBR from './locales/pt-BR.js';
import zhHans from './locales/zh-Hans.js';
import type { TerminalLocaleCatalogue } from './messages/TerminalLocalizer.js';

// Every shipped terminal catalogue, imported up front: a terminal program is not sized like a web
// page, and the host then picks its locale once (`messages`) for both catalogues. A web app never
// imports this package, so none of these reach a browser bundle.
const SHIPPED = new Map<string, TerminalLocaleCatalogue>(
  [en, de, fr, es, ptBR, ja, zhHans, ar, enXA, arXB].map((c) => [c.locale.toLowerCase(), c]),
);

/**
 * The shipped terminal words for a locale tag: the tag's own, else its language's (`de-AT` →
 * `de`), else English.
 */
export function terminalCatalogueFor(locale: string): TerminalLocaleCatalogue {
  const tag = locale.toLowerCase();
  return SHIPPED.get(tag) ?? SHIPPED.get(tag.split('-')[0] ?? '') ?? en;
}
