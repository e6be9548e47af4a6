// The web demo's own Mcp-Param-* mirroring (apps/web/src/mcpParamHeaders.ts), which stands in for
// the SDK's in browsers: the values and encodings of the official http-custom-headers scenario,
// and which requests get headers at all. The browser path end to end is in
// test/e2e-app/customHeaders.test.ts.
import { describe, expect, it } from 'vitest';
import type { McpTool } from '../../apps/web/src/McpTool.js';
import { mcpParamHeaders } from '@elicitkit/client';
import { withMcpParamHeaders } from '../../apps/web/src/mcpParamHeaders.js';

const b64 = (text: string) => `=?base64?${Buffer.from(text, 'utf8').toString('base64')}?=`;

const schema = {
  type: 'object',
  properties: {
    region: { type: 'string', 'x-mcp-header': 'Region' },
    priority: { type: 'integer', 'x-mcp-header': 'Priority' },
    verbose: { type: 'boolean', 'x-mcp-header': 'Verbose' },
    text: { type: 'string', 'x-mcp-header': 'Text' },
    query: { type: 'string' },
    target: {
      type: 'object',
      properties: { zone: { type: 'string', 'x-mcp-header': 'Zone' } },
    },
  },
};

describe('mcpParamHeaders', () => {
  it('mirrors declared primitives as text; undeclared, null and absent stay out', () => {
    expect(
      mcpParamHeaders(schema, {
        region: 'us-west1',
        priority: 42,
        verbose: false,
        text: null,
        query: 'SELECT 1',
        target: { zone: 'b' },
      }),
    ).toEqual({
      'Mcp-Param-Region': 'us-west1',
      'Mcp-Param-Priority': '42',
      'Mcp-Param-Verbose': 'false',
      'Mcp-Param-Zone': 'b',
    });
  });

  it.each([
    ['us west 1', 'us west 1'],
    ['Hello, 世界', b64('Hello, 世界')],
    [' padded ', b64(' padded ')],
    ['us-west1 ', b64('us-west1 ')],
    ['line1\r\nline2', b64('line1\r\nline2')],
    ['\tindented', b64('\tindented')],
    ['', b64('')],
    ['=?base64?abc?=', b64('=?base64?abc?=')],
  ])('encodes %j as %j', (value, header) => {
    expect(mcpParamHeaders(schema, { text: value })).toEqual({ 'Mcp-Param-Text': header });
  });

  it('sends nothing for a value it cannot state exactly (a fraction, an object)', () => {
    expect(mcpParamHeaders(schema, { priority: 1.5, region: { a: 1 } })).toEqual({});
  });
});

describe('withMcpParamHeaders', () => {
  const tool = { name: 'route', inputSchema: schema } as unknown as McpTool;
  const seen: Headers[] = [];
  const fetch = withMcpParamHeaders(
    (_input, init) => {
      seen.push(new Headers(init?.headers));
      return Promise.resolve(new Response('{}'));
    },
    (name) => (name === 'route' ? tool : undefined),
  );
  const post = async (version: string, method: string, name: string) => {
    await fetch('http://127.0.0.1/mcp', {
      method: 'POST',
      headers: { 'mcp-protocol-version': version, 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method,
        params: { name, arguments: { region: 'eu-west-1' } },
      }),
    });
    return seen.at(-1) as Headers;
  };

  it('adds the headers to a 2026-07-28 tools/call of a listed tool, keeping the others', async () => {
    const headers = await post('2026-07-28', 'tools/call', 'route');
    expect(headers.get('mcp-param-region')).toBe('eu-west-1');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('leaves 2025-11-25, other methods and unknown tools untouched', async () => {
    expect((await post('2025-11-25', 'tools/call', 'route')).get('mcp-param-region')).toBeNull();
    expect((await post('2026-07-28', 'prompts/get', 'route')).get('mcp-param-region')).toBeNull();
    expect((await post('2026-07-28', 'tools/call', 'other')).get('mcp-param-region')).toBeNull();
  });
});
