import type { TerminalLocaleCatalogue } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/terminal/ar';
import arXB from '@elicitkit/core/locales/terminal/ar-XB';
import de from '@elicitkit/core/locales/terminal/de';
import en from '@elicitkit/core/locales/terminal/en';
import enXA from '@elicitkit/core/locales/terminal/en-XA';
import es from '@elicitkit/core/locales/terminal/es';
import fr from '@elicitkit/core/locales/terminal/fr';
import ja from '@elicitkit/core/locales/terminal/ja';
import ptBR from '@elicitkit/core/locales/terminal/pt-BR';
import zhHans from '@elicitkit/core/locales/terminal/zh-Hans';

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
