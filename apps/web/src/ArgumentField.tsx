import type { Question, QuestionField, SupportedField } from '@elicitkit/core';
import { yesNoChoices } from '@elicitkit/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { DemoText } from './DemoText.js';
import { useDemoWords } from './locales/DemoWordsContext.js';

export interface ArgumentFieldProps {
  /** The base id of this field's elements; the control itself gets exactly this id. */
  id: string;
  field: SupportedField;
  /** The argument as core's view shows it now (re-read on every change). */
  shown: QuestionField;
  model: Question;
}

function textOf(shown: QuestionField): string {
  if (shown.status !== 'answered' || shown.value === undefined) return '';
  return Array.isArray(shown.value) ? shown.value.join(', ') : String(shown.value);
}

/**
 * Text the person types stays exactly as typed (core keeps number text as text and coerces it
 * when it validates), even where core calls it empty: spaces typed before a word must not vanish.
 */
function TextControl(props: {
  id: string;
  type: string;
  inputMode?: 'decimal' | 'numeric';
  shown: QuestionField;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  onText: (text: string) => void;
}) {
  const [text, setText] = useState(() => textOf(props.shown));
  return (
    <input
      id={props.id}
      type={props.type}
      inputMode={props.inputMode}
      required={props.required}
      value={text}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
      onChange={(event) => {
        setText(event.target.value);
        props.onText(event.target.value);
      }}
    />
  );
}

/**
 * One tool argument as core's view shows it (widget, label suffix, hint, error, what will be
 * sent): the demo draws the controls, the kit decides what they say (design-language.md §1, §2, §5, §10).
 */
export function ArgumentField({ id, field, shown, model }: ArgumentFieldProps) {
  // Every word is the kit's, in the page's locale; which words is decided on descriptors.
  const words = useDemoWords();
  const { kit } = words;
  const { widget, error } = shown;
  const answered = shown.status === 'answered';
  const suffix = shown.suffix && kit.format(shown.suffix);
  const hint = shown.hint && kit.format(shown.hint);
  // A number typed another way ("1,5", "３") says what will be sent ("= 1.5"), as the kit's forms do.
  const preview = shown.preview && kit.format(shown.preview);
  const emptyNote = shown.emptyNote && kit.format(shown.emptyNote);
  const errorText = error && kit.format(error);
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const previewId = `${id}-preview`;
  // What is wrong first, so a screen reader says it before the help.
  const describedBy =
    [
      error !== undefined && errorId,
      field.description && descriptionId,
      hint !== undefined && hintId,
      preview !== undefined && previewId,
      emptyNote !== undefined && noteId,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = error !== undefined;
  const label = (
    <>
      <code dir="ltr">{field.name}</code>
      {field.label !== field.name && <span className="muted"> {field.label}</span>}
      {suffix && <span className="muted optional">{suffix}</span>}
    </>
  );
  const info: ReactNode = (
    <>
      {field.description && (
        <span className="hint" id={descriptionId} dir="auto">
          {field.description}
        </span>
      )}
      {hint !== undefined && (
        <span className="hint" id={hintId}>
          {hint}
        </span>
      )}
      {preview !== undefined && (
        <span className="hint" id={previewId} data-testid="sent-preview">
          {preview}
        </span>
      )}
      {errorText !== undefined && (
        <span className="field-error" id={errorId}>
          {errorText}
        </span>
      )}
      {emptyNote !== undefined && (
        <span className="hint" id={noteId}>
          {emptyNote}
        </span>
      )}
    </>
  );
  const setText = (text: string) =>
    text === '' ? model.clear(field.name) : model.setValue(field.name, text);
  // Radio buttons cannot be emptied natively: an explicit way back to "no answer" (sent as nothing).
  const clear = answered && (
    <button type="button" className="link-button" onClick={() => model.clear(field.name)}>
      <DemoText msg={{ key: 'args.clear', values: { name: field.name } }} />
    </button>
  );

  switch (widget) {
    case 'yesno':
    case 'radio': {
      const choices =
        field.kind === 'boolean'
          ? yesNoChoices(kit)
          : field.kind === 'select'
            ? field.options.map((o) => ({ label: o.label, value: o.value }))
            : [];
      return (
        <fieldset
          className="arg"
          data-arg={field.name}
          role={widget === 'yesno' ? 'radiogroup' : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          <legend>{label}</legend>
          <span className={widget === 'yesno' ? 'arg-options inline' : 'arg-options'}>
            {choices.map((choice) => (
              <label key={String(choice.value)} className="arg-option">
                <input
                  type="radio"
                  name={id}
                  checked={answered && shown.value === choice.value}
                  onChange={() => model.setValue(field.name, choice.value)}
                />{' '}
                {choice.label}
              </label>
            ))}
          </span>
          {info}
          {clear}
        </fieldset>
      );
    }
    case 'checkboxes': {
      const chosen = answered && Array.isArray(shown.value) ? shown.value : [];
      return (
        <fieldset
          className="arg"
          data-arg={field.name}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          <legend>{label}</legend>
          {field.kind === 'multiselect' &&
            field.options.map((option) => (
              <label key={option.value} className="arg-option">
                <input
                  type="checkbox"
                  checked={chosen.includes(option.value)}
                  onChange={() => model.toggleOption(field.name, option.value)}
                />{' '}
                {option.label}
              </label>
            ))}
          {info}
        </fieldset>
      );
    }
    case 'select':
      return (
        <div className="arg" data-arg={field.name}>
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            value={answered ? String(shown.value) : ''}
            required={field.required}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
          >
            <option value="">
              {words.demo({ key: field.required ? 'args.choose' : 'args.notSet' })}
            </option>
            {field.kind === 'select' &&
              field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </select>
          {info}
        </div>
      );
    default: {
      const type =
        widget === 'email'
          ? 'email'
          : widget === 'url'
            ? 'url'
            : widget === 'date'
              ? 'date'
              : 'text';
      return (
        <div className="arg" data-arg={field.name}>
          <label htmlFor={id}>{label}</label>
          <TextControl
            id={id}
            type={type}
            inputMode={
              widget === 'number' ? 'decimal' : widget === 'integer' ? 'numeric' : undefined
            }
            shown={shown}
            describedBy={describedBy}
            invalid={invalid}
            required={field.required}
            onText={setText}
          />
          {info}
        </div>
      );
    }
  }
}
