// A small hand-written 2026-07-28 MCP server over Streamable HTTP (JSON responses) whose tools
// have the argument shapes the web demo's form must handle: a flat schema with a bounded integer,
// a Yes/No, an optional enum and an optional text, or all optional with a multi-select and a date
// (forms, checked by the kit's validator), and
// schemas outside the elicitation subset (nested objects, arrays of objects, a top-level $ref: the
// JSON editor). Every tool answers with the arguments it received, as JSON, so a test can compare
// what the page sent with what the server got. The page is on another origin, so it speaks CORS.
//
//   node argsServer.mjs [--port 0]
import { createServer } from 'node:http';

const at = process.argv.indexOf('--port');
const PORT = at === -1 ? 0 : Number(process.argv[at + 1]);

const TOOLS = [
  {
    name: 'scale_service',
    description: 'Sets how many replicas a service runs.',
    inputSchema: {
      type: 'object',
      properties: {
        service: { type: 'string', minLength: 1, description: 'Service name, like api' },
        replicas: { type: 'integer', minimum: 1, maximum: 10, title: 'Replicas' },
        dry_run: { type: 'boolean', title: 'Dry run', default: true },
        tier: { type: 'string', enum: ['small', 'medium', 'large'] },
        note: { type: 'string', maxLength: 20 },
      },
      required: ['service', 'replicas', 'dry_run'],
    },
  },
  {
    name: 'schedule_report',
    description: 'Every argument optional: a multi-select, a date and a Yes/No.',
    inputSchema: {
      type: 'object',
      properties: {
        regions: { type: 'array', items: { type: 'string', enum: ['eu', 'us', 'apac'] } },
        day: { type: 'string', format: 'date' },
        email_me: { type: 'boolean' },
      },
    },
  },
  {
    name: 'create_order',
    description: 'Arguments a form cannot express: a nested object and a list of objects.',
    inputSchema: {
      type: 'object',
      properties: {
        customer: {
          type: 'object',
          properties: { name: { type: 'string' }, email: { type: 'string' } },
          required: ['name'],
        },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { sku: { type: 'string' }, quantity: { type: 'integer' } },
          },
        },
      },
      required: ['customer'],
    },
  },
  {
    name: 'apply_template',
    description: 'The argument object is a $ref (MCP requires the top-level type to be object).',
    inputSchema: {
      type: 'object',
      $ref: '#/$defs/Template',
      $defs: {
        Template: {
          type: 'object',
          properties: { template: { type: 'string' } },
          required: ['template'],
        },
      },
    },
  },
];

function send(res, cors, status, body) {
  res.writeHead(status, { 'content-type': 'application/json', ...cors }).end(JSON.stringify(body));
}

function handle(res, cors, message) {
  const ok = (result) =>
    send(res, cors, 200, {
      jsonrpc: '2.0',
      id: message.id,
      result: { resultType: 'complete', ...result },
    });
  switch (message.method) {
    case 'server/discover':
      return ok({
        supportedVersions: ['2026-07-28'],
        capabilities: { tools: {} },
        ttlMs: 0,
        cacheScope: 'private',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'args-server', version: '0.0.1' } },
      });
    case 'tools/list':
      return ok({ tools: TOOLS, ttlMs: 0, cacheScope: 'private' });
    case 'tools/call': {
      const { name, arguments: args } = message.params ?? {};
      if (!TOOLS.some((tool) => tool.name === name))
        return send(res, cors, 200, {
          jsonrpc: '2.0',
          id: message.id,
          error: { code: -32602, message: `Unknown tool ${String(name)}` },
        });
      return ok({ content: [{ type: 'text', text: `${name} got ${JSON.stringify(args ?? {})}` }] });
    }
    default:
      return send(res, cors, 200, {
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32601, message: `Method not found: ${message.method}` },
      });
  }
}

const server = createServer((req, res) => {
  // Loopback pages only, as the reference server allows by default.
  const origin = req.headers.origin;
  const cors =
    origin && /^http:\/\/127\.0\.0\.1(:\d+)?$/.test(origin)
      ? {
          'access-control-allow-origin': origin,
          'access-control-expose-headers': 'mcp-session-id',
          vary: 'Origin',
        }
      : {};
  if (req.method === 'OPTIONS') {
    res
      .writeHead(204, {
        ...cors,
        'access-control-allow-methods': 'GET, POST, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
      })
      .end();
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, cors).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let message;
    try {
      message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      send(res, cors, 400, {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error' },
      });
      return;
    }
    if (message.id === undefined) {
      res.writeHead(202, cors).end();
      return;
    }
    handle(res, cors, message);
  });
});
server.listen(PORT, '127.0.0.1', () => {
  process.stdout.write(`listening on http://127.0.0.1:${server.address().port}/mcp\n`);
});
