// Drift guard: our protocol types must stay assignable to and from the official SDK's wire types.
import type {
  BooleanSchemaSchema,
  ElicitRequestFormParamsSchema,
  ElicitRequestURLParamsSchema,
  ElicitResultSchema,
  LegacyTitledEnumSchemaSchema,
  NumberSchemaSchema,
  StringSchemaSchema,
  TitledMultiSelectEnumSchemaSchema,
  TitledSingleSelectEnumSchemaSchema,
  UntitledMultiSelectEnumSchemaSchema,
  UntitledSingleSelectEnumSchemaSchema,
} from '@modelcontextprotocol/core';
import { expectTypeOf, test } from 'vitest';
import type {
  BooleanSchema,
  ElicitRequestFormParams,
  ElicitRequestURLParams,
  ElicitResult,
  LegacyTitledEnumSchema,
  NumberSchema,
  StringSchema,
  TitledMultiSelectEnumSchema,
  TitledSingleSelectEnumSchema,
  UntitledMultiSelectEnumSchema,
  UntitledSingleSelectEnumSchema,
} from './protocol.js';

type Out<S extends { _output: unknown }> = S['_output'];

test('every PrimitiveSchemaDefinition variant matches the SDK', () => {
  expectTypeOf<StringSchema>().toExtend<Out<typeof StringSchemaSchema>>();
  expectTypeOf<NumberSchema>().toExtend<Out<typeof NumberSchemaSchema>>();
  expectTypeOf<BooleanSchema>().toExtend<Out<typeof BooleanSchemaSchema>>();
  expectTypeOf<UntitledSingleSelectEnumSchema>().toExtend<
    Out<typeof UntitledSingleSelectEnumSchemaSchema>
  >();
  expectTypeOf<TitledSingleSelectEnumSchema>().toExtend<
    Out<typeof TitledSingleSelectEnumSchemaSchema>
  >();
  expectTypeOf<LegacyTitledEnumSchema>().toExtend<Out<typeof LegacyTitledEnumSchemaSchema>>();
  expectTypeOf<UntitledMultiSelectEnumSchema>().toExtend<
    Out<typeof UntitledMultiSelectEnumSchemaSchema>
  >();
  expectTypeOf<TitledMultiSelectEnumSchema>().toExtend<
    Out<typeof TitledMultiSelectEnumSchemaSchema>
  >();
});

test('SDK schemas are readable as ours (no field we do not know about is required)', () => {
  expectTypeOf<Out<typeof StringSchemaSchema>>().toExtend<StringSchema>();
  expectTypeOf<Out<typeof NumberSchemaSchema>>().toExtend<NumberSchema>();
  expectTypeOf<Out<typeof BooleanSchemaSchema>>().toExtend<BooleanSchema>();
  expectTypeOf<
    Out<typeof TitledSingleSelectEnumSchemaSchema>
  >().toExtend<TitledSingleSelectEnumSchema>();
  expectTypeOf<
    Out<typeof UntitledMultiSelectEnumSchemaSchema>
  >().toExtend<UntitledMultiSelectEnumSchema>();
  expectTypeOf<
    Out<typeof TitledMultiSelectEnumSchemaSchema>
  >().toExtend<TitledMultiSelectEnumSchema>();
});

test('request params and ElicitResult match the SDK', () => {
  expectTypeOf<ElicitRequestFormParams>().toExtend<Out<typeof ElicitRequestFormParamsSchema>>();
  expectTypeOf<Omit<ElicitRequestURLParams, 'elicitationId'>>().toExtend<
    Omit<Out<typeof ElicitRequestURLParamsSchema>, 'elicitationId'>
  >();
  expectTypeOf<ElicitResult>().toExtend<Out<typeof ElicitResultSchema>>();
  expectTypeOf<Pick<Out<typeof ElicitResultSchema>, 'action'>>().toExtend<
    Pick<ElicitResult, 'action'>
  >();
});
