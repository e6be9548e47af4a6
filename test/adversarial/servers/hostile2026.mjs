// A hand-written 2026-07-28 MCP server over Streamable HTTP (JSON responses) that misbehaves on
// purpose, one trick per tool. The official server package refuses to play most of these tricks
// (it always stamps resultType, never drops a socket after running a tool), so this one speaks
// the wire directly. Every time a tool really runs it appends a line to the --log file, so a
// test can count executions across restarts of this process. With --seen, every request's
// declared client capabilities (2026: in `_meta`, on each request) are appended there as JSON
// lines, so a test can assert what the client told a real server.
//
//   node hostile2026.mjs --log /tmp/x.log [--port 0] [--seen /tmp/seen.log]
import { appendFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { flag } from './flag.mjs';

const LOG = flag('log');
const PORT = Number(flag('port', '0'));
const SEEN = flag('seen');
if (!LOG) throw new Error('--log is required');
const CAPABILITIES = 'io.modelcontextprotocol/clientCapabilities';

const seen = new Map();
/** How many times this process has been asked to call `tool` (ran or not). */
const asked = (tool) => {
  const n = (seen.get(tool) ?? 0) + 1;
  seen.set(tool, n);
  return n;
};
const ran = (tool) => appendFileSync(LOG, `${tool}\n`);

const text = (t) => ({ content: [{ type: 'text', text: t }] });
/** One required field of the given schema, asked as a form. */
const oneFieldForm = (message, name, schema) => ({
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message,
    requestedSchema: { type: 'object', properties: { [name]: schema }, required: [name] },
  },
});
const confirmForm = (message) =>
  oneFieldForm(message, 'confirm', { type: 'boolean', title: 'Confirm' });

const TOOLS = [
  ['complete_no_result_type', 'Runs and answers a result without resultType.'],
  ['run_then_drop', 'Runs, then drops the connection without answering.'],
  ['run_then_garbage', 'Runs, then answers 200 with an unreadable body.'],
  ['run_then_jsonrpc_500', 'Runs, then answers HTTP 500 carrying a JSON-RPC error.'],
  ['run_then_error', 'Runs, then answers a JSON-RPC error.'],
  ['run_then_invalid_result', 'Runs, then answers a result of the wrong shape.'],
  ['run_then_unknown_type', 'Runs, then answers an unknown resultType.'],
  ['run_then_hang', 'Runs, then never answers.'],
  ['refuse_once_503', 'The first call gets HTTP 503 before the tool is reached; then it runs.'],
  ['two_rounds', 'Asks to confirm, then runs.'],
  ['two_questions', 'One round of two questions (city, then note); logs what each leg carried.'],
  ['drop_table', 'Destructive: asks to confirm, then runs.'],
  ['bad_structured', 'Returns structured content that does not fit its output schema.'],
];
const EXTRA = {
  drop_table: { title: 'Drop table', annotations: { destructiveHint: true } },
  bad_structured: {
    outputSchema: { type: 'object', properties: { n: { type: 'number' } }, required: ['n'] },
  },
};

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
const ok = (res, id, result) => send(res, 200, { jsonrpc: '2.0', id, result });

function call(req, res, message) {
  const { id } = message;
  const params = message.params ?? {};
  const tool = params.name;
  const n = asked(tool);
  switch (tool) {
    case 'complete_no_result_type':
      ran(tool);
      return ok(res, id, text('ran once'));
    case 'run_then_drop':
      ran(tool);
      return req.socket.destroy();
    case 'run_then_garbage':
      ran(tool);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"jsonrpc":"2.0",');
      return;
    case 'run_then_jsonrpc_500':
      ran(tool);
      return send(res, 500, {
        jsonrpc: '2.0',
        id,
        error: { code: -32603, message: 'the tool ran, then the server fell over' },
      });
    case 'run_then_error':
      ran(tool);
      return send(res, 200, {
        jsonrpc: '2.0',
        id,
        error: { code: -32000, message: 'ran, then failed' },
      });
    case 'run_then_invalid_result':
      ran(tool);
      return ok(res, id, { resultType: 'complete', content: 'not a list' });
    case 'run_then_unknown_type':
      ran(tool);
      return ok(res, id, { resultType: 'mystery', content: [] });
    case 'run_then_hang':
      ran(tool);
      return; // the response is never written
    case 'refuse_once_503':
      if (n === 1) {
        res.writeHead(503, { 'content-type': 'text/plain' }).end('warming up');
        return;
      }
      ran(tool);
      return ok(res, id, { resultType: 'complete', ...text('ran after the 503') });
    case 'drop_table': {
      if (!params.inputResponses?.confirm) {
        return ok(res, id, {
          resultType: 'input_required',
          inputRequests: { confirm: confirmForm('Drop the table?') },
        });
      }
      ran(tool);
      return ok(res, id, { resultType: 'complete', ...text('dropped') });
    }
    case 'bad_structured':
      ran(tool);
      return ok(res, id, { resultType: 'complete', ...text('n?'), structuredContent: { n: 'x' } });
    case 'two_questions': {
      // The wire log: every leg of this tool and the answers it carried (none on the first).
      appendFileSync(LOG, `two_questions:leg ${JSON.stringify(params.inputResponses ?? null)}\n`);
      if (!params.inputResponses) {
        const ask = (message, name, title) =>
          oneFieldForm(message, name, { type: 'string', title });
        return ok(res, id, {
          resultType: 'input_required',
          inputRequests: {
            city: ask('Which city?', 'city', 'City'),
            note: ask('Any note?', 'note', 'Note'),
          },
        });
      }
      return ok(res, id, { resultType: 'complete', ...text('got the round') });
    }
    case 'two_rounds': {
      const answer = params.inputResponses?.confirm;
      if (!answer) {
        return ok(res, id, {
          resultType: 'input_required',
          inputRequests: { confirm: confirmForm('Run two_rounds?') },
          requestState: 'two-rounds-state',
        });
      }
      ran(tool);
      return ok(res, id, { resultType: 'complete', ...text(`ran with ${JSON.stringify(answer)}`) });
    }
    default:
      return send(res, 200, {
        jsonrpc: '2.0',
        id,
        error: { code: -32602, message: `Unknown tool ${String(tool)}` },
      });
  }
}

function handle(req, res, message) {
  if (SEEN && message.method !== undefined) {
    const meta = message.params?._meta ?? {};
    const line = { method: message.method, capabilities: meta[CAPABILITIES] ?? null };
    appendFileSync(SEEN, `${JSON.stringify(line)}\n`);
  }
  if (message.id === undefined) {
    res.writeHead(202).end();
    return;
  }
  switch (message.method) {
    case 'server/discover':
      return ok(res, message.id, {
        resultType: 'complete',
        supportedVersions: ['2026-07-28'],
        capabilities: { tools: {} },
        ttlMs: 0,
        cacheScope: 'private',
        _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'hostile-2026', version: '0.0.1' } },
      });
    case 'tools/list':
      return ok(res, message.id, {
        resultType: 'complete',
        ttlMs: 0,
        cacheScope: 'private',
        tools: TOOLS.map(([name, description]) => ({
          name,
          description,
          inputSchema: { type: 'object' },
          ...EXTRA[name],
        })),
      });
    case 'tools/call':
      return call(req, res, message);
    default:
      return send(res, 200, {
        jsonrpc: '2.0',
        id: message.id,
        error: { code: -32601, message: `Method not found: ${message.method}` },
      });
  }
}

const server = createServer((req, res) => {
  if (req.method !== 'POST') {
    res.writeHead(405).end();
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    let message;
    try {
      message = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      send(res, 400, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } });
      return;
    }
    handle(req, res, message);
  });
});
server.listen(PORT, '127.0.0.1', () => {
  process.stdout.write(`listening on http://127.0.0.1:${server.address().port}/mcp\n`);
});
