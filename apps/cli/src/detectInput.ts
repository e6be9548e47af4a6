import type { ProtocolEra } from '@elicitkit/core';
import { ERROR_URL_ELICITATION_REQUIRED, PROTOCOL_2025, PROTOCOL_2026 } from '@elicitkit/core';
import { UsageError } from './usageError.js';

/** The shapes check-schema recognises, named as in the JSON output. */
export type InputKind =
  | 'jsonRpcRequest'
  | 'jsonRpcResponse'
  | 'inputRequiredResult'
  | 'inputRequests'
  | 'inputRequest'
  | 'params'
  | 'requestedSchema'
  | 'unrecognised';

export interface InputNote {
  severity: 'info' | 'warning';
  message: string;
}

/** What to check: `elicitation/create` params, a bare schema, or nothing (with the reason). */
export type CheckTarget =
  | { type: 'params'; params: unknown }
  | { type: 'schema'; schema: unknown }
  | { type: 'none'; reason: string };

export interface DetectedInput {
  kind: InputKind;
  /** The shape in words, for the human output. */
  description: string;
  /** The protocol revision the shape implies, when it implies one. */
  era: ProtocolEra | null;
  /** The `inputRequests` key that was checked, for input_required results. */
  requestKey: string | null;
  notes: InputNote[];
  target: CheckTarget;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Own properties only: the input is untrusted JSON and may carry keys like "__proto__".
function own(object: Json, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

function has(object: Json, ...keys: string[]): boolean {
  return keys.some((key) => Object.hasOwn(object, key));
}

const ELICIT = 'elicitation/create';
const PARAMS_KEYS = ['requestedSchema', 'mode', 'message', 'url', 'elicitationId'];

function methodName(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 60)) : 'no method';
}

/**
 * Works out which of the accepted shapes a parsed JSON value is and digs out what to check.
 * Order matters: the envelopes (JSON-RPC, input_required) are recognised before the bare shapes
 * they contain. `requestKey` picks one entry of an `inputRequests` map.
 */
export function detectInput(value: unknown, requestKey?: string): DetectedInput {
  const notes: InputNote[] = [];
  const result = (
    kind: InputKind,
    description: string,
    era: ProtocolEra | null,
    target: CheckTarget,
    key: string | null = null,
  ): DetectedInput => {
    if (requestKey !== undefined && key === null) {
      notes.push({
        severity: 'warning',
        message: `--request ${JSON.stringify(requestKey)} was ignored: the input has no inputRequests.`,
      });
    }
    return { kind, description, era, requestKey: key, notes, target };
  };

  if (!isObject(value)) {
    const what = jsonType(value);
    return result('unrecognised', `a JSON ${what}, not an object`, null, {
      type: 'none',
      reason: `The input is a JSON ${what}; a request, result, params or schema is always a JSON object.`,
    });
  }

  const envelope = has(value, 'jsonrpc', 'id');
  if (envelope && has(value, 'method')) {
    const method = own(value, 'method');
    if (method !== ELICIT) {
      return result('jsonRpcRequest', `a JSON-RPC ${methodName(method)} request`, null, {
        type: 'none',
        reason: `This is a JSON-RPC ${methodName(method)} request, not ${ELICIT}.`,
      });
    }
    // Servers push elicitation/create as a request only before 2026-07-28 (MRTR replaced it).
    const params = own(value, 'params');
    if (isObject(params) && own(params, 'mode') === 'url' && !has(params, 'elicitationId')) {
      notes.push({
        severity: 'warning',
        message: `${PROTOCOL_2025} requires "elicitationId" on URL-mode requests; this one has none.`,
      });
    }
    return result('jsonRpcRequest', `a JSON-RPC ${ELICIT} request`, PROTOCOL_2025, {
      type: 'params',
      params,
    });
  }

  if (envelope && has(value, 'result', 'error')) {
    const inner = own(value, 'result');
    if (isObject(inner) && isInputRequired(inner)) {
      const found = fromInputRequired(inner, requestKey, notes);
      return result(
        'jsonRpcResponse',
        'a JSON-RPC response carrying an input_required result',
        PROTOCOL_2026,
        found.target,
        found.key,
      );
    }
    const error = own(value, 'error');
    const data = isObject(error) ? own(error, 'data') : undefined;
    const elicitations = isObject(data) ? own(data, 'elicitations') : undefined;
    if (isObject(error) && own(error, 'code') === ERROR_URL_ELICITATION_REQUIRED) {
      // 2025-11-25's URLElicitationRequiredError carries URL-mode params in data.elicitations.
      if (Array.isArray(elicitations) && elicitations.length > 0) {
        if (elicitations.length > 1) {
          notes.push({
            severity: 'info',
            message: `${elicitations.length} elicitations here; checked the first.`,
          });
        }
        return result(
          'jsonRpcResponse',
          `a JSON-RPC URLElicitationRequiredError (${ERROR_URL_ELICITATION_REQUIRED})`,
          PROTOCOL_2025,
          { type: 'params', params: elicitations[0] },
        );
      }
      return result('jsonRpcResponse', 'a JSON-RPC URLElicitationRequiredError', PROTOCOL_2025, {
        type: 'none',
        reason:
          'This URLElicitationRequiredError lists no elicitations in error.data.elicitations.',
      });
    }
    return result('jsonRpcResponse', 'a JSON-RPC response', null, {
      type: 'none',
      reason:
        'This JSON-RPC response is neither an input_required result nor a URLElicitationRequiredError, so it asks nothing.',
    });
  }

  if (isInputRequestsMap(value)) {
    const found = fromRequests(value, requestKey, notes);
    return result('inputRequests', 'an inputRequests map', PROTOCOL_2026, found.target, found.key);
  }

  if (isInputRequired(value)) {
    const found = fromInputRequired(value, requestKey, notes);
    return result(
      'inputRequiredResult',
      'an input_required result',
      PROTOCOL_2026,
      found.target,
      found.key,
    );
  }

  if (has(value, 'method')) {
    const method = own(value, 'method');
    if (method !== ELICIT) {
      return result('inputRequest', `a ${methodName(method)} request`, null, {
        type: 'none',
        reason: `This is a ${methodName(method)} request, not ${ELICIT}.`,
      });
    }
    noteEra2026(own(value, 'params'), notes);
    return result('inputRequest', `an inputRequests entry (${ELICIT})`, PROTOCOL_2026, {
      type: 'params',
      params: own(value, 'params'),
    });
  }

  if (has(value, ...PARAMS_KEYS)) {
    const mode = own(value, 'mode');
    let era: ProtocolEra | null = null;
    // Only URL mode differs on the wire between the eras: 2025-11-25 requires elicitationId.
    if (mode === 'url') era = has(value, 'elicitationId') ? PROTOCOL_2025 : PROTOCOL_2026;
    return result('params', `${ELICIT} params`, era, { type: 'params', params: value });
  }

  if (has(value, 'properties', 'type')) {
    return result('requestedSchema', 'a bare requestedSchema', null, {
      type: 'schema',
      schema: value,
    });
  }

  notes.push({
    severity: 'warning',
    message:
      'Not recognised as a request, result, params or schema; read as elicitation/create params.',
  });
  return result('unrecognised', 'an unrecognised JSON object', null, {
    type: 'params',
    params: value,
  });
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
}

function isInputRequired(value: Json): boolean {
  return own(value, 'resultType') === 'input_required' || has(value, 'inputRequests');
}

function noteEra2026(params: unknown, notes: InputNote[]): void {
  if (isObject(params) && has(params, 'elicitationId')) {
    notes.push({
      severity: 'info',
      message: `"elicitationId" is not part of ${PROTOCOL_2026}; clients ignore it.`,
    });
  }
}

/** `{key: {method, params}, …}` as found under `inputRequests`, with no envelope around it. */
function isInputRequestsMap(value: Json): boolean {
  const entries = Object.values(value);
  return (
    entries.length > 0 &&
    entries.every((entry) => isObject(entry) && typeof own(entry, 'method') === 'string')
  );
}

type Found = { target: CheckTarget; key: string | null };

function fromInputRequired(value: Json, requestKey: string | undefined, notes: InputNote[]): Found {
  if (own(value, 'resultType') !== 'input_required') {
    notes.push({
      severity: 'warning',
      message: 'Has "inputRequests" but no resultType "input_required"; read as one anyway.',
    });
  }
  const requests = own(value, 'inputRequests');
  if (!isObject(requests) || Object.keys(requests).length === 0) {
    return {
      key: null,
      target: {
        type: 'none',
        reason: has(value, 'requestState')
          ? 'This input_required result carries only requestState: it asks the person nothing.'
          : 'This input_required result has no inputRequests: it asks the person nothing.',
      },
    };
  }
  return fromRequests(requests, requestKey, notes);
}

function fromRequests(requests: Json, requestKey: string | undefined, notes: InputNote[]): Found {
  const keys = Object.keys(requests);
  const isElicit = (key: string) => {
    const entry = requests[key];
    return isObject(entry) && own(entry, 'method') === ELICIT;
  };
  const elicitKeys = keys.filter(isElicit);

  if (requestKey !== undefined) {
    if (!Object.hasOwn(requests, requestKey)) {
      throw new UsageError({
        key: 'cli.usage.noSuchRequest',
        values: { flag: '--request', key: JSON.stringify(requestKey), keys: listKeys(keys) },
      });
    }
    const entry = requests[requestKey];
    if (!isElicit(requestKey)) {
      const method = isObject(entry) ? own(entry, 'method') : undefined;
      return {
        key: requestKey,
        target: {
          type: 'none',
          reason: `inputRequests entry ${JSON.stringify(requestKey)} is a ${methodName(method)} request, not ${ELICIT}.`,
        },
      };
    }
    const params = own(entry as Json, 'params');
    noteEra2026(params, notes);
    return { key: requestKey, target: { type: 'params', params } };
  }

  for (const key of keys) {
    if (isElicit(key)) continue;
    const entry = requests[key];
    const method = isObject(entry) ? own(entry, 'method') : undefined;
    notes.push({
      severity: 'info',
      message: `inputRequests entry ${JSON.stringify(key)} is a ${methodName(method)} request; not checked.`,
    });
  }
  const first = elicitKeys[0];
  if (first === undefined) {
    return {
      key: null,
      target: { type: 'none', reason: `None of the inputRequests entries is ${ELICIT}.` },
    };
  }
  if (elicitKeys.length > 1) {
    notes.push({
      severity: 'info',
      message: `${elicitKeys.length} elicitations here; checked ${JSON.stringify(first)}. Pick another with --request KEY (${listKeys(elicitKeys)}).`,
    });
  }
  const params = own(requests[first] as Json, 'params');
  noteEra2026(params, notes);
  return { key: first, target: { type: 'params', params } };
}

function listKeys(keys: string[]): string {
  const shown = keys.slice(0, 10).map((k) => JSON.stringify(k));
  return keys.length > 10 ? `${shown.join(', ')}, …` : shown.join(', ');
}
