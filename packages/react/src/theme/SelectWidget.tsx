import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './fieldIds.js';
import { ekInfo } from './ekInfo.js';
import { useLocalizer } from '../localizerContext.js';

/**
 * A single choice among many options. Options are addressed by index so that any option value
 * (even "") is distinct from the "no answer" entry, which is selected until the person picks one:
 * nothing is pre-selected that they did not choose.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, rawErrors, options } =
    props;
  const ek = ekInfo(props.name, props.registry);
  const enumOptions = options.enumOptions ?? [];
  const localizer = useLocalizer();
  const invalid = (rawErrors?.length ?? 0) > 0;
  const selected = enumOptions.findIndex((o) => o.value === value);
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="ek-input ek-select"
      value={selected === -1 ? '' : String(selected)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, ek, rawErrors)}
      onChange={(event) => {
        const option =
          event.target.value === '' ? undefined : enumOptions[Number(event.target.value)];
        props.onChange(option?.value);
      }}
      onBlur={() => props.onBlur(id, value)}
      onFocus={() => props.onFocus(id, value)}
    >
      <option value="">
        {localizer.format({ key: required ? 'select.chooseOne' : 'select.noAnswer' })}
      </option>
      {enumOptions.map((option, index) => (
        <option key={index} value={String(index)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
