import type { ThemeProps } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

/** Any rjsf theme object, as theme packages export it (`import { Theme } from '@rjsf/mui'`). */
export type RjsfTheme = ThemeProps;

/**
 * The only pieces elicitkit takes from a host theme: its controls. Everything that carries server
 * text or the answer state (templates, fields, the form wrapper) stays elicitkit's.
 */
export interface HostControls {
  BaseInputTemplate?: ComponentType<WidgetProps>;
  RadioWidget?: ComponentType<WidgetProps>;
  SelectWidget?: ComponentType<WidgetProps>;
  CheckboxesWidget?: ComponentType<WidgetProps>;
}

function component(value: unknown): ComponentType<WidgetProps> | undefined {
  return typeof value === 'function' || (typeof value === 'object' && value !== null)
    ? (value as ComponentType<WidgetProps>)
    : undefined;
}

/** The controls of a theme (missing ones fall back to elicitkit's own). */
export function hostControlsOf(theme: RjsfTheme): HostControls {
  const widgets = (theme.widgets ?? {}) as Record<string, unknown>;
  const templates = (theme.templates ?? {}) as Record<string, unknown>;
  const controls: HostControls = {};
  const base = component(templates['BaseInputTemplate']);
  const radio = component(widgets['RadioWidget']);
  const select = component(widgets['SelectWidget']);
  const checkboxes = component(widgets['CheckboxesWidget']);
  if (base) controls.BaseInputTemplate = base;
  if (radio) controls.RadioWidget = radio;
  if (select) controls.SelectWidget = select;
  if (checkboxes) controls.CheckboxesWidget = checkboxes;
  return controls;
}
