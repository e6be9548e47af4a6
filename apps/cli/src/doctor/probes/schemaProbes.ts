import type { Probe, ProbeEnv } from '../probe.js';
import type { DoctorMessageKey } from '../messages/DoctorLocalizer.js';
import { schemaProbe } from './formProbe.js';

const t = (env: ProbeEnv, key: DoctorMessageKey) => env.words.format({ key });

// One probe per variant of the spec's restricted schema (spec: Elicitation › Requested schema),
// each with a default the person is asked to leave alone.
export const SCHEMA_PROBES: readonly Probe[] = [
  schemaProbe(
    'doctor_text',
    'doctor.tool.text',
    'schema.text',
    (env) => ({
      type: 'object',
      properties: {
        name: {
          type: 'string',
          title: t(env, 'doctor.field.name'),
          minLength: 2,
          maxLength: 40,
          default: 'Ada Lovelace',
        },
        email: { type: 'string', title: t(env, 'doctor.field.email'), format: 'email' },
        website: { type: 'string', title: t(env, 'doctor.field.website'), format: 'uri' },
        birthday: { type: 'string', title: t(env, 'doctor.field.birthday'), format: 'date' },
        meeting: { type: 'string', title: t(env, 'doctor.field.meeting'), format: 'date-time' },
      },
      required: ['name', 'email'],
    }),
    {
      email: 'ada@example.com',
      website: 'https://example.com/',
      birthday: '1815-12-10',
      meeting: '2026-12-24T10:00:00Z',
    },
  ),
  schemaProbe(
    'doctor_numbers',
    'doctor.tool.numbers',
    'schema.number',
    (env) => ({
      type: 'object',
      properties: {
        height: {
          type: 'number',
          title: t(env, 'doctor.field.height'),
          minimum: 0.5,
          maximum: 2.5,
          default: 1.75,
        },
        age: { type: 'integer', title: t(env, 'doctor.field.age'), minimum: 0, maximum: 150 },
        rating: {
          type: 'integer',
          title: t(env, 'doctor.field.rating'),
          minimum: 1,
          maximum: 5,
          default: 3,
        },
      },
      required: ['age'],
    }),
    { age: 36 },
  ),
  schemaProbe(
    'doctor_boolean',
    'doctor.tool.boolean',
    'schema.boolean',
    (env) => ({
      type: 'object',
      properties: {
        newsletter: { type: 'boolean', title: t(env, 'doctor.field.newsletter'), default: true },
        agree: { type: 'boolean', title: t(env, 'doctor.field.agree') },
      },
      required: ['agree'],
    }),
    { agree: true },
  ),
  schemaProbe(
    'doctor_choices',
    'doctor.tool.choices',
    'schema.singleSelect',
    (env) => ({
      type: 'object',
      properties: {
        colour: {
          type: 'string',
          title: t(env, 'doctor.field.colour'),
          enum: ['red', 'green', 'blue'],
          default: 'green',
        },
        size: {
          type: 'string',
          title: t(env, 'doctor.field.size'),
          oneOf: [
            { const: 's', title: t(env, 'doctor.option.small') },
            { const: 'm', title: t(env, 'doctor.option.medium') },
            { const: 'l', title: t(env, 'doctor.option.large') },
          ],
        },
        team: {
          type: 'string',
          title: t(env, 'doctor.field.team'),
          enum: ['eng', 'ops', 'sales'],
          enumNames: [
            t(env, 'doctor.option.engineering'),
            t(env, 'doctor.option.operations'),
            t(env, 'doctor.option.sales'),
          ],
        },
      },
      required: ['size', 'team'],
    }),
    { size: 'm', team: 'ops' },
  ),
  schemaProbe(
    'doctor_multi',
    'doctor.tool.multi',
    'schema.multiSelect',
    (env) => ({
      type: 'object',
      properties: {
        languages: {
          type: 'array',
          title: t(env, 'doctor.field.languages'),
          minItems: 1,
          maxItems: 2,
          items: { type: 'string', enum: ['en', 'fr', 'de', 'ja'] },
          default: ['en'],
        },
        roles: {
          type: 'array',
          title: t(env, 'doctor.field.roles'),
          minItems: 1,
          maxItems: 2,
          items: {
            anyOf: [
              { const: 'admin', title: t(env, 'doctor.option.admin') },
              { const: 'editor', title: t(env, 'doctor.option.editor') },
              { const: 'viewer', title: t(env, 'doctor.option.viewer') },
            ],
          },
        },
      },
      required: ['roles'],
    }),
    { roles: ['editor'] },
  ),
];
