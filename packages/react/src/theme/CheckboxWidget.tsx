import type { WidgetProps } from '@rjsf/utils';
import { describedBy } from './fieldIds.js';
import { ekInfo } from './ekInfo.js';

/**
 * A boolean: ticking answers yes, unticking answers no. An unticked box that was never touched is no
 * answer at all (nothing is sent), so the state is spelled out next to it.
 */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, rawErrors } = props;
  const ekField = ekInfo(props.name, props.registry)?.field;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const stateId = `${id}__state`;
  return (
    <div className="ek-check">
      <input
        id={id}
        name={htmlName ?? id}
        className="ek-check-input"
        type="checkbox"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={invalid || undefined}
        aria-describedby={`${stateId} ${describedBy(id, ekField, invalid)}`}
        onChange={(event) => props.onChange(event.target.checked)}
        onBlur={() => props.onBlur(id, value)}
        onFocus={() => props.onFocus(id, value)}
      />
      <label htmlFor={id} className="ek-label">
        {ekField?.label ?? props.label}
        {ekField?.required && (
          <>
            {' '}
            <span className="ek-required">(required)</span>
          </>
        )}
      </label>
      <span id={stateId} className="ek-check-state">
        {value === undefined ? 'Not answered' : value ? 'Answer: yes' : 'Answer: no'}
      </span>
    </div>
  );
}
