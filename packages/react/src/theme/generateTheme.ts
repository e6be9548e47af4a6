import type { ThemeProps } from '@rjsf/core';
import { FieldTemplate } from './FieldTemplate.js';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate,
  UnsupportedField,
  UnsupportedFieldTemplate,
} from './plainTemplates.js';
import { hostControlsOf } from './hostControlsOf.js';
import type { RjsfTheme } from './hostControlsOf.js';
import { hostWidgets } from './hostWidgets.js';
import { boundWidgets } from './boundWidgets.js';

/**
 * elicitkit's rjsf theme, registered the rjsf way (widgets, templates, fields → `withTheme`). Each
 * call returns fresh maps over the same components, so forms built from it never remount.
 *
 * With a host theme (`rjsfTheme`), only its controls are taken, each behind a guard
 * (hostWidgets.tsx); its templates, fields and form wrapper are never used, so every string a
 * server sent is still drawn by the templates below as plain text.
 */
export function generateTheme(rjsfTheme?: RjsfTheme): ThemeProps {
  return {
    widgets: boundWidgets(hostWidgets(rjsfTheme ? hostControlsOf(rjsfTheme) : {})),
    templates: {
      FieldTemplate,
      DescriptionFieldTemplate,
      TitleFieldTemplate,
      FieldErrorTemplate,
      FieldHelpTemplate,
      ErrorListTemplate,
      ObjectFieldTemplate,
      UnsupportedFieldTemplate,
    },
    fields: { EkUnsupported: UnsupportedField },
  };
}
