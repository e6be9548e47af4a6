/** What the question lock and the abort race read of a signal: an AbortSignal has it too. */
export interface AbortLike {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/**
 * One question's abort: aborts when any of its sources does (the server withdrawing the request,
 * the host's call) or on `abort()` (the attachment closing), until `dispose()`. It listens on its
 * sources as `linkSignals` does, but makes no AbortController until `signal` is read: creating an
 * AbortSignal and listening on it cost more than the rest of answering a question, and a renderer
 * that answers at once never reads it. Once read, `signal` aborts with the first reason.
 */
export class QuestionSignal implements AbortLike {
  #aborted = false;
  #reason: unknown;
  #controller: AbortController | undefined;
  #listeners: (() => void)[] = [];
  readonly #sources: readonly AbortSignal[];
  readonly #onSourceAbort = (event: Event): void => {
    this.abort((event.target as AbortSignal).reason);
  };

  constructor(sources: readonly AbortSignal[]) {
    this.#sources = sources;
    for (const source of sources) {
      if (source.aborted) {
        this.abort(source.reason);
        return;
      }
    }
    for (const source of sources) source.addEventListener('abort', this.#onSourceAbort);
  }

  get aborted(): boolean {
    return this.#aborted;
  }

  /** A real AbortSignal for the renderer, made on first read (aborted already if this is). */
  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.#aborted) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  /** Aborts this question; `reason` undefined gives the signal AbortSignal's default reason. */
  abort(reason?: unknown): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    this.dispose();
    const listeners = this.#listeners;
    this.#listeners = [];
    for (const listener of listeners) listener();
    this.#controller?.abort(reason);
  }

  /** Listeners are called once, on abort (so `once` is how they always are). */
  addEventListener(_type: 'abort', listener: () => void): void {
    if (!this.#aborted) this.#listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void): void {
    const at = this.#listeners.indexOf(listener);
    if (at >= 0) this.#listeners.splice(at, 1);
  }

  /** Stops following the sources (the question is over). */
  dispose(): void {
    for (const source of this.#sources) source.removeEventListener('abort', this.#onSourceAbort);
  }
}

/** The AbortSignal a renderer or handler is given for `signal`. */
export function realSignal(signal: AbortSignal | QuestionSignal): AbortSignal {
  return signal instanceof QuestionSignal ? signal.signal : signal;
}
