import type {
  DescriptionFieldProps,
  ErrorListProps,
  FieldErrorProps,
  FieldHelpProps,
  FieldProps,
  ObjectFieldTemplateProps,
  TitleFieldProps,
  UnsupportedFieldProps,
} from '@rjsf/utils';
import { errorId } from '@rjsf/utils';
import { MsgText } from '../MsgText.js';
import { WINDOW_FROM, WindowedFields } from './WindowedFields.js';

// rjsf 6's own description/help templates can render markdown (markdown-to-jsx). Server text must
// stay inert, so these replacements render every string as React text and nothing else.

function plain(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function DescriptionFieldTemplate({ id, description }: DescriptionFieldProps) {
  const text = plain(description);
  return text ? (
    <p id={id} className="ek-description">
      {text}
    </p>
  ) : null;
}

export function TitleFieldTemplate({ id, title }: TitleFieldProps) {
  return (
    <p id={id} className="ek-label">
      {plain(title)}
    </p>
  );
}

/** Core's message for the field (rjsf hands it over as `extraErrors`). */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const messages = (errors ?? []).map(plain).filter(Boolean);
  if (messages.length === 0) return null;
  return (
    <p id={errorId(fieldPathId)} className="ek-error">
      <span className="ek-visually-hidden">
        <MsgText msg={{ key: 'form.errorPrefix' }} />{' '}
      </span>
      {messages.join(' ')}
    </p>
  );
}

/** Help comes from core's hint in FieldTemplate; `ui:help` is never set. */
export function FieldHelpTemplate(_: FieldHelpProps) {
  return null;
}

/** The error summary is ElicitationForm's own (it knows core's errors and moves focus). */
export function ErrorListTemplate(_: ErrorListProps) {
  return null;
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  // A huge form draws only the fields on and near the screen (WindowedFields).
  if (properties.length >= WINDOW_FROM) return <WindowedFields properties={properties} />;
  return <div className="ek-fields">{properties.map((p) => p.content)}</div>;
}

export function UnsupportedFieldTemplate({ reason }: UnsupportedFieldProps) {
  return <p className="ek-hint">{plain(reason)}</p>;
}

/**
 * Draws a property core could not map: FieldTemplate shows its label and core's reason; this field
 * renders no control and never calls onChange, so no value (not even null) is ever produced.
 */
export function UnsupportedField(_: FieldProps) {
  return null;
}
