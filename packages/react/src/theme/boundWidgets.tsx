import type { Registry, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import { useLocalizer } from '../localizerContext.js';
import type { EkFormContext } from '../toRjsf.js';
import { useBoundField } from './useBoundField.js';

/**
 * A widget drawn from the question, not from rjsf's form data: its value, its error on show and its
 * changes are the question's (useBoundField). rjsf keeps laying the form out; what it holds of the
 * answers is never read.
 */
function bindWidget(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  return function BoundWidget(props: WidgetProps) {
    const bound = useBoundField(props.name);
    const l = useLocalizer();
    const { shown } = bound;
    const error = shown?.error;
    // ekInfo reads core's view of the field from the form context (which of its notes exist).
    const registry = useMemo((): Registry => {
      if (!shown) return props.registry;
      const context = props.registry.formContext as EkFormContext;
      const ekShown = new Map([[props.name, shown]]);
      return { ...props.registry, formContext: { ...context, ekShown } };
    }, [props.registry, props.name, shown]);
    if (bound.name === undefined) return <Widget {...props} />;
    return (
      <Widget
        {...props}
        registry={registry}
        value={bound.value}
        rawErrors={error ? [l.format(error)] : undefined}
        onChange={bound.change}
      />
    );
  };
}

/** Every widget of a registry bound to the question. */
export function boundWidgets(widgets: RegistryWidgetsType): RegistryWidgetsType {
  return Object.fromEntries(
    Object.entries(widgets).map(([name, widget]) => [name, bindWidget(widget)]),
  );
}
