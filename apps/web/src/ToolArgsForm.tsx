import type { Field } from '@elicitkit/core';
import type { FormEvent } from 'react';
import { useId, useMemo, useState } from 'react';
import type { ArgumentValue } from './argumentValues.js';
import { argumentForm, argumentsFromValues, valuesFromArguments } from './argumentValues.js';
import { exampleArguments } from './exampleArguments.js';
import type { McpTool } from './McpTool.js';

export interface ToolArgsFormProps {
  tool: McpTool;
  disabled: boolean;
  onCall: (args: Record<string, unknown>) => void;
}

type Mode = 'form' | 'json';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The selected tool's arguments: a form built from its inputSchema (required ones marked), or a
 * JSON editor for shapes a form cannot express. Both start from an example that works.
 */
export function ToolArgsForm({ tool, disabled, onCall }: ToolArgsFormProps) {
  const id = useId();
  const shape = useMemo(() => argumentForm(tool.inputSchema), [tool]);
  const initial = useMemo(() => exampleArguments(tool), [tool]);
  const [mode, setMode] = useState<Mode>(shape.jsonOnlyReason ? 'json' : 'form');
  const [values, setValues] = useState(() => valuesFromArguments(shape.fields, initial));
  const [json, setJson] = useState(() => JSON.stringify(initial, null, 2));
  const [jsonError, setJsonError] = useState<string>();

  const parseJson = (): Record<string, unknown> | undefined => {
    try {
      const parsed: unknown = JSON.parse(json === '' ? '{}' : json);
      if (!isObject(parsed)) {
        setJsonError('The arguments must be a JSON object, like {"service": "api"}.');
        return undefined;
      }
      setJsonError(undefined);
      return parsed;
    } catch (error) {
      setJsonError(`Not valid JSON: ${(error as Error).message}`);
      return undefined;
    }
  };

  const switchTo = (next: Mode) => {
    if (next === mode) return;
    if (next === 'json') {
      setJson(JSON.stringify(argumentsFromValues(shape.fields, values), null, 2));
      setJsonError(undefined);
    } else {
      const parsed = parseJson();
      if (!parsed) return;
      setValues(valuesFromArguments(shape.fields, parsed));
    }
    setMode(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const args = mode === 'form' ? argumentsFromValues(shape.fields, values) : parseJson();
    if (args) onCall(args);
  };

  const set = (name: string, value: ArgumentValue) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <form className="args" onSubmit={submit} aria-label={`Arguments for ${tool.name}`}>
      <div className="args-modes" role="group" aria-label="Edit arguments as">
        <button
          type="button"
          className="chip"
          aria-pressed={mode === 'form'}
          disabled={shape.jsonOnlyReason !== undefined}
          onClick={() => switchTo('form')}
        >
          Form
        </button>
        <button
          type="button"
          className="chip"
          aria-pressed={mode === 'json'}
          onClick={() => switchTo('json')}
        >
          JSON
        </button>
      </div>
      {shape.jsonOnlyReason && <p className="note">{shape.jsonOnlyReason}</p>}
      {mode === 'form' ? (
        shape.fields.length === 0 ? (
          <p className="muted">This tool takes no arguments.</p>
        ) : (
          shape.fields.map((field) => (
            <ArgumentInput
              key={field.name}
              id={`${id}-${field.name}`}
              field={field}
              value={values[field.name]}
              onChange={(value) => set(field.name, value)}
            />
          ))
        )
      ) : (
        <div className="arg">
          <label htmlFor={`${id}-json`}>Arguments (JSON)</label>
          <textarea
            id={`${id}-json`}
            className="json-editor"
            spellCheck={false}
            rows={Math.min(12, Math.max(4, json.split('\n').length + 1))}
            value={json}
            aria-invalid={jsonError !== undefined}
            onChange={(event) => setJson(event.target.value)}
          />
          {jsonError && (
            <p className="field-error" role="alert">
              {jsonError}
            </p>
          )}
        </div>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={disabled}>
          Call {tool.name}
        </button>
      </div>
    </form>
  );
}

interface ArgumentInputProps {
  id: string;
  field: Field;
  value: ArgumentValue | undefined;
  onChange: (value: ArgumentValue) => void;
}

function ArgumentInput({ id, field, value, onChange }: ArgumentInputProps) {
  const label = (
    <>
      <code>{field.name}</code>
      {field.label !== field.name && <span className="muted"> {field.label}</span>}
      {field.required && (
        <span className="required" title="required">
          {' '}
          *<span className="visually-hidden"> (required)</span>
        </span>
      )}
    </>
  );
  const description = field.description ? (
    <span className="hint" id={`${id}-hint`}>
      {field.description}
    </span>
  ) : null;
  const describedBy = field.description ? `${id}-hint` : undefined;

  switch (field.kind) {
    case 'boolean':
      return (
        <div className="arg arg-check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{label}</label>
          {description}
        </div>
      );
    case 'select':
      return (
        <div className="arg">
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            value={typeof value === 'string' ? value : ''}
            required={field.required}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">{field.required ? 'Choose…' : '(not set)'}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {description}
        </div>
      );
    case 'multiselect': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="arg">
          <legend>{label}</legend>
          {field.options.map((option) => (
            <label key={option.value} className="arg-option">
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((v) => v !== option.value),
                  )
                }
              />{' '}
              {option.label}
            </label>
          ))}
          {description}
        </fieldset>
      );
    }
    case 'number':
    case 'integer':
      return (
        <div className="arg">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="number"
            step={field.kind === 'integer' ? 1 : 'any'}
            min={field.minimum}
            max={field.maximum}
            required={field.required}
            value={typeof value === 'string' ? value : ''}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          {description}
        </div>
      );
    case 'text':
      return (
        <div className="arg">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="text"
            required={field.required}
            minLength={field.minLength}
            maxLength={field.maxLength}
            value={typeof value === 'string' ? value : ''}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.value)}
          />
          {description}
        </div>
      );
    default:
      return null;
  }
}
