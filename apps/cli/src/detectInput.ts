import type { ProtocolEra } from '@elicitkit/core';
import type { CliMsg } from './messages/CliLocalizer.js';
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
  /** English, for `--json`. */
  message: string;
  /** The same for the human report, in the CLI's language. */
  msg: CliMsg;
}

/** What to check: `elicitation/create` params, a bare schema, or nothing (with the reason). */
type CheckTarget =
  | { type: 'params'; params: unknown }
  | { type: 'schema'; schema: unknown }
  | { type: 'none'; reason: string; reasonMsg: CliMsg };

export interface DetectedInput {
  kind: InputKind;
  /** The shape in English words, for `--json`. */
  description: string;
  /** The same for the human report. */
  descriptionMsg: CliMsg;
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

// The method for a descriptor: quoted, or `none` (a select in the catalogue) when there is none.
function methodValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 60)) : 'none';
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
    descriptionMsg: CliMsg,
    era: ProtocolEra | null,
    target: CheckTarget,
    key: string | null = null,
  ): DetectedInput => {
    if (requestKey !== undefined && key === null) {
      notes.push({
        severity: 'warning',
        message: `--request ${JSON.stringify(requestKey)} was ignored: the input has no inputRequests.`,
        msg: {
          key: 'cli.check.note.requestIgnored',
          values: { flag: '--request', key: JSON.stringify(requestKey) },
        },
      });
    }
    return { kind, description, descriptionMsg, era, requestKey: key, notes, target };
  };

  if (!isObject(value)) {
    const what = jsonType(value);
    return result(
      'unrecognised',
      `a JSON ${what}, not an object`,
      { key: 'cli.check.input.jsonType', values: { type: what } },
      null,
      {
        type: 'none',
        reason: `The input is a JSON ${what}; a request, result, params or schema is always a JSON object.`,
        reasonMsg: { key: 'cli.check.reason.jsonType', values: { type: what } },
      },
    );
  }

  const envelope = has(value, 'jsonrpc', 'id');
  if (envelope && has(value, 'method')) {
    const method = own(value, 'method');
    if (method !== ELICIT) {
      const named = { method: methodValue(method) };
      return result(
        'jsonRpcRequest',
        `a JSON-RPC ${methodName(method)} request`,
        { key: 'cli.check.input.rpcRequest', values: named },
        null,
        {
          type: 'none',
          reason: `This is a JSON-RPC ${methodName(method)} request, not ${ELICIT}.`,
          reasonMsg: { key: 'cli.check.reason.rpcRequest', values: { ...named, elicit: ELICIT } },
        },
      );
    }
    // Servers push elicitation/create as a request only before 2026-07-28 (MRTR replaced it).
    const params = own(value, 'params');
    if (isObject(params) && own(params, 'mode') === 'url' && !has(params, 'elicitationId')) {
      notes.push({
        severity: 'warning',
        message: `${PROTOCOL_2025} requires "elicitationId" on URL-mode requests; this one has none.`,
        msg: { key: 'cli.check.note.noElicitationId', values: { protocol: PROTOCOL_2025 } },
      });
    }
    return result(
      'jsonRpcRequest',
      `a JSON-RPC ${ELICIT} request`,
      { key: 'cli.check.input.rpcRequest', values: { method: JSON.stringify(ELICIT) } },
      PROTOCOL_2025,
      { type: 'params', params },
    );
  }

  if (envelope && has(value, 'result', 'error')) {
    const inner = own(value, 'result');
    if (isObject(inner) && isInputRequired(inner)) {
      const found = fromInputRequired(inner, requestKey, notes);
      return result(
        'jsonRpcResponse',
        'a JSON-RPC response carrying an input_required result',
        { key: 'cli.check.input.rpcInputRequired' },
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
            msg: { key: 'cli.check.note.checkedFirst', values: { count: elicitations.length } },
          });
        }
        return result(
          'jsonRpcResponse',
          `a JSON-RPC URLElicitationRequiredError (${ERROR_URL_ELICITATION_REQUIRED})`,
          {
            key: 'cli.check.input.rpcUrlRequiredCode',
            values: { code: String(ERROR_URL_ELICITATION_REQUIRED) },
          },
          PROTOCOL_2025,
          { type: 'params', params: elicitations[0] },
        );
      }
      return result(
        'jsonRpcResponse',
        'a JSON-RPC URLElicitationRequiredError',
        { key: 'cli.check.input.rpcUrlRequired' },
        PROTOCOL_2025,
        {
          type: 'none',
          reason:
            'This URLElicitationRequiredError lists no elicitations in error.data.elicitations.',
          reasonMsg: { key: 'cli.check.reason.noElicitations' },
        },
      );
    }
    return result(
      'jsonRpcResponse',
      'a JSON-RPC response',
      { key: 'cli.check.input.rpcResponse' },
      null,
      {
        type: 'none',
        reason:
          'This JSON-RPC response is neither an input_required result nor a URLElicitationRequiredError, so it asks nothing.',
        reasonMsg: { key: 'cli.check.reason.rpcResponse' },
      },
    );
  }

  if (isInputRequestsMap(value)) {
    const found = fromRequests(value, requestKey, notes);
    return result(
      'inputRequests',
      'an inputRequests map',
      { key: 'cli.check.input.requestsMap' },
      PROTOCOL_2026,
      found.target,
      found.key,
    );
  }

  if (isInputRequired(value)) {
    const found = fromInputRequired(value, requestKey, notes);
    return result(
      'inputRequiredResult',
      'an input_required result',
      { key: 'cli.check.input.inputRequired' },
      PROTOCOL_2026,
      found.target,
      found.key,
    );
  }

  if (has(value, 'method')) {
    const method = own(value, 'method');
    if (method !== ELICIT) {
      const named = { method: methodValue(method) };
      return result(
        'inputRequest',
        `a ${methodName(method)} request`,
        { key: 'cli.check.input.request', values: named },
        null,
        {
          type: 'none',
          reason: `This is a ${methodName(method)} request, not ${ELICIT}.`,
          reasonMsg: { key: 'cli.check.reason.request', values: { ...named, elicit: ELICIT } },
        },
      );
    }
    noteEra2026(own(value, 'params'), notes);
    return result(
      'inputRequest',
      `an inputRequests entry (${ELICIT})`,
      { key: 'cli.check.input.entry', values: { method: ELICIT } },
      PROTOCOL_2026,
      { type: 'params', params: own(value, 'params') },
    );
  }

  if (has(value, ...PARAMS_KEYS)) {
    const mode = own(value, 'mode');
    let era: ProtocolEra | null = null;
    // Only URL mode differs on the wire between the eras: 2025-11-25 requires elicitationId.
    if (mode === 'url') era = has(value, 'elicitationId') ? PROTOCOL_2025 : PROTOCOL_2026;
    return result(
      'params',
      `${ELICIT} params`,
      { key: 'cli.check.input.params', values: { method: ELICIT } },
      era,
      { type: 'params', params: value },
    );
  }

  if (has(value, 'properties', 'type')) {
    return result(
      'requestedSchema',
      'a bare requestedSchema',
      { key: 'cli.check.input.schema' },
      null,
      { type: 'schema', schema: value },
    );
  }

  notes.push({
    severity: 'warning',
    message:
      'Not recognised as a request, result, params or schema; read as elicitation/create params.',
    msg: { key: 'cli.check.note.unrecognised' },
  });
  return result(
    'unrecognised',
    'an unrecognised JSON object',
    { key: 'cli.check.input.unrecognised' },
    null,
    { type: 'params', params: value },
  );
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
      msg: { key: 'cli.check.note.elicitationIdIgnored', values: { protocol: PROTOCOL_2026 } },
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
      msg: { key: 'cli.check.note.notInputRequired' },
    });
  }
  const requests = own(value, 'inputRequests');
  if (!isObject(requests) || Object.keys(requests).length === 0) {
    const onlyState = has(value, 'requestState');
    return {
      key: null,
      target: {
        type: 'none',
        reason: onlyState
          ? 'This input_required result carries only requestState: it asks the person nothing.'
          : 'This input_required result has no inputRequests: it asks the person nothing.',
        reasonMsg: {
          key: onlyState ? 'cli.check.reason.onlyState' : 'cli.check.reason.noRequests',
        },
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
          reasonMsg: {
            key: 'cli.check.reason.entry',
            values: {
              key: JSON.stringify(requestKey),
              method: methodValue(method),
              elicit: ELICIT,
            },
          },
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
      msg: {
        key: 'cli.check.note.entryNotChecked',
        values: { key: JSON.stringify(key), method: methodValue(method) },
      },
    });
  }
  const first = elicitKeys[0];
  if (first === undefined) {
    return {
      key: null,
      target: {
        type: 'none',
        reason: `None of the inputRequests entries is ${ELICIT}.`,
        reasonMsg: { key: 'cli.check.reason.noneElicit', values: { elicit: ELICIT } },
      },
    };
  }
  if (elicitKeys.length > 1) {
    notes.push({
      severity: 'info',
      message: `${elicitKeys.length} elicitations here; checked ${JSON.stringify(first)}. Pick another with --request KEY (${listKeys(elicitKeys)}).`,
      msg: {
        key: 'cli.check.note.checkedKey',
        values: {
          count: elicitKeys.length,
          key: JSON.stringify(first),
          flag: '--request',
          keys: listKeys(elicitKeys),
        },
      },
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
