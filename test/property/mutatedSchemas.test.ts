// Valid corpus schemas with random keywords, types and values changed: core never throws, and any
// accept it produces is valid content of declared, supported fields with values of their types.
import type { FormSchema } from '@elicitkit/core';
import { createQuestion, normalizeSchema, validateContent } from '@elicitkit/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadCases } from '../fixtures/index.js';
import {
  answerPlausibly,
  applySteps,
  checkAcceptedContent,
  checkForm,
  checkOutcome,
  formSteps,
  hostileKey,
  keyword,
} from './arbitraries.js';

const SEED = 20_251_125;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The corpus's requestedSchemas (the 1,000-option one aside: it only slows every run down). */
const bases: Json[] = loadCases()
  .filter((c) => c.id !== 'hostile-1000-options')
  .flatMap((c) => {
    const params = c.params;
    const schema = isObject(params) ? params['requestedSchema'] : undefined;
    return isObject(schema) ? [schema] : [];
  });

interface Mutation {
  at: number;
  op: 'delete' | 'replace' | 'add' | 'retype' | 'default' | 'options' | 'required';
  key: string;
  value: unknown;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  op: fc.constantFrom('delete', 'replace', 'add', 'retype', 'default', 'options', 'required'),
  key: fc.oneof(keyword, hostileKey),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 2 }),
    fc.constantFrom('string', 'number', 'integer', 'boolean', 'array', 'object', 'null'),
    fc.constantFrom(0, -1, 1.5, 3, 100, 1e308, -0),
    fc.constantFrom('', 'a', 'red', 'eu-west-1', 'x@y.com', '2026-02-30', '#/$defs/Priority'),
  ),
});

// defineProperty, so a mutation that adds "__proto__" adds a key rather than a prototype.
function put(node: Json, key: string, value: unknown): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
}

function objectNodes(value: unknown, into: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const item of value) objectNodes(item, into);
  else if (isObject(value)) {
    into.push(value);
    for (const key of Object.keys(value)) objectNodes(value[key], into);
  }
  return into;
}

function mutate(base: Json, mutations: Mutation[]): Json {
  const root = JSON.parse(JSON.stringify(base)) as Json;
  for (const m of mutations) {
    const nodes = objectNodes(root);
    const node = nodes[m.at % nodes.length] as Json;
    const keys = Object.keys(node);
    const someKey = keys[m.at % Math.max(keys.length, 1)];
    switch (m.op) {
      case 'delete':
        if (someKey !== undefined) delete node[someKey];
        break;
      case 'replace':
        if (someKey !== undefined) put(node, someKey, m.value);
        break;
      case 'add':
        put(node, m.key, m.value);
        break;
      case 'retype':
        put(node, 'type', m.value);
        break;
      case 'default':
        put(node, 'default', m.value);
        break;
      case 'options': {
        // Repeat, drop or append an option, wherever this node keeps them.
        for (const key of ['enum', 'oneOf', 'anyOf', 'enumNames']) {
          const list = node[key];
          if (!Array.isArray(list) || list.length === 0) continue;
          const pick = list[m.at % list.length] as unknown;
          put(
            node,
            key,
            m.at % 3 === 0 ? [...list, pick] : m.at % 3 === 1 ? list.slice(1) : [...list, m.value],
          );
        }
        break;
      }
      case 'required':
        put(
          root,
          'required',
          Array.isArray(m.value) ? m.value : [m.key, ...Object.keys(root['properties'] ?? {})],
        );
        break;
    }
  }
  return root;
}

function submitAndCheck(
  form: FormSchema,
  steps: Parameters<typeof applySteps>[1],
  fill = false,
): boolean {
  const model = createQuestion(form);
  if (fill) answerPlausibly(model);
  applySteps(model, steps);
  const outcome = model.submit();
  if (!outcome.ok) {
    checkOutcome({ valid: false, errors: outcome.errors, content: {} });
    return false;
  }
  checkAcceptedContent(form, outcome.result.content);
  return Object.keys(outcome.result.content ?? {}).length > 0;
}

describe('mutated corpus schemas', () => {
  it('has corpus schemas to mutate', () => {
    expect(bases.length).toBeGreaterThan(20);
  });

  it('never throw, and every accept is valid, declared and well-typed (1,000 runs)', () => {
    let acceptsWithContent = 0;
    fc.assert(
      fc.property(
        fc.nat(),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        formSteps,
        fc.jsonValue(),
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(false) },
          { weight: 2, arbitrary: fc.constant(true) },
        ),
        (pick, mutations, steps, content, fill) => {
          const schema = mutate(bases[pick % bases.length] as Json, mutations);
          const form = normalizeSchema(schema);
          checkForm(form);
          checkOutcome(validateContent(form, content));
          if (submitAndCheck(form, steps, fill)) acceptsWithContent++;
          // Untouched: only valid defaults may be sent.
          submitAndCheck(form, []);
        },
      ),
      { numRuns: 1_000, seed: SEED },
    );
    // The invariants above only mean something if real answers got through.
    expect(acceptsWithContent).toBeGreaterThan(100);
  });
});
