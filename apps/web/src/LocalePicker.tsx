import type { DemoCatalogue } from './locales/DemoCatalogue.js';
import { DEMO_LOCALES } from './locales/demoLocales.js';
import { useDemoWords } from './locales/DemoWordsContext.js';

export interface LocalePickerProps {
  onPick: (catalogue: DemoCatalogue) => void;
}

/** Each locale by its own name for itself (the pseudo-locales by what the runtime calls them). */
function nameOf(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/** The page's language: the demo's words and the kit's, and the page's lang and dir. */
export function LocalePicker({ onPick }: LocalePickerProps) {
  const words = useDemoWords();
  return (
    <label className="theme-toggle">
      {words.demo({ key: 'page.language' })}{' '}
      <select
        data-testid="locale-picker"
        value={words.catalogue.kit.locale}
        onChange={(event) => {
          const next = DEMO_LOCALES.find((c) => c.kit.locale === event.target.value);
          if (next) onPick(next);
        }}
      >
        {DEMO_LOCALES.map(({ kit }) => (
          <option key={kit.locale} value={kit.locale} lang={kit.locale}>
            {`${nameOf(kit.locale)} (${kit.locale})`}
          </option>
        ))}
      </select>
    </label>
  );
}
