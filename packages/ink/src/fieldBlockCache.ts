import type { Field, Msg } from '@elicitkit/core';
import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { entryOf } from './entryOf.js';
import type { FieldBlock, FieldLinesOptions } from './fieldLines.js';
import { fieldLines } from './fieldLines.js';
import type { FormPromptModel, FormPromptState } from './formPromptState.js';

interface Entry {
  answer: unknown;
  preview: string;
  widget: unknown;
  focused: boolean;
  error: string;
  width: number;
  listSize: number;
  compact: boolean;
  valid: boolean | undefined;
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

const msgKey = (msg: Msg | undefined) =>
  msg ? `${msg.key}\u0000${JSON.stringify(msg.values ?? {})}` : '';

/** fieldLines, reused while everything it reads of the field is the same as last time. */
export function cachedFieldLines(
  model: FormPromptModel,
  field: Field,
  state: FormPromptState,
  options: FieldLinesOptions & { l: TerminalLocalizer },
): FieldBlock {
  const { blocks } = cacheOf(model);
  const answer = entryOf(state.form.answers, field.name);
  const widget = entryOf(state.widgets, field.name);
  const error = msgKey(options.error?.msg);
  // Read each time, not cached with the answer: the question may read it another way now (a
  // locale switched mid-question), with the answer the same.
  const preview = model.question.sentPreview(field.name);
  const previewKey = msgKey(preview);
  const compact = options.compact ?? false;
  const old = blocks.get(field.name);
  if (
    old &&
    old.answer === answer &&
    old.preview === previewKey &&
    old.widget === widget &&
    old.focused === options.focused &&
    old.error === error &&
    old.width === options.width &&
    old.listSize === options.listSize &&
    old.compact === compact &&
    old.valid === options.valid &&
    old.l === options.l
  )
    return old.block;
  const block = fieldLines(field, state, { ...options, preview });
  blocks.set(field.name, {
    answer,
    preview: previewKey,
    widget,
    focused: options.focused,
    error,
    width: options.width,
    listSize: options.listSize,
    compact,
    valid: options.valid,
    l: options.l,
    block,
  });
  return block;
}
