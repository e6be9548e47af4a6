// A headless host: the withForm.tsx question drawn by the app itself on `@elicitkit/react/headless`
// (core's controller as state and handlers, every word from the catalogue). The difference from
// without.tsx is what core and the hooks cost a host that brings its own controls: no @rjsf/*.
import { normalizeRequest } from '@elicitkit/core';
import { useFormElicitation } from '@elicitkit/react/headless';
import { createRoot } from 'react-dom/client';

const asked = normalizeRequest({
  message: 'Deploy which service?',
  requestedSchema: {
    type: 'object',
    properties: { service: { type: 'string', title: 'Service' } },
    required: ['service'],
  },
});
if (asked.mode !== 'form') throw new Error('a form question');
const request = asked;

function App() {
  const form = useFormElicitation(request, { onResult: (result) => console.log(result) });
  return (
    <form onSubmit={(e) => (e.preventDefault(), form.accept())}>
      <p>{form.server.askedBy.text}</p>
      <p>{form.message}</p>
      {form.fields.map((f) => (
        <label key={f.name}>
          {f.label}
          {f.requiredMark && ' *'}
          <input
            value={f.value === undefined ? '' : String(f.value)}
            onChange={(e) => form.set(f.name, e.target.value)}
            onBlur={() => form.leave(f.name)}
          />
          {f.error ? f.error.text : f.hint?.text}
        </label>
      ))}
      <button type="submit" disabled={!form.canAccept}>
        {form.localizer.format({ key: 'actions.accept' })}
      </button>
      <button type="button" onClick={form.decline}>
        {form.localizer.format({ key: 'actions.decline' })}
      </button>
      {form.outcome && <p role="status">{form.outcome.text}</p>}
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
