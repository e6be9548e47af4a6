import type { WidgetProps } from '@rjsf/utils';
import { optionId } from '@rjsf/utils';
import { yesNoChoices } from '@elicitkit/core';
import { useLocalizer } from '../localizerContext.js';

/**
 * A boolean as two explicit choices, "Yes" and "No" (design-language.md §1), in the radio group FieldTemplate
 * draws: "no" is one click like "yes", and nothing is picked until the person picks (or the schema
 * has a default), so an unanswered question never reads as "no".
 */
export function YesNoWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, rawErrors } = props;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const choices = yesNoChoices(useLocalizer());
  return (
    <div className="ek-options ek-options--inline">
      {choices.map((choice, index) => (
        <div className="ek-option" key={choice.label}>
          <input
            id={optionId(id, index)}
            name={htmlName ?? id}
            className="ek-check-input"
            type="radio"
            value={choice.label}
            checked={value === choice.value}
            disabled={disabled || readonly}
            autoFocus={autofocus && index === 0}
            aria-invalid={invalid || undefined}
            onChange={() => props.onChange(choice.value)}
            onBlur={() => props.onBlur(id, value)}
            onFocus={() => props.onFocus(id, value)}
          />
          <label htmlFor={optionId(id, index)}>{choice.label}</label>
        </div>
      ))}
    </div>
  );
}
