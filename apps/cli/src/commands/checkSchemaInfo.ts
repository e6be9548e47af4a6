// check-schema's name and texts, apart from its code: commands/index.ts lists the command with
// these and loads checkSchema.ts (most of core) only when it runs.
const help = `Usage: elicitkit check-schema <file | -> [options]

Shows how MCP clients will see an elicitation request: the message, each field
(label, kind and widget, required, default, format and limits, options, hint,
diagnostics), the request's diagnostics by severity, and whether accept is
possible. With --answer it also validates a candidate answer.

The input is a JSON file, or - for stdin. Its shape is detected and reported:
  elicitation/create params     form or URL mode, 2025-11-25 or 2026-07-28
  a bare requestedSchema        {"type": "object", "properties": {...}}
  an inputRequests entry        {"method": "elicitation/create", "params": {...}}
  an inputRequests map          {"<key>": {"method": ..., "params": ...}, ...}
  an input_required result      {"resultType": "input_required", "inputRequests": ...}
  a JSON-RPC request            {"jsonrpc": "2.0", "id": 1, "method": "elicitation/create", ...}
  a JSON-RPC response           whose result is an input_required result

Options:
  --answer <json | @file>  validate this answer: a JSON object of field values
                           (the content of an accept), inline or read from a file
  --request <key>          the inputRequests entry to check (default: the first
                           elicitation/create entry)
  --json                   print a machine-readable report (see apps/cli/README.md)
  -h, --help               show this help

Exit codes:
  0  usable: accept is possible, and the --answer (if any) is valid
  1  not usable: accept is impossible, the input is not an elicitation, or the
     --answer is invalid
  2  bad usage: unknown option, missing or unreadable file, input or answer not JSON
  70 a bug in elicitkit itself (ELICITKIT_DEBUG=1 prints the stack trace)

Colour is used only when stdout is a terminal and NO_COLOR is not set.

Examples:
  elicitkit check-schema request.json
  elicitkit check-schema request.json --answer '{"name": "Ada"}' --json
  cat schema.json | elicitkit check-schema - --answer @answer.json
`;

export const CHECK_SCHEMA_INFO = {
  name: 'check-schema',
  summary: 'show how clients will see an elicitation request, and check an answer',
  help,
} as const;
