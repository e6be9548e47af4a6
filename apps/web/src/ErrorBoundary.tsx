import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';

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
    console.error('elicitkit web demo crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="page">
        <div className="notice error" role="alert">
          <p className="notice-title">The demo page hit a bug and stopped drawing.</p>
          <p className="notice-detail">
            <code>{error.name}</code> {error.message}
          </p>
          <div className="actions">
            <button type="button" className="button" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </div>
        </div>
      </main>
    );
  }
}
