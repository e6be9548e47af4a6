import type { ElicitResult, UrlAnalysis } from '@elicitkit/core';
import { acceptUrlResult, cancelResult, declineResult } from '@elicitkit/core';
import type { KeyPress } from './decodeKeys.js';
import type { Notice, ViewInfo } from './formPromptReducer.js';

/** consent → (opening →) opened | open-failed; the browser is only started from "opening". */
export type UrlPhase = 'consent' | 'opening' | 'opened' | 'open-failed';

export type UrlButtonId = 'open' | 'done' | 'decline' | 'cancel';

export interface UrlPromptState {
  phase: UrlPhase;
  focus: UrlButtonId;
  /** Why the browser could not be started, when it could not. */
  openProblem?: string;
  scrollTop?: number;
  notice?: Notice;
  result?: ElicitResult;
  interrupted: boolean;
}

export type UrlPromptAction =
  | { type: 'key'; press: KeyPress; view?: ViewInfo }
  | { type: 'open-finished'; opened: boolean; detail?: string }
  | { type: 'abort' };

/** The buttons on offer in a phase; a blocked address never offers Open. */
export function urlButtons(url: UrlAnalysis, phase: UrlPhase): UrlButtonId[] {
  if (phase === 'consent')
    return url.blocked || !url.href ? ['decline', 'cancel'] : ['open', 'decline', 'cancel'];
  if (phase === 'opening') return [];
  return ['done', 'decline', 'cancel'];
}

export function initialUrlPromptState(url: UrlAnalysis): UrlPromptState {
  return { phase: 'consent', focus: urlButtons(url, 'consent')[0] ?? 'cancel', interrupted: false };
}

function press(url: UrlAnalysis, state: UrlPromptState, id: UrlButtonId): UrlPromptState {
  switch (id) {
    case 'open':
      // Consent is this key press; the component starts the browser when it sees "opening".
      return url.blocked || !url.href ? state : { ...state, phase: 'opening' };
    case 'done':
      return { ...state, result: acceptUrlResult() };
    case 'decline':
      return { ...state, result: declineResult() };
    case 'cancel':
      return { ...state, result: cancelResult() };
  }
}

export function urlPromptReducer(
  url: UrlAnalysis,
  state: UrlPromptState,
  action: UrlPromptAction,
): UrlPromptState {
  if (state.result) return state;
  if (action.type === 'abort') return { ...state, result: cancelResult() };
  if (action.type === 'open-finished') {
    if (state.phase !== 'opening') return state;
    return action.opened
      ? { ...state, phase: 'opened', focus: 'done' }
      : {
          ...state,
          phase: 'open-failed',
          focus: 'done',
          openProblem: action.detail ?? 'no browser could be started',
        };
  }
  const { view } = action;
  const cleared: UrlPromptState = state.notice ? { ...state, notice: undefined } : state;
  const buttons = urlButtons(url, state.phase);
  const index = buttons.indexOf(state.focus);
  const move = (delta: number): UrlPromptState => {
    const next = buttons[(index + delta + buttons.length) % buttons.length];
    return next ? { ...cleared, focus: next } : cleared;
  };
  switch (action.press.name) {
    case 'ctrl-c':
      return { ...cleared, result: cancelResult(), interrupted: true };
    case 'escape':
      return { ...cleared, result: cancelResult() };
    case 'ctrl-d':
      return {
        ...cleared,
        notice: { tone: 'accent', text: 'Ctrl-D does not close this question. Esc cancels.' },
      };
    case 'tab':
    case 'right':
    case 'down':
      return move(1);
    case 'shift-tab':
    case 'left':
    case 'up':
      return move(-1);
    case 'enter':
    case 'space':
      return buttons.includes(state.focus) ? press(url, cleared, state.focus) : cleared;
    case 'page-up':
    case 'page-down': {
      if (!view) return cleared;
      const step = Math.max(1, view.height - 1);
      const top = action.press.name === 'page-up' ? view.top - step : view.top + step;
      return { ...cleared, scrollTop: Math.max(0, Math.min(view.maxTop, top)) };
    }
    default:
      return cleared;
  }
}
