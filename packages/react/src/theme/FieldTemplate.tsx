import type { FieldTemplateProps } from '@rjsf/utils';
import { helpId } from '@rjsf/utils';
import { describedBy, fieldNotices, noteId } from './fieldIds.js';
import { ekInfo } from './ekInfo.js';

const GROUPS = new Set(['radio', 'checkboxes']);

/**
 * One field: label (a legend for option groups, so they are announced as a group), description,
 * core's hint, core's notices about the field, the error, then the control. Every string here is
 * core's display-safe text, rendered as React text: nothing is parsed as markup or markdown.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    children,
    errors,
    description,
    rawErrors,
    fieldPathId,
    onChange,
    formData,
    disabled,
  } = props;
  const ek = ekInfo(fieldPathId.path[0], props.registry);
  if (!ek || fieldPathId.path.length !== 1) return children;
  const { field, widget, hint: ekHint } = ek;

  const hasErrors = (rawErrors?.length ?? 0) > 0;
  const required = field.required && field.kind !== 'unsupported';
  const notices = fieldNotices(field);
  const label = (
    <>
      {field.label}
      {required && (
        <>
          {' '}
          <span className="ek-required">(required)</span>
        </>
      )}
    </>
  );
  const info = (
    <>
      {description}
      <p id={helpId(id)} className="ek-hint">
        {ekHint}
      </p>
      {notices.length > 0 && (
        <ul id={noteId(id)} className="ek-field-notes">
          {notices.map((message, i) => (
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
      {errors}
    </>
  );
  // Radio buttons and a lone checkbox cannot be emptied natively, so they get an explicit way back
  // to "no answer" (which core sends as nothing, not as false or "").
  const clearable = (widget === 'radio' || widget === 'yesno') && formData !== undefined;
  const clear = clearable && (
    <button
      type="button"
      className="ek-link-button"
      disabled={disabled}
      onClick={() => onChange(undefined, fieldPathId.path)}
    >
      Clear answer<span className="ek-visually-hidden"> to {field.label}</span>
    </button>
  );
  const classes = `ek-field${hasErrors ? ' ek-field--invalid' : ''}`;

  if (field.kind === 'unsupported') {
    return (
      <div className={`${classes} ek-field--unsupported`} data-ek-field={fieldPathId.path[0]}>
        <p className="ek-label">{label}</p>
        {info}
        {children}
      </div>
    );
  }
  if (GROUPS.has(widget)) {
    return (
      <fieldset
        className={`${classes} ek-group`}
        aria-describedby={describedBy(id, field, hasErrors)}
        data-ek-field={fieldPathId.path[0]}
      >
        <legend className="ek-label">{label}</legend>
        {info}
        {children}
        {clear}
      </fieldset>
    );
  }
  if (widget === 'yesno') {
    return (
      <div className={`${classes} ek-field--checkbox`} data-ek-field={fieldPathId.path[0]}>
        {children}
        {info}
        {clear}
      </div>
    );
  }
  return (
    <div className={classes} data-ek-field={fieldPathId.path[0]}>
      <label htmlFor={id} className="ek-label">
        {label}
      </label>
      {info}
      {children}
    </div>
  );
}
