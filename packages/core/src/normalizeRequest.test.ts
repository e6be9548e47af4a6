import { describe, expect, it } from 'vitest';
import { normalizeRequest } from './normalizeRequest.js';
import { normalizeSchema } from './normalizeSchema.js';

const schema = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };

describe('normalizeRequest', () => {
  it('reads form params with or without mode the same way', () => {
    const explicit = normalizeRequest({ mode: 'form', message: 'Who?', requestedSchema: schema });
    const implicit = normalizeRequest({ message: 'Who?', requestedSchema: schema });
    expect(implicit).toEqual(explicit);
    expect(explicit).toMatchObject({ mode: 'form', message: 'Who?', diagnostics: [] });
  });

  it('ignores 2025 extras (_meta, task) on form params', () => {
    const request = normalizeRequest({
      message: 'Who?',
      requestedSchema: schema,
      _meta: { 'io.modelcontextprotocol/related-task': { taskId: 't1' } },
      task: { ttl: 1000 },
    });
    expect(request.diagnostics).toEqual([]);
  });

  it('reads URL params, keeping a 2025 elicitationId only when it is text', () => {
    const url = 'https://mcp.example.com/ui/set_api_key';
    const with2025 = normalizeRequest({ mode: 'url', message: 'Go', url, elicitationId: 'e-1' });
    expect(with2025).toMatchObject({
      mode: 'url',
      message: 'Go',
      elicitationId: 'e-1',
      diagnostics: [],
    });
    expect(with2025.mode === 'url' && with2025.url.href).toBe(url);
    const odd = normalizeRequest({ mode: 'url', message: 'Go', url, elicitationId: 7 });
    expect('elicitationId' in odd).toBe(false);
  });

  it('reports a blocked URL as an error diagnostic', () => {
    const request = normalizeRequest({ mode: 'url', message: 'Go', url: 'javascript:alert(1)' });
    expect(request.diagnostics.map((d) => [d.code, d.severity])).toEqual([
      ['url-blocked', 'error'],
    ]);
  });

  it('makes the message display-safe and warns when there is none', () => {
    expect(
      normalizeRequest({ message: '\u001b[31mHi\u202e', requestedSchema: schema }).message,
    ).toBe('\ufffdHi\ufffd');
    for (const message of [undefined, '', '   ', 42]) {
      const request = normalizeRequest({ message, requestedSchema: schema });
      expect(
        request.diagnostics.map((d) => d.code),
        String(message),
      ).toEqual(['missing-message']);
    }
  });

  it('refuses a mode it does not know, so it can only be declined or cancelled', () => {
    const request = normalizeRequest({
      mode: 'x'.repeat(100),
      message: 'Hi',
      requestedSchema: schema,
    });
    expect(request.mode).toBe('form');
    if (request.mode !== 'form') return;
    expect(request.form.accept.enabled).toBe(false);
    expect(request.form.fields).toEqual([]);
    expect(request.diagnostics).toEqual([
      {
        code: 'unknown-mode',
        severity: 'error',
        msg: { key: 'diagnostic.unknownMode' },
        message: `Unknown elicitation mode "${'x'.repeat(39)}…".`,
      },
    ]);
  });

  it('refuses params that are not an object, without throwing', () => {
    for (const params of [null, undefined, 'elicit', 3, [schema]]) {
      const request = normalizeRequest(params);
      expect(request.mode).toBe('form');
      expect(request.mode === 'form' && request.form.accept.enabled).toBe(false);
      expect(request.diagnostics.map((d) => d.code)).toEqual(['not-an-object']);
    }
  });

  it('puts request-level diagnostics before the form’s', () => {
    const request = normalizeRequest({
      requestedSchema: {
        type: 'object',
        properties: { pw: { type: 'string', title: 'Password' } },
      },
    });
    expect(request.diagnostics.map((d) => d.code)).toEqual(['missing-message', 'secret-requested']);
  });

  it('blocks a form request with no schema', () => {
    const request = normalizeRequest({ message: 'Hi' });
    expect(request.mode === 'form' && request.form.accept.enabled).toBe(false);
    expect(request.diagnostics.map((d) => d.code)).toEqual(['missing-schema']);
  });

  it('a normalizeSchema given reads the form (a cache); the rest of the request is read as ever', () => {
    const form = Object.freeze(normalizeSchema(schema));
    const seen: unknown[] = [];
    const request = normalizeRequest(
      { message: '', requestedSchema: schema },
      {
        normalizeSchema: (requestedSchema) => {
          seen.push(requestedSchema);
          return form;
        },
      },
    );
    expect(seen).toEqual([schema]);
    expect(request.mode === 'form' && request.form).toBe(form);
    expect(request.diagnostics.map((d) => d.code)).toEqual(['missing-message']);
  });
});
