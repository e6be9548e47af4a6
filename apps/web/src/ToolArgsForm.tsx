import type { Question } from '@elicitkit/core';
import { isSupported } from '@elicitkit/core';
import type { FocusEvent, FormEvent } from 'react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ArgumentField } from './ArgumentField.js';
import type { NoteSentence } from './argumentForm.js';
import { argumentForm, modelFromArguments } from './argumentForm.js';
import { DemoText } from './DemoText.js';
import type { DemoMsg } from './locales/DemoCatalogue.js';
import type { DemoWords } from './locales/createDemoWords.js';
import { useDemoWords } from './locales/DemoWordsContext.js';
import { exampleArguments } from './exampleArguments.js';
import type { McpTool } from './McpTool.js';

export interface ToolArgsFormProps {
  tool: McpTool;
  disabled: boolean;
  onCall: (args: Record<string, unknown>) => void;
}

type Mode = 'form' | 'json';

/**
 * Core's question answers once; a tool is called again and again. So each call the form makes
 * starts a fresh question holding the arguments just sent, and the inputs are drawn anew for it.
 */
interface Session {
  model: Question;
  generation: number;
}

function session(model: Question, previous?: Session): Session {
  return { model, generation: (previous?.generation ?? 0) + 1 };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON editor's text as arguments, or the message saying why it is not. */
function parseArguments(json: string): { args: Record<string, unknown> } | { error: DemoMsg } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json.trim() === '' ? '{}' : json);
  } catch (error) {
    // The parser's own report (the runtime's words, shown as code) says where the text went wrong.
    return { error: { key: 'args.json.invalid', values: { detail: (error as Error).message } } };
  }
  return isObject(parsed)
    ? { args: parsed }
    : { error: { key: 'args.json.notObject', values: { example: '{"service": "api"}' } } };
}

function sentence(words: DemoWords, note: NoteSentence): string {
  return 'demo' in note ? words.demo(note.demo) : words.kit.format(note.kit);
}

/**
 * The selected tool's arguments. A schema within the elicitation subset is a form on the kit's own
 * model: core's widget choice, "(optional)" marking, hints, validator and messages, and the call is
 * made only with what core accepts. Anything richer is edited as JSON (checked to be an object),
 * which is also one click away for every tool. Both start from an example that works.
 */
export function ToolArgsForm({ tool, disabled, onCall }: ToolArgsFormProps) {
  const id = useId();
  const words = useDemoWords();
  const { form, jsonOnly } = useMemo(() => argumentForm(tool.inputSchema), [tool]);
  const initial = useMemo(() => exampleArguments(tool), [tool]);
  const [mode, setMode] = useState<Mode>(jsonOnly ? 'json' : 'form');
  const [current, setCurrent] = useState(() =>
    session(modelFromArguments(form, initial, words.kit)),
  );
  const [json, setJson] = useState(() => JSON.stringify(initial, null, 2));
  const [jsonError, setJsonError] = useState<DemoMsg>();
  const [failedCalls, setFailedCalls] = useState(0);
  const rootRef = useRef<HTMLFormElement>(null);

  const { model } = current;
  // Every argument as core decided it shows: its suffix, hint, error on show and preview.
  const view = useSyncExternalStore(model.subscribe, model.getView, model.getView);

  // Another language reads numbers another way: the same question reads the typed text again.
  useEffect(() => model.setLocalizer(words.kit), [model, words.kit]);

  // After a call the form refused, focus goes to the first argument core says is wrong.
  useEffect(() => {
    const first = failedCalls > 0 ? model.getState().errors[0] : undefined;
    if (!first?.field) return;
    const container = rootRef.current?.querySelector(`[data-arg="${CSS.escape(first.field)}"]`);
    container?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [failedCalls, model]);

  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === 'json') {
      // validate() hands back the content with number text already read as numbers.
      setJson(JSON.stringify(model.validate().content, null, 2));
      setJsonError(undefined);
    } else {
      const parsed = parseArguments(json);
      if ('error' in parsed) return setJsonError(parsed.error);
      setCurrent((previous) => session(modelFromArguments(form, parsed.args, words.kit), previous));
    }
    setMode(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    if (mode === 'json') {
      const parsed = parseArguments(json);
      if ('error' in parsed) return setJsonError(parsed.error);
      setJsonError(undefined);
      onCall(parsed.args);
      return;
    }
    const outcome = model.submit();
    if (!outcome.ok) {
      setFailedCalls((n) => n + 1);
      return;
    }
    const args = outcome.result.action === 'accept' ? (outcome.result.content ?? {}) : {};
    setCurrent((previous) => session(modelFromArguments(form, args, words.kit), previous));
    onCall(args);
  };

  // Leaving an argument (focus moving outside it, not between its own options) may show its error.
  const onBlur = (event: FocusEvent) => {
    const container = (event.target as Element).closest('[data-arg]');
    const next = event.relatedTarget as Node | null;
    if (!container || (next && container.contains(next))) return;
    model.leave(container.getAttribute('data-arg') ?? '');
  };

  return (
    <form
      ref={rootRef}
      className="args"
      onSubmit={submit}
      onBlur={onBlur}
      // The kit's validator decides, with its own words; the browser's bubbles would be a second voice.
      noValidate
      aria-label={words.demo({ key: 'args.form', values: { tool: tool.name } })}
    >
      <div className="args-modes" role="group" aria-label={words.demo({ key: 'args.modes' })}>
        <button
          type="button"
          className="chip"
          aria-pressed={mode === 'form'}
          disabled={jsonOnly !== undefined}
          onClick={() => switchTo('form')}
        >
          {words.demo({ key: 'args.mode.form' })}
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={mode === 'json'}
          onClick={() => switchTo('json')}
        >
          {words.demo({ key: 'args.mode.json' })}
        </button>
      </div>
      {jsonOnly && (
        <p className="note">{jsonOnly.map((note) => sentence(words, note)).join(' ')}</p>
      )}
      {mode === 'form' ? (
        form.fields.length === 0 ? (
          <p className="muted">{words.demo({ key: 'args.none' })}</p>
        ) : (
          view.fields.map(
            (shown, index) =>
              isSupported(shown.field) && (
                <ArgumentField
                  key={`${current.generation}:${shown.name}`}
                  id={`${id}-${index}`}
                  field={shown.field}
                  shown={shown}
                  model={model}
                />
              ),
          )
        )
      ) : (
        <div className="arg">
          <label htmlFor={`${id}-json`}>{words.demo({ key: 'args.json.label' })}</label>
          <textarea
            id={`${id}-json`}
            className="json-editor"
            spellCheck={false}
            rows={Math.min(12, Math.max(4, json.split('\n').length + 1))}
            value={json}
            aria-invalid={jsonError !== undefined}
            aria-describedby={jsonError ? `${id}-json-error` : undefined}
            onChange={(event) => {
              setJson(event.target.value);
              // A message on show goes as soon as the text is right (design-language.md §4).
              if (jsonError && !('error' in parseArguments(event.target.value)))
                setJsonError(undefined);
            }}
          />
          {jsonError && (
            <p className="field-error" id={`${id}-json-error`} role="alert">
              <DemoText msg={jsonError} />
            </p>
          )}
        </div>
      )}
      {mode === 'form' && view.submitAttempted && view.errors.length > 0 && (
        <p className="field-error" role="alert" data-testid="args-blocked">
          {/* Errors about the arguments as a whole (e.g. a validator the page cannot run) have no
              field to sit under, so they are said here. */}
          {words.demo({ key: 'args.notCalled' })}{' '}
          {view.errors
            .filter((e) => !form.fields.some((f) => f.name === e.field))
            .map((e) => `${words.kit.format(e.msg)} `)}
          {view.errors.some((e) => form.fields.some((f) => f.name === e.field)) &&
            words.demo({ key: 'args.fixMarked' })}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={disabled}>
          {words.demo({ key: 'args.call', values: { tool: tool.name } })}
        </button>
      </div>
    </form>
  );
}
