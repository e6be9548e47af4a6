// useFormElicitation: core's question controller from React, for hosts that draw every pixel.
import type { ElicitResult, FormElicitation as FormRequest, RenderContext } from '@elicitkit/core';
import type { FormSchema } from '@elicitkit/core';
import { PROTOCOL_2026, english, normalizeRequest } from '@elicitkit/core';

const acceptBlockedText = (form: FormSchema) =>
  form.accept.enabled ? undefined : english.format(form.accept.reason);
import de from '@elicitkit/core/locales/de';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Profiler, StrictMode, useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ElicitationForm } from '../ElicitationForm.js';
import type { HeadlessOptions } from './headlessChrome.js';
import { useFormElicitation } from './useFormElicitation.js';

afterEach(cleanup);

const params = {
  message: 'Contact',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', format: 'email', title: 'Email' },
      name: { type: 'string', title: 'Name', minLength: 2 },
      count: { type: 'integer', title: 'Count' },
    },
    required: ['email', 'name'],
  },
};

const formOf = (p: unknown) => {
  const request = normalizeRequest(p);
  if (request.mode !== 'form') throw new Error('expected a form');
  return request;
};

const contextWith = (signal = new AbortController().signal): RenderContext => ({
  server: { trustedId: 'github', reportedName: 'GitHub <b>MCP</b>' },
  era: PROTOCOL_2026,
  signal,
});

/** A host's own drawing on the hook: plain inputs, its own markup, every word from the hook. */
function HostForm({ request, ...options }: HeadlessOptions & { request: FormRequest }) {
  const form = useFormElicitation(request, options);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.accept();
      }}
    >
      <p data-testid="asked-by">
        {form.server.askedBy.text}
        {form.server.selfReported?.text}
      </p>
      {form.fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`f-${f.name}`}>
            {f.label}
            {f.suffix?.text}
          </label>
          <input
            id={`f-${f.name}`}
            value={
              typeof f.value === 'string' ? f.value : f.value === undefined ? '' : String(f.value)
            }
            onChange={(event) =>
              event.target.value === '' ? form.clear(f.name) : form.set(f.name, event.target.value)
            }
            onBlur={() => form.leave(f.name)}
          />
          {f.error && <p className="error">{f.error.text}</p>}
        </div>
      ))}
      {form.acceptBlocked && <p data-testid="blocked">{form.acceptBlocked.text}</p>}
      <button type="submit" disabled={!form.canAccept || form.answered}>
        Accept
      </button>
      <button type="button" onClick={form.decline}>
        Decline
      </button>
      <p role="status">{form.outcome?.text}</p>
    </form>
  );
}

function setup(p: unknown = params, context = contextWith()) {
  const results: ElicitResult[] = [];
  render(<HostForm request={formOf(p)} context={context} onResult={(r) => results.push(r)} />);
  return { results, user: userEvent.setup() };
}

const hostErrors = () => [...document.querySelectorAll('.error')].map((e) => e.textContent);
const formErrors = () =>
  [...document.querySelectorAll('.ek-error')].map((e) => e.textContent?.replace('Error: ', ''));

function abortableHook() {
  const controller = new AbortController();
  const results: ElicitResult[] = [];
  const { result } = renderHook(() =>
    useFormElicitation(formOf(params), {
      onResult: (r) => results.push(r),
      context: contextWith(controller.signal),
    }),
  );
  return { controller, results, result };
}

describe('useFormElicitation', () => {
  it('types answers into core: text is kept, a typed integer is sent as a number', async () => {
    const { results, user } = setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText(/Count/), '3');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([
      { action: 'accept', content: { email: 'ada@example.com', name: 'Ada', count: 3 } },
    ]);
    expect(screen.getByRole('status').textContent).toContain('Ada');
  });

  it('shows errors at the same moments as <ElicitationForm> (core`s one timing rule)', async () => {
    const user = userEvent.setup();
    const steps = async (email: HTMLElement, name: HTMLElement, errors: () => unknown[]) => {
      const seen: unknown[] = [];
      await user.type(email, 'ada');
      seen.push(errors()); // typing the first time: nothing
      await user.click(name);
      seen.push(errors()); // left a changed field: its error
      await user.type(email, '@example.com');
      seen.push(errors()); // valid again: cleared while typing
      await user.type(email, '{Backspace>12/}');
      seen.push(errors()); // broken again: live, since the field was left once
      await user.click(name);
      seen.push(errors());
      return seen;
    };
    setup();
    const headless = await steps(
      screen.getByLabelText('Email'),
      screen.getByLabelText('Name'),
      hostErrors,
    );
    cleanup();
    render(
      <ElicitationForm request={formOf(params)} context={contextWith()} onResult={() => {}} />,
    );
    const rendered = await steps(
      screen.getByRole('textbox', { name: /Email/ }),
      screen.getByRole('textbox', { name: /Name/ }),
      formErrors,
    );
    expect(headless).toEqual(rendered);
    expect(headless[0]).toEqual([]);
    expect(headless[1]).toEqual(['Enter an email address like name@example.com']);
    expect(headless[2]).toEqual([]);
    expect(headless[3]).toEqual(['Enter an email address like name@example.com']);
    expect(headless[4]).toEqual(['Enter an email address like name@example.com']);
  });

  it('after a failed Accept lists every error (descriptor and text) and sends nothing', () => {
    const results: ElicitResult[] = [];
    const { result } = renderHook(() =>
      useFormElicitation(formOf(params), { onResult: (r) => results.push(r) }),
    );
    let sent = true;
    act(() => {
      sent = result.current.accept();
    });
    expect(sent).toBe(false);
    expect(results).toEqual([]);
    expect(result.current.submitAttempted).toBe(true);
    expect(result.current.errors.map((e) => [e.field, e.msg.key, e.text])).toEqual([
      ['email', 'hint.format.email', 'Enter an email address like name@example.com'],
      ['name', 'hint.text.atLeast', 'Enter at least 2 characters'],
    ]);
    const email = result.current.fields.find((f) => f.name === 'email');
    expect(email?.error?.text).toBe('Enter an email address like name@example.com');
    // The hint is not repeated by its own error.
    expect(email?.hint).toBeUndefined();
  });

  it('blocks Accept with core`s reason when the form cannot be answered; decline still works', async () => {
    const blocked = {
      message: 'Needs a file',
      requestedSchema: {
        type: 'object',
        properties: { file: { type: 'object', title: 'File' } },
        required: ['file'],
      },
    };
    const { results, user } = setup(blocked);
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('blocked').textContent).toBe(acceptBlockedText(formOf(blocked).form));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(results).toEqual([{ action: 'decline' }]);
  });

  it('answers once: a second accept, a decline and an abort after it report nothing', () => {
    const { controller, results, result } = abortableHook();
    act(() => {
      result.current.set('email', 'ada@example.com');
      result.current.set('name', 'Ada');
    });
    act(() => {
      expect(result.current.accept()).toBe(true);
      expect(result.current.accept()).toBe(false);
      result.current.decline();
      result.current.set('name', 'Bob');
    });
    controller.abort();
    expect(results).toEqual([
      { action: 'accept', content: { email: 'ada@example.com', name: 'Ada' } },
    ]);
    expect(result.current.answered).toBe(true);
    expect(result.current.fields.find((f) => f.name === 'name')?.value).toBe('Ada');
  });

  it('cancels once when the render context`s signal aborts, and ignores answers after it', () => {
    const { controller, results, result } = abortableHook();
    act(() => controller.abort());
    act(() => {
      result.current.set('email', 'ada@example.com');
      result.current.set('name', 'Ada');
      expect(result.current.accept()).toBe(false);
      result.current.decline();
    });
    expect(results).toEqual([{ action: 'cancel' }]);
    expect(result.current.answered).toBe(true);
    expect(result.current.fields.find((f) => f.name === 'email')?.value).toBeUndefined();
  });

  it('cancels once on the final unmount, not on StrictMode`s remount', async () => {
    const results: ElicitResult[] = [];
    const { unmount } = renderHook(
      () => useFormElicitation(formOf(params), { onResult: (r) => results.push(r) }),
      { wrapper: StrictMode },
    );
    await Promise.resolve();
    expect(results).toEqual([]);
    unmount();
    await Promise.resolve();
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('survives a host that re-renders constantly: stable handlers, answers kept, no render loop', async () => {
    const results: ElicitResult[] = [];
    const handlers = new Set<unknown>();
    let commits = 0;
    const { signal } = new AbortController();
    function Busy({ tick }: { tick: number }) {
      // A fresh request object and fresh options on every render, as an inline host writes them
      // (the context object too; its signal is the ask's own, the same until the next ask).
      const form = useFormElicitation(formOf(params), {
        onResult: (r) => results.push(r),
        context: contextWith(signal),
      });
      useEffect(() => {
        handlers.add(form.set).add(form.accept);
      });
      const value = form.fields[0]?.value;
      return (
        <input
          aria-label="Email"
          data-tick={tick}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => form.set('email', event.target.value)}
        />
      );
    }
    const tree = (tick: number) => (
      <Profiler id="busy" onRender={() => void (commits += 1)}>
        <Busy tick={tick} />
      </Profiler>
    );
    const view = render(tree(0));
    const user = userEvent.setup();
    for (let tick = 1; tick <= 20; tick += 1) {
      view.rerender(tree(tick));
      if (tick % 5 === 0) await user.type(screen.getByLabelText('Email'), 'a');
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('aaaa');
    expect(handlers.size).toBe(2);
    // One commit per host render and per keystroke: nothing renders itself again.
    expect(commits).toBe(1 + 20 + 4);
    expect(results).toEqual([]);
  });

  it('a different question starts afresh; the one it replaced is cancelled once', async () => {
    const results: ElicitResult[] = [];
    const { result, rerender } = renderHook(
      ({ p }: { p: unknown }) =>
        useFormElicitation(formOf(p), { onResult: (r) => results.push(r) }),
      { initialProps: { p: params } },
    );
    act(() => result.current.set('email', 'ada@example.com'));
    const oldSet = result.current.set;
    rerender({ p: { ...params, message: 'Another question' } });
    await act(() => Promise.resolve());
    expect(result.current.fields.find((f) => f.name === 'email')?.value).toBeUndefined();
    expect(result.current.set).not.toBe(oldSet);
    expect(results).toEqual([{ action: 'cancel' }]);
    act(() => result.current.decline());
    expect(results).toEqual([{ action: 'cancel' }, { action: 'decline' }]);
  });

  it("a replaced question's cancel goes to its own onResult, never to the new question's", async () => {
    const first: ElicitResult[] = [];
    const second: ElicitResult[] = [];
    const { result, rerender } = renderHook(
      ({ p, into }: { p: unknown; into: ElicitResult[] }) =>
        useFormElicitation(formOf(p), { onResult: (r) => into.push(r) }),
      { initialProps: { p: params, into: first } },
    );
    rerender({ p: { ...params, message: 'Another question' }, into: second });
    await act(() => Promise.resolve());
    expect(first).toEqual([{ action: 'cancel' }]);
    expect(second).toEqual([]);
    act(() => result.current.decline());
    expect(second).toEqual([{ action: 'decline' }]);
  });

  it('the same form asked again (a new signal) is a new question, not the old answer', async () => {
    const results: ElicitResult[][] = [[], []];
    const asks = [new AbortController(), new AbortController()];
    const { result, rerender } = renderHook(
      ({ ask }: { ask: number }) =>
        useFormElicitation(formOf(params), {
          onResult: (r) => results[ask]?.push(r),
          context: contextWith(asks[ask]?.signal),
        }),
      { initialProps: { ask: 0 } },
    );
    act(() => result.current.decline());
    expect(result.current.answered).toBe(true);
    rerender({ ask: 1 });
    await act(() => Promise.resolve());
    expect(result.current.answered).toBe(false);
    expect(result.current.result).toBeUndefined();
    act(() => asks[1]?.abort());
    expect(results).toEqual([[{ action: 'decline' }], [{ action: 'cancel' }]]);
  });

  it('speaks the catalogue it is given and reads numbers its way', () => {
    const results: ElicitResult[] = [];
    const p = {
      message: 'Menge',
      requestedSchema: {
        type: 'object',
        properties: { amount: { type: 'number', title: 'Menge' } },
        required: ['amount'],
      },
    };
    const { result } = renderHook(() =>
      useFormElicitation(formOf(p), {
        onResult: (r) => results.push(r),
        messages: de,
        server: { trustedId: 'github' },
      }),
    );
    expect(result.current.server.askedBy.text).toContain('github');
    expect(result.current.server.askedBy.text).not.toContain('Asked by');
    act(() => void result.current.accept());
    const error = result.current.errors[0];
    expect(error?.field).toBe('amount');
    expect(error?.text).toBe(error && de.messages[error.msg.key]);
    act(() => result.current.set('amount', '1,5'));
    act(() => void result.current.accept());
    expect(results).toEqual([{ action: 'accept', content: { amount: 1.5 } }]);
  });

  it('says who asks: the trusted id first, the self-reported name marked and inert', () => {
    setup();
    const line = screen.getByTestId('asked-by');
    expect(line.textContent).toMatch(/^Asked by github.*GitHub <b>MCP<\/b>.*\(self-reported\)/);
    expect(line.querySelector('b')).toBeNull();
  });
});

describe('useFormElicitation: marking what is required', () => {
  const marks = (fieldMarking?: 'required' | 'optional') =>
    renderHook(() =>
      useFormElicitation(formOf(params), {
        onResult: () => undefined,
        context: contextWith(),
        ...(fieldMarking && { fieldMarking }),
      }),
    ).result.current;

  it('by default marks required fields and says once what the mark means', () => {
    const form = marks();
    const required = form.fields.filter((f) => f.required).map((f) => f.name);
    expect(required.length).toBeGreaterThan(0);
    expect(form.fields.filter((f) => f.requiredMark).map((f) => f.name)).toEqual(required);
    expect(form.fields.some((f) => f.suffix)).toBe(false);
    expect(form.requiredNote?.text).toBe('Fields marked * are required');
  });

  it("fieldMarking: 'optional' gives optional fields the suffix and no mark", () => {
    const form = marks('optional');
    expect(form.fields.some((f) => f.requiredMark)).toBe(false);
    expect(form.requiredNote).toBeUndefined();
    const optional = form.fields.filter((f) => !f.required);
    expect(optional.every((f) => f.suffix?.text === ' (optional)')).toBe(true);
  });
});
