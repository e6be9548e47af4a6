import type { FieldTemplateProps } from '@rjsf/utils';
import { errorId, helpId } from '@rjsf/utils';
import { describedBy, emptyNoteId, noteId } from './fieldIds.js';
import { ekInfo } from './ekInfo.js';
import { labelId } from './HostControlGuard.js';
import { MsgText } from '../MsgText.js';
import { RequiredMark } from './RequiredMark.js';
import { useBoundField } from './useBoundField.js';
import { useLocalizer } from '../localizerContext.js';

const GROUPS = new Set(['radio', 'checkboxes', 'yesno']);

/**
 * One field: label (a legend for option groups, so they are announced as a group) with the
 * required mark or core's "(optional)" suffix, description, core's hint (unless the error already says it), core's notices
 * about the field, the error, then the control. Every string here is core's display-safe text,
 * rendered as React text: nothing is parsed as markup or markdown. The answer and the error on show
 * are the question's (useBoundField), never rjsf's copy.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, description, fieldPathId, disabled } = props;
  const bound = useBoundField(fieldPathId.path.length === 1 ? fieldPathId.path[0] : undefined);
  const l = useLocalizer();
  const base = ekInfo(fieldPathId.path[0], props.registry);
  const view = bound.shown;
  if (!base || !view || fieldPathId.path.length !== 1) return children;
  // Everything below is core's view of the field; this template only draws it.
  const ek = { ...base, shown: view };
  const { field, widget } = ek;
  const { suffix, notices, hint, emptyNote } = view;
  const shown = view.error;

  const rawErrors = shown ? [l.format(shown)] : undefined;
  const hasErrors = rawErrors !== undefined;
  const errors = shown && (
    <p id={errorId(fieldPathId)} className="ek-error">
      <span className="ek-visually-hidden">
        <MsgText msg={{ key: 'form.errorPrefix' }} />{' '}
      </span>
      <MsgText msg={shown} />
    </p>
  );
  const label = (
    <>
      {field.label}
      {view.requiredMark && <RequiredMark />}
      {suffix && (
        <span className="ek-optional">
          <MsgText msg={suffix} />
        </span>
      )}
    </>
  );
  const info = (
    <>
      {description}
      {hint !== undefined && (
        <p id={helpId(id)} className="ek-hint">
          <MsgText msg={hint} />
        </p>
      )}
      {notices.length > 0 && (
        <ul id={noteId(id)} className="ek-field-notes">
          {notices.map((msg, i) => (
            <li key={i}>
              <MsgText msg={msg} />
            </li>
          ))}
        </ul>
      )}
      {errors}
    </>
  );
  // Radio buttons cannot be emptied natively, so they get an explicit way back to "no answer"
  // (which core sends as nothing, not as false or "").
  const clearable = (widget === 'radio' || widget === 'yesno') && bound.value !== undefined;
  const clear = clearable && (
    <button
      type="button"
      className="ek-link-button"
      disabled={disabled}
      onClick={() => bound.change(undefined)}
    >
      <MsgText msg={{ key: 'form.clearAnswer', values: { label: field.label } }} />
    </button>
  );
  const oneLine = widget === 'yesno' || ek.optionsLayout === 'inline';
  const classes = `ek-field${hasErrors ? ' ek-field--invalid' : ''}`;

  if (field.kind === 'unsupported') {
    return (
      <div className={`${classes} ek-field--unsupported`} data-ek-field={fieldPathId.path[0]}>
        <p className="ek-label" id={labelId(id)}>
          {label}
        </p>
        {info}
        {children}
      </div>
    );
  }
  if (GROUPS.has(widget)) {
    const described = describedBy(id, ek, rawErrors);
    return (
      <fieldset
        className={`${classes} ek-group`}
        role={widget === 'yesno' ? 'radiogroup' : undefined}
        aria-describedby={emptyNote ? `${described} ${emptyNoteId(id)}` : described}
        data-ek-field={fieldPathId.path[0]}
      >
        <legend className="ek-label" id={labelId(id)}>
          {label}
        </legend>
        {info}
        {oneLine ? (
          // Options on one line leave room for "Clear answer" beside them, not a line of its own
          // (the row is always there, so the control is not remounted when the button comes).
          <div className="ek-choice-row">
            {children}
            {clear}
          </div>
        ) : (
          children
        )}
        {emptyNote && (
          <p id={emptyNoteId(id)} className="ek-empty-note">
            <MsgText msg={emptyNote} />
          </p>
        )}
        {!oneLine && clear}
      </fieldset>
    );
  }
  return (
    <div className={classes} data-ek-field={fieldPathId.path[0]}>
      <label htmlFor={id} className="ek-label" id={labelId(id)}>
        {label}
      </label>
      {info}
      {children}
    </div>
  );
}
