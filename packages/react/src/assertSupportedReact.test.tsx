// A page on another React major gets a clear error when an elicitkit component mounts (React is
// a peer, so the form would otherwise run on whatever React the page has).
import { normalizeRequest } from '@elicitkit/core';
import { cleanup, render, screen } from '@testing-library/react';
import type * as React from 'react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertSupportedReact } from './assertSupportedReact.js';
import { ElicitationForm } from './ElicitationForm.js';

// What `import { version } from 'react'` says inside our components; the real React renders.
const reported = vi.hoisted(() => ({ version: '18.3.1' }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof React>();
  return {
    ...actual,
    get version() {
      return reported.version;
    },
  };
});

afterEach(cleanup);

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const params = {
  message: 'Name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};

describe('assertSupportedReact', () => {
  it('accepts React 19 and refuses other majors by name', () => {
    expect(() => assertSupportedReact('19.3.1')).not.toThrow();
    expect(() => assertSupportedReact('19.0.0')).not.toThrow();
    expect(() => assertSupportedReact('18.3.1')).toThrow(
      /needs React 19 \(peer dependency \^19\.3\), but this page runs React 18\.3\.1/,
    );
    expect(() => assertSupportedReact('20.0.0-rc.1')).toThrow(/runs React 20\.0\.0-rc\.1/);
  });

  it('stops <ElicitationForm> at mount with that error on React 18, instead of a form that never answers', () => {
    reported.version = '18.3.1';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onResult = vi.fn();
    render(
      <Boundary>
        <ElicitationForm request={normalizeRequest(params)} onResult={onResult} />
      </Boundary>,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/@elicitkit\/react needs React 19/);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });

  it('renders the form on React 19', () => {
    reported.version = '19.3.1';
    render(
      <Boundary>
        <ElicitationForm request={normalizeRequest(params)} onResult={() => {}} />
      </Boundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('textbox')).toBeTruthy();
  });
});
