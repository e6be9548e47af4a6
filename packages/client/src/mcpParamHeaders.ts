// SEP-2243: arguments a tool declares with `x-mcp-header` also travel as `Mcp-Param-*` headers.
// The SDK adds them to its own tools/call, but not in browsers and not to requests that go round
// it (the task channel), so the client and the web demo derive them here, in one place.

const BASE64_OPEN = '=?base64?';
const BASE64_CLOSE = '?=';

/** Where one `x-mcp-header` declaration sits in the arguments, and the header it names. */
interface Declaration {
  path: string[];
  header: string;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * The `x-mcp-header` declarations of an inputSchema, along the chain of `properties` the spec
 * allows them on. The SDK has already dropped tools whose declarations are invalid from
 * `tools/list`, so only the names and their places are read here.
 */
function declarations(schema: unknown, path: string[] = []): Declaration[] {
  const node = record(schema);
  if (!node) return [];
  const header = node['x-mcp-header'];
  const own = typeof header === 'string' && path.length > 0 ? [{ path, header }] : [];
  const properties = record(node['properties']) ?? {};
  return [
    ...own,
    ...Object.entries(properties).flatMap(([key, child]) => declarations(child, [...path, key])),
  ];
}

function valueAt(args: unknown, path: string[]): unknown {
  let node = args;
  for (const key of path) node = record(node)?.[key];
  return node;
}

/** String form of a primitive argument (undefined: send no header for it). */
function headerText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return undefined;
}

/**
 * A value that is not plain visible ASCII (or that is empty, padded with whitespace, or already
 * looks like the Base64 form) travels as `=?base64?{UTF-8 in Base64}?=`.
 */
function encodeValue(text: string): string {
  const plain =
    text.length > 0 &&
    text === text.trim() &&
    !(text.startsWith(BASE64_OPEN) && text.endsWith(BASE64_CLOSE)) &&
    /^[\x20-\x7e]*$/.test(text);
  if (plain) return text;
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return `${BASE64_OPEN}${btoa(binary)}${BASE64_CLOSE}`;
}

/** The `Mcp-Param-{Name}` headers one `tools/call` carries for a tool's arguments (SEP-2243). */
export function mcpParamHeaders(inputSchema: unknown, args: unknown): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { path, header } of declarations(inputSchema)) {
    const text = headerText(valueAt(args, path));
    if (text !== undefined) headers[`Mcp-Param-${header}`] = encodeValue(text);
  }
  return headers;
}
