import { isSecretField } from '@elicitkit/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { describedBy } from './fieldIds.js';
import { ekInfo } from './ekInfo.js';
import { MsgText } from '../MsgText.js';

export const INPUT_TYPES: Record<string, string> = { email: 'email', url: 'url', date: 'date' };

/** Text, email, url and date fields; the empty string is no answer (undefined), never "". */
export function TextWidget(props: WidgetProps) {
  return textInput(props, false);
}

/**
 * Numbers are typed as text (with a numeric keyboard on phones): the text reaches core as typed, and
 * core coerces it and says in words what is wrong, which `type="number"` would hide by reporting "".
 */
export function NumberWidget(props: WidgetProps) {
  return textInput(props, true);
}

function textInput(props: WidgetProps, numeric: boolean) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, rawErrors } = props;
  const info = ekInfo(props.name, props.registry);
  const ekField = info?.field;
  const ekWidget = info?.widget ?? 'text';
  const invalid = (rawErrors?.length ?? 0) > 0;
  const input = (type: string) => (
    <input
      id={id}
      name={htmlName ?? id}
      className={numeric ? 'ek-input ek-input--number' : 'ek-input'}
      type={type}
      inputMode={numeric ? (ekField?.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      // Browser autofill would put the person's data into a server's form without them typing it.
      autoComplete="off"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, info, rawErrors)}
      onChange={(event) =>
        props.onChange(event.target.value === '' ? undefined : event.target.value)
      }
      onBlur={(event) => props.onBlur(id, event.target.value)}
      onFocus={(event) => props.onFocus(id, event.target.value)}
    />
  );
  if (!numeric && ekField && ekWidget === 'text' && isSecretField(ekField))
    return <SecretInput label={ekField.label} input={input} />;
  return input(numeric ? 'text' : (INPUT_TYPES[ekWidget] ?? 'text'));
}

/**
 * A field core flags as asking for a secret: masked while typed (shoulder-surfing, screen
 * sharing), with a Show/Hide button so the person can check what they typed.
 */
export function SecretInput(props: { label: string; input: (type: string) => ReactNode }) {
  const [revealed, setRevealed] = useState(false);
  return (
    <div className="ek-secret">
      {props.input(revealed ? 'text' : 'password')}
      <button
        type="button"
        className="ek-button ek-reveal"
        aria-pressed={revealed}
        onClick={() => setRevealed((r) => !r)}
      >
        <MsgText
          msg={{ key: revealed ? 'secret.hide' : 'secret.show', values: { label: props.label } }}
        />
      </button>
    </div>
  );
}
