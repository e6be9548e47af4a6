import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { ekInfo } from './ekInfo.js';
import { optionsClass } from './optionsClass.js';

/** A single choice among few options, all visible; the fieldset/legend come from FieldTemplate. */
export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, rawErrors, options } = props;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className={optionsClass(ekInfo(props.name, props.registry)?.optionsLayout)}>
      {(options.enumOptions ?? []).map((option, index) => (
        <div className="ek-option" key={index}>
          <input
            id={optionId(id, index)}
            name={htmlName ?? id}
            className="ek-check-input"
            type="radio"
            value={String(index)}
            checked={value === option.value}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            aria-invalid={invalid || undefined}
            onChange={() => props.onChange(option.value)}
            onBlur={() => props.onBlur(id, value)}
            onFocus={() => props.onFocus(id, value)}
          />
          <label htmlFor={optionId(id, index)}>{option.label}</label>
        </div>
      ))}
    </div>
  );
}
