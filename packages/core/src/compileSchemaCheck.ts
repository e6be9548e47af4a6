import { isStringFormat, matchesFormat } from './formats.js';

/**
 * One failed check, in Ajv's ErrorObject shape (keyword, instancePath, schemaPath, params,
 * message), so that everything reading Ajv's errors reads these unchanged.
 */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

/** A validator with Ajv's calling convention: returns the verdict, leaves `errors` behind. */
export interface SchemaCheck {
  (data: unknown): boolean;
  errors?: SchemaIssue[] | null;
}

type Node = (data: unknown, path: string, issues: SchemaIssue[]) => void;

// Keywords that only describe (or hold definitions): they never make a value invalid. Anything
// else outside this file's set is ignored too, as Ajv does with `strict: false` — except the
// standard validation keywords below, which this interpreter refuses rather than skips, so a
// schema it cannot check fully never passes for checked.
const UNSUPPORTED = new Set([
  '$ref',
  '$dynamicRef',
  '$recursiveRef',
  'if',
  'then',
  'else',
  'patternProperties',
  'propertyNames',
  'dependencies',
  'dependentRequired',
  'dependentSchemas',
  'contains',
  'minContains',
  'maxContains',
  'minProperties',
  'maxProperties',
  'multipleOf',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
  'unevaluatedProperties',
]);

const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Ajv's type tests with `strict: false` (so strictNumbers is off: NaN and Infinity are numbers).
const TYPE_TESTS: Record<string, (data: unknown) => boolean> = {
  null: (data) => data === null,
  array: (data) => Array.isArray(data),
  object: isObject,
  integer: (data) => typeof data === 'number' && !(data % 1) && !Number.isNaN(data),
  number: (data) => typeof data === 'number',
  string: (data) => typeof data === 'string',
  boolean: (data) => typeof data === 'boolean',
};

/** One predicate for a `type` list, built once. */
function typeTest(types: readonly string[]): (data: unknown) => boolean {
  const tests = types.map((t) => TYPE_TESTS[t] as (data: unknown) => boolean);
  if (tests.length === 1) return tests[0] as (data: unknown) => boolean;
  return (data) => tests.some((test) => test(data));
}

/** Length in code points, as Ajv counts minLength/maxLength (a surrogate pair is one). */
function codePoints(text: string): number {
  let length = 0;
  for (let i = 0; i < text.length; i++) {
    length++;
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      if ((text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
    }
  }
  return length;
}

/** Structural equality of JSON values (fast-deep-equal's rules, which Ajv's enum/const use). */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return a !== a && b !== b; // NaN equals NaN
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((v, i) => jsonEqual(v, other[i]));
  }
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** A JSON Pointer segment (RFC 6901), as Ajv writes instancePath. */
function segment(key: string | number): string {
  return `/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
}

function issue(
  keyword: string,
  instancePath: string,
  schemaPath: string,
  params: Record<string, unknown>,
  message: string,
): SchemaIssue {
  return { keyword, instancePath, schemaPath: `${schemaPath}/${keyword}`, params, message };
}

function limitOf(schema: Record<string, unknown>, keyword: string): number | undefined {
  const value = schema[keyword];
  if (value === undefined) return undefined;
  if (typeof value !== 'number') throw new Error(`"${keyword}" must be a number`);
  return value;
}

/** minLength/maxLength or minItems/maxItems: one check of a size against both bounds. */
function sizeLimits(
  schema: Record<string, unknown>,
  schemaPath: string,
  suffix: 'Length' | 'Items',
  noun: string,
  size: (data: unknown) => number,
): Node | undefined {
  const min = limitOf(schema, `min${suffix}`);
  const max = limitOf(schema, `max${suffix}`);
  if (min === undefined && max === undefined) return undefined;
  return (data, path, issues) => {
    const n = size(data);
    if (min !== undefined && n < min)
      issues.push(
        issue(
          `min${suffix}`,
          path,
          schemaPath,
          { limit: min },
          `must NOT have fewer than ${min} ${noun}`,
        ),
      );
    if (max !== undefined && n > max)
      issues.push(
        issue(
          `max${suffix}`,
          path,
          schemaPath,
          { limit: max },
          `must NOT have more than ${max} ${noun}`,
        ),
      );
  };
}

const COMPARISON = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' };

/**
 * Turns a schema into a tree of checks once. Throws (like Ajv's compile) on a schema it cannot
 * check faithfully; never evaluates code, so it works under a CSP without 'unsafe-eval'.
 */
function compileNode(schema: unknown, schemaPath: string): Node {
  if (schema === true) return () => {};
  if (schema === false)
    return (_data, path, issues) =>
      void issues.push(issue('false schema', path, schemaPath, {}, 'boolean schema is false'));
  if (!isObject(schema)) throw new Error(`schema at "${schemaPath}" must be an object or boolean`);
  for (const keyword of Object.keys(schema)) {
    if (UNSUPPORTED.has(keyword))
      throw new Error(`the code-generation-free validator does not support "${keyword}"`);
  }
  if (Array.isArray(schema['items']))
    throw new Error('the code-generation-free validator does not support tuple "items"');

  // Checks for any value, then checks that apply only to one kind of value (Ajv's rule groups:
  // a keyword of another type than the data's is skipped, not failed).
  const always: Node[] = [];
  const numbers: Node[] = [];
  const strings: Node[] = [];
  const arrays: Node[] = [];
  const objects: Node[] = [];

  if (schema['type'] !== undefined) {
    const types = Array.isArray(schema['type']) ? schema['type'] : [schema['type']];
    for (const t of types)
      if (typeof t !== 'string' || !TYPES.has(t)) throw new Error(`unknown type "${String(t)}"`);
    const names = types as string[];
    const joined = names.join(',');
    const fits = typeTest(names);
    always.push((data, path, issues) => {
      if (!fits(data))
        issues.push(issue('type', path, schemaPath, { type: joined }, `must be ${joined}`));
    });
  }

  if (schema['enum'] !== undefined) {
    const values = schema['enum'];
    if (!Array.isArray(values) || values.length === 0)
      throw new Error('enum must have non-empty array');
    const primitive = values.every((v) => typeof v !== 'object' || v === null);
    const set = new Set(values);
    const allowed = primitive
      ? (data: unknown) => (typeof data !== 'object' || data === null) && set.has(data)
      : (data: unknown) => values.some((v) => jsonEqual(data, v));
    always.push((data, path, issues) => {
      if (!allowed(data))
        issues.push(
          issue(
            'enum',
            path,
            schemaPath,
            { allowedValues: values },
            'must be equal to one of the allowed values',
          ),
        );
    });
  }

  if ('const' in schema) {
    const expected = schema['const'];
    always.push((data, path, issues) => {
      if (!jsonEqual(data, expected))
        issues.push(
          issue('const', path, schemaPath, { allowedValue: expected }, 'must be equal to constant'),
        );
    });
  }

  for (const keyword of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[keyword];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0)
      throw new Error(`${keyword} must be a non-empty array`);
    const branches = list.map((s, i) => compileNode(s, `${schemaPath}/${keyword}/${i}`));
    always.push(combinator(keyword, branches, schemaPath));
  }

  if (schema['not'] !== undefined) {
    const inner = compileNode(schema['not'], `${schemaPath}/not`);
    always.push((data, path, issues) => {
      const scratch: SchemaIssue[] = [];
      inner(data, path, scratch);
      if (scratch.length === 0)
        issues.push(issue('not', path, schemaPath, {}, 'must NOT be valid'));
    });
  }

  for (const keyword of ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'] as const) {
    const limit = limitOf(schema, keyword);
    if (limit === undefined) continue;
    const comparison = COMPARISON[keyword];
    const ok =
      keyword === 'minimum'
        ? (n: number) => n >= limit
        : keyword === 'maximum'
          ? (n: number) => n <= limit
          : keyword === 'exclusiveMinimum'
            ? (n: number) => n > limit
            : (n: number) => n < limit;
    numbers.push((data, path, issues) => {
      // Like Ajv: NaN fails every bound.
      if (!ok(data as number))
        issues.push(
          issue(keyword, path, schemaPath, { comparison, limit }, `must be ${comparison} ${limit}`),
        );
    });
  }

  const lengths = sizeLimits(schema, schemaPath, 'Length', 'characters', (data) =>
    codePoints(data as string),
  );
  if (lengths) strings.push(lengths);

  if (typeof schema['pattern'] === 'string') {
    const pattern = schema['pattern'];
    // A RegExp is not code generation: CSP allows it.
    const regExp = new RegExp(pattern, 'u');
    strings.push((data, path, issues) => {
      if (!regExp.test(data as string))
        issues.push(
          issue('pattern', path, schemaPath, { pattern }, `must match pattern "${pattern}"`),
        );
    });
  }

  // Formats outside the MCP subset are not checked here (Ajv ignores unknown formats likewise).
  const format = schema['format'];
  if (isStringFormat(format)) {
    strings.push((data, path, issues) => {
      if (!matchesFormat(format, data as string))
        issues.push(issue('format', path, schemaPath, { format }, `must match format "${format}"`));
    });
  }

  const counts = sizeLimits(
    schema,
    schemaPath,
    'Items',
    'items',
    (data) => (data as unknown[]).length,
  );
  if (counts) arrays.push(counts);

  if (schema['items'] !== undefined) {
    const item = compileNode(schema['items'], `${schemaPath}/items`);
    arrays.push((data, path, issues) => {
      const list = data as unknown[];
      for (let i = 0; i < list.length; i++) item(list[i], `${path}/${i}`, issues);
    });
  }

  if (schema['uniqueItems'] === true) arrays.push(uniqueItems(schema, schemaPath));

  const required = schema['required'];
  if (required !== undefined) {
    if (!Array.isArray(required) || !required.every((r) => typeof r === 'string'))
      throw new Error('required must be an array of strings');
    const names = required as string[];
    objects.push((data, path, issues) => {
      const record = data as Record<string, unknown>;
      for (const name of names)
        // Ajv's test is `data[name] === undefined`: an explicit undefined counts as missing.
        if (record[name] === undefined)
          issues.push(
            issue(
              'required',
              path,
              schemaPath,
              { missingProperty: name },
              `must have required property '${name}'`,
            ),
          );
    });
  }

  const properties = schema['properties'];
  const propertyNodes: [string, string, Node][] = [];
  if (properties !== undefined) {
    if (!isObject(properties)) throw new Error('properties must be an object');
    for (const name of Object.keys(properties)) {
      // Ajv skips a property named "__proto__" altogether; so do we.
      if (name === '__proto__') continue;
      propertyNodes.push([
        name,
        segment(name),
        compileNode(properties[name], `${schemaPath}/properties/${name}`),
      ]);
    }
    objects.push((data, path, issues) => {
      const record = data as Record<string, unknown>;
      for (const [name, seg, node] of propertyNodes) {
        const value = record[name];
        if (value !== undefined) node(value, path + seg, issues);
      }
    });
  }

  const additional = schema['additionalProperties'];
  if (additional !== undefined && additional !== true) {
    const known = new Set(propertyNodes.map(([name]) => name));
    const extra =
      additional === false
        ? undefined
        : compileNode(additional, `${schemaPath}/additionalProperties`);
    objects.push((data, path, issues) => {
      const record = data as Record<string, unknown>;
      for (const key in record) {
        if (known.has(key)) continue;
        if (extra) extra(record[key], path + segment(key), issues);
        else
          issues.push(
            issue(
              'additionalProperties',
              path,
              schemaPath,
              { additionalProperty: key },
              'must NOT have additional properties',
            ),
          );
      }
    });
  }

  const run = (nodes: Node[], data: unknown, path: string, issues: SchemaIssue[]) => {
    for (const node of nodes) node(data, path, issues);
  };
  return (data, path, issues) => {
    run(always, data, path, issues);
    if (typeof data === 'number') run(numbers, data, path, issues);
    else if (typeof data === 'string') run(strings, data, path, issues);
    else if (Array.isArray(data)) run(arrays, data, path, issues);
    else if (isObject(data)) run(objects, data, path, issues);
  };
}

function combinator(
  keyword: 'allOf' | 'anyOf' | 'oneOf',
  branches: Node[],
  schemaPath: string,
): Node {
  return (data, path, issues) => {
    const collected: SchemaIssue[] = [];
    const passing: number[] = [];
    branches.forEach((branch, i) => {
      const before = collected.length;
      branch(data, path, collected);
      if (collected.length === before) passing.push(i);
    });
    if (keyword === 'allOf') {
      issues.push(...collected);
    } else if (keyword === 'anyOf') {
      if (passing.length === 0) {
        issues.push(...collected);
        issues.push(issue('anyOf', path, schemaPath, {}, 'must match a schema in anyOf'));
      }
    } else if (passing.length !== 1) {
      if (passing.length === 0) issues.push(...collected);
      issues.push(
        issue(
          'oneOf',
          path,
          schemaPath,
          { passingSchemas: passing.length === 0 ? null : passing.slice(0, 2) },
          'must match exactly one schema in oneOf',
        ),
      );
    }
  };
}

/**
 * Ajv's uniqueItems, scanning from the end so `i` < `j` name the same pair Ajv reports. Items of
 * a type other than the items schema's are skipped, as Ajv does. Unlike Ajv (which indexes items
 * in a plain object), "__proto__" twice is a duplicate here too.
 */
function uniqueItems(schema: Record<string, unknown>, schemaPath: string): Node {
  const items = schema['items'];
  const itemType = isObject(items) ? items['type'] : undefined;
  const types = typeof itemType === 'string' ? [itemType] : Array.isArray(itemType) ? itemType : [];
  const scalar =
    types.length > 0 &&
    types.every((t) => typeof t === 'string' && TYPES.has(t) && t !== 'object' && t !== 'array');
  const fits = scalar ? typeTest(types as string[]) : () => true;
  return (data, path, issues) => {
    const list = data as unknown[];
    let pair: [number, number] | undefined;
    if (scalar && list.length < 2) return;
    if (scalar && list.length <= 16) {
      // Few items (every real multi-select answer): comparing pairs beats building a Map.
      outer: for (let i = list.length - 1; i >= 0; i--) {
        const item = list[i];
        if (!fits(item)) continue;
        for (let j = i + 1; j < list.length; j++)
          if (list[j] === item || (item !== item && list[j] !== list[j])) {
            pair = [i, j];
            break outer;
          }
      }
    } else if (scalar) {
      const seen = new Map<unknown, number>();
      for (let i = list.length - 1; i >= 0; i--) {
        const item = list[i];
        if (!fits(item)) continue;
        // With several scalar types Ajv tells "1" from 1 by suffixing strings; a Map keeps them apart.
        const j = seen.get(item);
        if (j !== undefined) {
          pair = [i, j];
          break;
        }
        seen.set(item, i);
      }
    } else {
      outer: for (let i = list.length - 1; i >= 0; i--)
        for (let j = i - 1; j >= 0; j--)
          if (jsonEqual(list[i], list[j])) {
            pair = [i, j]; // Ajv's pairwise loop names the later item `i`

            break outer;
          }
    }
    if (pair)
      issues.push(
        issue(
          'uniqueItems',
          path,
          schemaPath,
          { i: pair[0], j: pair[1] },
          `must NOT have duplicate items (items ## ${pair[1]} and ${pair[0]} are identical)`,
        ),
      );
  };
}

/**
 * A validator for a JSON Schema of the flat elicitation subset (and the shapes rjsf asks about:
 * const/oneOf/anyOf options) that interprets the schema instead of compiling code, so it runs
 * under a Content-Security-Policy without 'unsafe-eval'. Its verdicts match Ajv's with core's
 * AJV_OPTIONS (proven over the fixture corpus and random cases in the parity tests).
 */
export function compileSchemaCheck(schema: unknown): SchemaCheck {
  const root = compileNode(schema, '#');
  const check: SchemaCheck = (data: unknown) => {
    const issues: SchemaIssue[] = [];
    root(data, '', issues);
    check.errors = issues.length === 0 ? null : issues;
    return issues.length === 0;
  };
  check.errors = null;
  return check;
}
