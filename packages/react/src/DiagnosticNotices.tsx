import type { Diagnostic } from '@elicitkit/core';
import { useLocalizer } from './localizerContext.js';
import { MsgText } from './MsgText.js';

/**
 * Core's request-level warnings and errors (a missing message, a blocked URL, …), plus any secret
 * warning, which is too important to show only at its field. Other per-field notices are shown at
 * their field; info diagnostics are for server authors and are not shown to the person.
 */
export function DiagnosticNotices({ diagnostics }: { diagnostics: readonly Diagnostic[] }) {
  const l = useLocalizer();
  const shown = diagnostics.filter(
    (d) => d.severity !== 'info' && (d.field === undefined || d.code === 'secret-requested'),
  );
  if (shown.length === 0) return null;
  return (
    <ul className="ek-notices" aria-label={l.format({ key: 'form.noticesLabel' })}>
      {shown.map((d, i) => (
        <li key={i}>
          <MsgText msg={d.msg} />
        </li>
      ))}
    </ul>
  );
}
