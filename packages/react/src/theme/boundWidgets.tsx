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
    const error = bound.shownError?.msg;
    // ekInfo reads the error on show from the form context, to hide a hint it restates.
    const registry = useMemo((): Registry => {
      if (!error) return props.registry;
      const context = props.registry.formContext as EkFormContext;
      const ekErrors = new Map([[props.name, error]]);
      return { ...props.registry, formContext: { ...context, ekErrors } };
    }, [props.registry, props.name, error]);
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
