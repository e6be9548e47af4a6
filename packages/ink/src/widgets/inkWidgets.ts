import type { Field, WidgetKind } from '@elicitkit/core';
import { widgetFor } from '@elicitkit/core';
import { checkboxList } from './checkboxList.js';
import { choiceList } from './choiceList.js';
import type { InkWidget } from './inkWidget.js';
import { numberInput, textInput } from './textInput.js';
import { unsupportedNote } from './unsupportedNote.js';
import { yesNo } from './yesNo.js';

/** A widget of any field and state type, as the registry holds them (see InkWidget). */
export type AnyInkWidget = InkWidget<Field, unknown>;

/**
 * The terminal's drawing of each widget core's `widgetFor` chooses, keyed by its names as the
 * React renderer's WIDGET map is: the choice is made once, in core, and never again here. Some
 * names share a drawing: a terminal list scrolls, so 'radio' and 'select' are one list, and
 * formats (email, URL, dates) are typed text with core's hint naming the format.
 */
export const INK_WIDGETS: Record<WidgetKind, AnyInkWidget> = {
  text: textInput,
  email: textInput,
  url: textInput,
  date: textInput,
  'date-time': textInput,
  number: numberInput,
  integer: numberInput,
  yesno: yesNo,
  radio: choiceList,
  select: choiceList,
  checkboxes: checkboxList,
  unsupported: unsupportedNote,
};

export function widgetOf(field: Field): AnyInkWidget {
  return INK_WIDGETS[widgetFor(field)];
}
