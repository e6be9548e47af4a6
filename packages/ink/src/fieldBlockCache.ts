import type { Field, QuestionField } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { entryOf } from './entryOf.js';
import type { FieldBlock, FieldLinesOptions } from './fieldLines.js';
import { fieldLines } from './fieldLines.js';
import type { FormPromptModel, FormPromptState } from './formPromptState.js';

interface Entry {
  shown: QuestionField;
  widget: unknown;
  focused: boolean;
  width: number;
  listSize: number;
  compact: boolean;
  l: TerminalLocalizer;
  block: FieldBlock;
}

interface ModelCache {
  blocks: Map<string, Entry>;
}

// Per question (the model lives as long as it): a keystroke changes one field, so the other
// fields' rows are reused instead of wrapped again; with thousands of fields that is the
// difference between a frame per keystroke and seconds per keystroke.
const caches = new WeakMap<FormPromptModel, ModelCache>();

function cacheOf(model: FormPromptModel): ModelCache {
  let cache = caches.get(model);
  if (!cache) {
    cache = { blocks: new Map() };
    caches.set(model, cache);
  }
  return cache;
}

/** How many of the question's fields have been drawn so far (a tall form draws only those on screen). */
export function drawnFieldCount(model: FormPromptModel): number {
  return cacheOf(model).blocks.size;
}

/**
 * fieldLines, reused while everything it reads of the field is the same as last time: core's view
 * of the field is the same object until something it shows changes (a locale switched
 * mid-question included), so it is compared by identity.
 */
export function cachedFieldLines(
  model: FormPromptModel,
  field: Field,
  state: FormPromptState,
  options: FieldLinesOptions & { l: TerminalLocalizer },
): FieldBlock {
  const { blocks } = cacheOf(model);
  const shown = model.question.fieldView(field.name)!;
  const widget = entryOf(state.widgets, field.name);
  const compact = options.compact ?? false;
  const old = blocks.get(field.name);
  if (
    old &&
    old.shown === shown &&
    old.widget === widget &&
    old.focused === options.focused &&
    old.width === options.width &&
    old.listSize === options.listSize &&
    old.compact === compact &&
    old.l === options.l
  )
    return old.block;
  const block = fieldLines(shown, state, options);
  blocks.set(field.name, {
    shown,
    widget,
    focused: options.focused,
    width: options.width,
    listSize: options.listSize,
    compact,
    l: options.l,
    block,
  });
  return block;
}
