import { isSecretField, yesNoChoices } from '@elicitkit/core';
import type { EnumOptionsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { CheckboxesWidget } from './CheckboxesWidget.js';
import {
  DateTimeWidget,
  fromLocalInputValue,
  offsetAt,
  toLocalInputValue,
  zoneLabel,
} from './DateTimeWidget.js';
import { describedBy } from './fieldIds.js';
import { ekInfo } from './ekInfo.js';
import { HostControlGuard } from './HostControlGuard.js';
import type { HostControls } from './hostControlsOf.js';
import { RadioWidget } from './RadioWidget.js';
import { SelectWidget } from './SelectWidget.js';
import { INPUT_TYPES, NumberWidget, SecretInput, TextWidget } from './TextWidget.js';
import { YesNoWidget } from './YesNoWidget.js';
import { MsgText } from '../MsgText.js';
import { useLocalizer } from '../localizerContext.js';

// The "no answer" entry of a host select: an object, so no option value a server sends can be it
// (rjsf's indexed option encoding carries it as its position).
const NO_ANSWER: Readonly<Record<string, never>> = Object.freeze({});

/** Empty in any theme's words ('' from an input, null from a cleared select) is no answer. */
function answerOf(value: unknown): unknown {
  return value === '' || value === null || value === NO_ANSWER ? undefined : value;
}

/**
 * The props a host control gets: what rjsf gave our widget, minus everything that lets a theme
 * draw words or decide values — no label (FieldTemplate draws it once), no placeholder, a plain
 * string schema (no `type="number"`, min/max/step, examples or default to pre-fill), no uiSchema,
 * empty meaning undefined, and option values addressed by index.
 */
function guarded(props: WidgetProps, overrides: Partial<WidgetProps>): WidgetProps {
  const ek = ekInfo(props.name, props.registry);
  return {
    ...props,
    label: ek?.field.label ?? '',
    hideLabel: true,
    hideError: true,
    placeholder: '',
    schema: { type: 'string' },
    uiSchema: {},
    options: { ...props.options, emptyValue: undefined, optionValueFormat: 'indexed' },
    onChange: (value: unknown) => props.onChange(answerOf(value)),
    ...overrides,
  };
}

function guardProps(props: WidgetProps, group: boolean) {
  const ek = ekInfo(props.name, props.registry);
  return {
    id: props.id,
    describedBy: describedBy(props.id, ek, props.rawErrors),
    invalid: (props.rawErrors?.length ?? 0) > 0,
    group,
  };
}

function hostText(Base: ComponentType<WidgetProps>, numeric: boolean) {
  return function HostTextWidget(props: WidgetProps) {
    const ek = ekInfo(props.name, props.registry);
    const widget = ek?.widget ?? 'text';
    const value = props.value === undefined || props.value === null ? '' : String(props.value);
    const input = (type: string) => (
      <HostControlGuard
        {...guardProps(props, false)}
        inputMode={numeric ? (ek?.field.kind === 'integer' ? 'numeric' : 'decimal') : undefined}
      >
        <Base {...guarded(props, { type, value })} />
      </HostControlGuard>
    );
    if (!numeric && ek && widget === 'text' && isSecretField(ek.field))
      return <SecretInput label={ek.field.label} input={input} />;
    return input(numeric ? 'text' : (INPUT_TYPES[widget] ?? 'text'));
  };
}

function hostDateTime(Base: ComponentType<WidgetProps>) {
  return function HostDateTimeWidget(props: WidgetProps) {
    const local = toLocalInputValue(props.value);
    const zoneId = `${props.id}__zone`;
    const guard = guardProps(props, false);
    return (
      <>
        <HostControlGuard {...guard} describedBy={`${guard.describedBy} ${zoneId}`.trim()}>
          <Base
            {...guarded(props, {
              type: 'datetime-local',
              value: local,
              options: { ...props.options, emptyValue: undefined, step: 1 },
              onChange: (value: unknown) => props.onChange(fromLocalInputValue(value)),
            })}
          />
        </HostControlGuard>
        <span id={zoneId} className="ek-hint">
          <MsgText msg={{ key: 'date.timeZone', values: { zone: zoneLabel(offsetAt(local)) } }} />
        </span>
      </>
    );
  };
}

function hostRadio(Radio: ComponentType<WidgetProps>, yesNo: boolean) {
  return function HostRadioWidget(props: WidgetProps) {
    const localizer = useLocalizer();
    const options = yesNo
      ? {
          ...props.options,
          enumOptions: [...yesNoChoices(localizer)] as EnumOptionsType[],
          inline: true,
        }
      : { ...props.options };
    return (
      <HostControlGuard {...guardProps(props, true)}>
        <Radio
          {...guarded(props, {
            options: { ...options, emptyValue: undefined, optionValueFormat: 'indexed' },
          })}
        />
      </HostControlGuard>
    );
  };
}

function hostSelect(Select: ComponentType<WidgetProps>) {
  return function HostSelectWidget(props: WidgetProps) {
    // An explicit "no answer" entry, first and chosen until the person picks: nothing is
    // pre-selected they did not choose, and they can go back to no answer.
    const localizer = useLocalizer();
    const enumOptions: EnumOptionsType[] = [
      {
        label: localizer.format({ key: props.required ? 'select.chooseOne' : 'select.noAnswer' }),
        value: NO_ANSWER,
      },
      ...(props.options.enumOptions ?? []),
    ];
    return (
      <HostControlGuard {...guardProps(props, false)}>
        <Select
          {...guarded(props, {
            value: props.value === undefined ? NO_ANSWER : props.value,
            // A default tells themes that add their own empty entry (MUI) not to: ours is there.
            schema: { type: 'string', default: '' },
            options: {
              ...props.options,
              enumOptions,
              emptyValue: undefined,
              optionValueFormat: 'indexed',
            },
          })}
        />
      </HostControlGuard>
    );
  };
}

function hostCheckboxes(Checkboxes: ComponentType<WidgetProps>) {
  return function HostCheckboxesWidget(props: WidgetProps) {
    return (
      <HostControlGuard {...guardProps(props, true)}>
        <Checkboxes
          {...guarded(props, {
            value: Array.isArray(props.value) ? props.value : [],
            // An emptied multi-select stays [] (FieldTemplate says "Nothing selected").
            onChange: (value: unknown) => props.onChange(Array.isArray(value) ? value : []),
          })}
        />
      </HostControlGuard>
    );
  };
}

/** elicitkit's widget names, drawn by the host's controls where the theme has them. */
export function hostWidgets(controls: HostControls): RegistryWidgetsType {
  const { BaseInputTemplate: Base, RadioWidget: Radio, SelectWidget: Select } = controls;
  const { CheckboxesWidget: Checkboxes } = controls;
  return {
    EkText: Base ? hostText(Base, false) : TextWidget,
    EkNumber: Base ? hostText(Base, true) : NumberWidget,
    EkDateTime: Base ? hostDateTime(Base) : DateTimeWidget,
    EkYesNo: Radio ? hostRadio(Radio, true) : YesNoWidget,
    EkRadio: Radio ? hostRadio(Radio, false) : RadioWidget,
    EkSelect: Select ? hostSelect(Select) : SelectWidget,
    EkCheckboxes: Checkboxes ? hostCheckboxes(Checkboxes) : CheckboxesWidget,
  };
}
