import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './fieldIds.js';
import { ekOptions } from './ekOptions.js';

/**
 * Numbers are typed as text (with a numeric keyboard on phones): the text reaches core as typed, and
 * core coerces it and says in words what is wrong, which `type="number"` would hide by reporting "".
 */
export function NumberWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, rawErrors, options } =
    props;
  const { ekField } = ekOptions(options, props.registry);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <input
      id={id}
      name={htmlName ?? id}
      className="ek-input ek-input--number"
      type="text"
      inputMode={ekField?.kind === 'integer' ? 'numeric' : 'decimal'}
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      autoComplete="off"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, ekField, invalid)}
      onChange={(event) =>
        props.onChange(event.target.value === '' ? undefined : event.target.value)
      }
      onBlur={(event) => props.onBlur(id, event.target.value)}
      onFocus={(event) => props.onFocus(id, event.target.value)}
    />
  );
}
