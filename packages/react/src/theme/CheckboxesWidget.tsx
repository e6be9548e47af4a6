import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { ekInfo } from './ekInfo.js';
import { optionsClass } from './optionsClass.js';

/** A multi-select as checkboxes in a fieldset (from FieldTemplate); picks stay in option order. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, rawErrors, options } = props;
  const enumOptions = options.enumOptions ?? [];
  const picked: unknown[] = Array.isArray(value) ? value : [];
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className={optionsClass(ekInfo(props.name, props.registry)?.optionsLayout)}>
      {enumOptions.map((option, index) => (
        <div className="ek-option" key={index}>
          <input
            id={optionId(id, index)}
            name={htmlName ?? id}
            className="ek-check-input"
            type="checkbox"
            checked={picked.includes(option.value)}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            aria-invalid={invalid || undefined}
            onChange={(event) => {
              const on = event.target.checked;
              props.onChange(
                enumOptions
                  .filter((o) => (o === option ? on : picked.includes(o.value)))
                  .map((o) => o.value),
              );
            }}
            onBlur={() => props.onBlur(id, value)}
            onFocus={() => props.onFocus(id, value)}
          />
          <label htmlFor={optionId(id, index)}>{option.label}</label>
        </div>
      ))}
    </div>
  );
}
