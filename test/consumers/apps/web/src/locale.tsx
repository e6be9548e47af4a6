// A German or an Arabic host (`locale.html?lang=de` / `?lang=ar`): the README's
// `<ElicitationForm messages={de}>` with a locale imported from @elicitkit/core/locales, asking a
// realistic question (text, number, Yes/No, a choice, an optional field) in the host's language.
import type { LocaleCatalogue, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import ar from '@elicitkit/core/locales/ar';
import de from '@elicitkit/core/locales/de';
import { ElicitationForm } from '@elicitkit/react';
import { createRoot } from 'react-dom/client';
import { localeParams } from './localeParams.js';
import { record } from './question.js';
import '@elicitkit/react/styles.css';

const catalogues: Record<keyof typeof localeParams, LocaleCatalogue> = { de, ar };
const lang = new URLSearchParams(location.search).get('lang') === 'ar' ? 'ar' : 'de';

const request = normalizeRequest(localeParams[lang]);
const context: RenderContext = {
  server: { trustedId: 'deploy-bot' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
};

function LocalePage() {
  return (
    <main>
      <ElicitationForm
        messages={catalogues[lang]}
        request={request}
        context={context}
        onResult={record}
      />
      <output id="results" />
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<LocalePage />);
