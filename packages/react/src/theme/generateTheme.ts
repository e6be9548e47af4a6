import type { ThemeProps } from '@rjsf/core';
import { CheckboxesWidget } from './CheckboxesWidget.js';
import { DateTimeWidget } from './DateTimeWidget.js';
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
import { RadioWidget } from './RadioWidget.js';
import { SelectWidget } from './SelectWidget.js';
import { NumberWidget, TextWidget } from './TextWidget.js';
import { YesNoWidget } from './YesNoWidget.js';

/**
 * elicitkit's rjsf theme, registered the rjsf way (widgets, templates, fields → `withTheme`). Each
 * call returns fresh maps over the same components, so forms built from it never remount.
 */
export function generateTheme(): ThemeProps {
  return {
    widgets: {
      EkText: TextWidget,
      EkNumber: NumberWidget,
      EkDateTime: DateTimeWidget,
      EkYesNo: YesNoWidget,
      EkRadio: RadioWidget,
      EkSelect: SelectWidget,
      EkCheckboxes: CheckboxesWidget,
    },
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
