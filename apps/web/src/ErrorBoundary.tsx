import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { createDemoWords } from './locales/createDemoWords.js';
import { initialDemoLocale } from './locales/demoLocales.js';

interface State {
  error?: Error;
}

/** A rendering bug shows what broke and a way out, never a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // For whoever fixes it, in the console: the error and where in the page it was thrown.
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // The page above may be what broke, so its words are read again the way it chose them: the
    // picker keeps ?lang= in the address, else the browser's languages.
    const words = createDemoWords(
      initialDemoLocale(window.location.search, navigator.languages ?? [navigator.language]),
    );
    return (
      <main className="page" lang={words.own.locale} dir={words.own.dir}>
        <div className="notice error" role="alert">
          <p className="notice-title">{words.demo({ key: 'crash.title' })}</p>
          {/* The runtime's own report of the bug, for whoever fixes it: not the demo's words. */}
          <p className="notice-detail">
            <code>
              {error.name}: {error.message}
            </code>
          </p>
          <div className="actions">
            <button type="button" className="button" onClick={() => window.location.reload()}>
              {words.demo({ key: 'crash.reload' })}
            </button>
          </div>
        </div>
      </main>
    );
  }
}
