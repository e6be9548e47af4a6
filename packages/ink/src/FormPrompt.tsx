import type { ElicitResult, FormElicitation } from '@elicitkit/core';
import { dangerMsg } from '@elicitkit/core';
import { useInput } from 'ink';
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { LocalizerContext } from './localizerContext.js';
import { inkMajor } from './assertSupportedHost.js';
import { decodeKeys } from './decodeKeys.js';
import type { DraftStore } from './draftStore.js';
import type { TextEditor } from './systemEditor.js';
import { systemEditor } from './systemEditor.js';
import type { TerminalSize } from './promptView.js';
import { formLayout } from './formLayout.js';
import { draftOf, restoredDraft } from './formDraft.js';
import { formPromptModel, yesNoKeysOf } from './formPromptModel.js';
import type { PromptOrigin } from './headerLines.js';
import { resultLines } from './resultLines.js';
import { Lines, Screen } from './Screen.js';
import { useAbortSignal } from './useAbortSignal.js';
import { useArmed } from './useArmed.js';
import { disarmedLayout } from './disarmedLayout.js';
import { useLatest } from './useLatest.js';

export interface FormPromptProps {
  request: FormElicitation;
  origin: PromptOrigin;
  size: TerminalSize;
  noColor: boolean;
  signal?: AbortSignal | undefined;
  /** Ctrl-G on a text field. Default: $VISUAL / $EDITOR on this terminal. */
  editText?: TextEditor | undefined;
  /** Where unsent answers are kept (under `draftKey`) and restored from. Default: nowhere. */
  drafts?: { store: DraftStore; key: string } | undefined;
  onResult: (result: ElicitResult, interrupted: boolean) => void;
  /** How long after it is drawn the question ignores keys but Ctrl-C (useArmed). */
  armDelayMs?: number | undefined;
}

export function FormPrompt({
  request,
  origin,
  size,
  noColor,
  signal,
  editText,
  drafts,
  onResult,
  armDelayMs,
}: FormPromptProps) {
  const l = useContext(LocalizerContext);
  // One question per question shown (the prompt is keyed by it), started from the draft kept when
  // it was last asked. A change of words mid-question keeps it, read the new way (below).
  const [model] = useState(() => {
    const saved = drafts?.store.load(drafts.key);
    return formPromptModel(request.form, {
      localizer: l,
      message: request.message,
      destructive: dangerMsg(origin) !== undefined,
      ...(saved && { restored: restoredDraft(request.form, saved, Date.now()) }),
    });
  });
  const { question } = model;
  // The question reads numbers in the prompt's own locale (`1,5` under German), as the web does;
  // a host that switches its messages mid-question has a typed number read again the new way.
  useLayoutEffect(() => question.setLocalizer(l), [question, l]);
  const state = useSyncExternalStore(question.subscribe, question.getSnapshot);
  const yesNoKeys = useMemo(() => yesNoKeysOf(l), [l]);
  const { armed, armedNow } = useArmed(armDelayMs);
  const { layout, view } = formLayout(request, origin, model, state, size, l);
  // Paging keys need the screen as last drawn; a ref, because several keys may share one render.
  const viewRef = useLatest(view);
  const keysRef = useLatest(yesNoKeys);

  // One input handler for everything: each key becomes an action, applied in arrival order.
  useInput(
    (input, key) => {
      for (const press of decodeKeys(input, key, inkMajor()))
        if (armedNow() || press.name === 'ctrl-c')
          question.act({
            type: 'key',
            press,
            view: viewRef.current,
            yesNoKeys: keysRef.current,
          });
    },
    // While the editor has the terminal, Ink lets go of it: raw mode off, no reading.
    { isActive: !state.form.result && !state.editing },
  );

  useAbortSignal(signal, () => question.act({ type: 'abort' }));

  const { editing } = state;
  useEffect(() => {
    if (!editing) return;
    // A tick later, so the frame saying the editor is open is on screen before it takes over.
    const timer = setTimeout(() => {
      const edit = editText ?? systemEditor();
      question.act({ type: 'edited', name: editing.name, outcome: edit(editing.text) });
    }, 0);
    return () => clearTimeout(timer);
  }, [editing, editText, question]);

  // Unsent answers are kept as they change (a crash or a closed terminal loses nothing), and
  // dropped once the question is answered: sent or declined.
  const { answers, result } = state.form;
  const latest = useLatest(state);
  const keep = useCallback(() => {
    if (!drafts) return;
    const draft = draftOf(model, latest.current, Date.now());
    if (draft) drafts.store.save(drafts.key, draft);
    else drafts.store.remove(drafts.key);
  }, [drafts, model, latest]);
  useEffect(() => {
    // Once answered, a pending save is dropped: it must not bring back a draft just removed.
    if (!drafts || result) return;
    const timer = setTimeout(keep, 300);
    return () => clearTimeout(timer);
  }, [answers, result, drafts, keep]);

  const { interrupted } = state;
  useEffect(() => {
    if (!result) return;
    if (drafts) {
      if (result.action === 'cancel') keep();
      else drafts.store.remove(drafts.key);
    }
    onResult(result, interrupted);
  }, [result, interrupted, onResult, drafts, keep]);

  if (result) {
    const lines = resultLines(
      origin,
      request.message,
      request.form.fields,
      result,
      interrupted,
      size.columns,
      'form',
      l,
    );
    return <Lines lines={lines} noColor={noColor} />;
  }
  return <Screen layout={armed ? layout : disarmedLayout(layout, l)} noColor={noColor} />;
}
