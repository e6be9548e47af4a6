// The schemas the core bench measures, built here so the bench depends on nothing outside the repo.

type Json = Record<string, unknown>;

/** A schema with the same 13 fields, kinds, formats, limits and defaults as the reference
 * server-everything example: every kind the MCP subset has, incl. the legacy enumNames labels. */
export function serverEverythingSchema(): Json {
  const titled = (prefix: string, titles: string[]) =>
    titles.map((title, i) => ({ const: `${prefix}-${i + 1}`, title }));
  return {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'String', description: 'Your full, legal name' },
      check: { type: 'boolean', title: 'Boolean', description: 'Agree to the terms' },
      firstLine: {
        type: 'string',
        title: 'String with default',
        description: 'Favourite first line of a story',
        default: 'It was a dark and stormy night.',
      },
      email: { type: 'string', title: 'Email', description: 'Your email', format: 'email' },
      homepage: { type: 'string', title: 'Homepage', description: 'Your site', format: 'uri' },
      birthdate: { type: 'string', title: 'Birthdate', description: 'Born on', format: 'date' },
      integer: {
        type: 'integer',
        title: 'Integer',
        description: 'A favourite whole number',
        minimum: 1,
        maximum: 100,
        default: 42,
      },
      number: {
        type: 'number',
        title: 'Number',
        description: 'A favourite number',
        minimum: 0,
        maximum: 1000,
        default: 3.14,
      },
      untitledSingleSelectEnum: {
        type: 'string',
        title: 'Untitled single select',
        enum: ['Monica', 'Rachel', 'Joey', 'Chandler', 'Ross', 'Phoebe'],
        default: 'Monica',
      },
      untitledMultipleSelectEnum: {
        type: 'array',
        title: 'Untitled multiple select',
        minItems: 1,
        maxItems: 3,
        items: { type: 'string', enum: ['Guitar', 'Piano', 'Violin', 'Drums', 'Bass'] },
        default: ['Guitar'],
      },
      titledSingleSelectEnum: {
        type: 'string',
        title: 'Titled single select',
        oneOf: titled('hero', ['Superman', 'Green Lantern', 'Wonder Woman']),
        default: 'hero-1',
      },
      titledMultipleSelectEnum: {
        type: 'array',
        title: 'Titled multiple select',
        minItems: 1,
        maxItems: 3,
        items: { anyOf: titled('fish', ['Tuna', 'Salmon', 'Trout']) },
        default: ['fish-1'],
      },
      legacyTitledEnum: {
        type: 'string',
        title: 'Legacy titled single select',
        enum: ['pet-1', 'pet-2', 'pet-3', 'pet-4', 'pet-5'],
        enumNames: ['Cats', 'Dogs', 'Birds', 'Fish', 'Reptiles'],
        default: 'pet-1',
      },
    },
    required: ['name'],
  };
}

/** A valid, fully filled-in answer for serverEverythingSchema(). */
export function serverEverythingAnswer(): Json {
  return {
    name: 'Ada Lovelace',
    check: true,
    firstLine: 'Call me Ishmael.',
    email: 'ada@example.com',
    homepage: 'https://example.com/ada',
    birthdate: '1815-12-10',
    integer: 7,
    number: 2.5,
    untitledSingleSelectEnum: 'Joey',
    untitledMultipleSelectEnum: ['Piano', 'Drums'],
    titledSingleSelectEnum: 'hero-2',
    titledMultipleSelectEnum: ['fish-1', 'fish-3'],
    legacyTitledEnum: 'pet-4',
  };
}

// One property schema and a valid value per kind; the generated form cycles through them.
const KINDS: [Json, unknown][] = [
  [{ type: 'string' }, 'text'],
  [{ type: 'string', minLength: 2, maxLength: 40 }, 'bounded text'],
  [{ type: 'string', format: 'email' }, 'someone@example.com'],
  [{ type: 'string', format: 'uri' }, 'https://example.com/x'],
  [{ type: 'string', format: 'date' }, '2026-07-28'],
  [{ type: 'string', format: 'date-time' }, '2026-07-28T14:30:00Z'],
  [{ type: 'number', minimum: -1000, maximum: 1000, default: 1.5 }, 12.25],
  [{ type: 'integer', minimum: 0, maximum: 500 }, 250],
  [{ type: 'boolean', default: false }, true],
  [{ type: 'string', enum: ['a', 'b', 'c', 'd', 'e'] }, 'c'],
  [
    {
      type: 'string',
      oneOf: [
        { const: 'x', title: 'Ex' },
        { const: 'y', title: 'Why' },
        { const: 'z', title: 'Zed' },
      ],
      default: 'y',
    },
    'z',
  ],
  [{ type: 'string', enum: ['p1', 'p2', 'p3'], enumNames: ['One', 'Two', 'Three'] }, 'p2'],
  [
    { type: 'array', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['r', 's', 't'] } },
    ['r', 't'],
  ],
  [
    {
      type: 'array',
      items: {
        anyOf: [
          { const: 'm', title: 'Em' },
          { const: 'n', title: 'En' },
        ],
      },
    },
    ['n'],
  ],
];

/** A form of `count` fields mixing every kind, every third one required, and a valid answer. */
export function generatedForm(count: number): { schema: Json; answer: Json } {
  const properties: Json = {};
  const answer: Json = {};
  const required: string[] = [];
  for (let i = 0; i < count; i++) {
    const [schema, value] = KINDS[i % KINDS.length] as [Json, unknown];
    const name = `field_${String(i).padStart(3, '0')}`;
    properties[name] = { ...schema, title: `Field ${i}`, description: `Generated field ${i}` };
    answer[name] = value;
    if (i % 3 === 0) required.push(name);
  }
  return { schema: { type: 'object', properties, required }, answer };
}

/** One single-select field offering `count` options, and a valid answer (the last option). */
export function manyOptionsForm(count: number): { schema: Json; answer: Json } {
  const values = Array.from({ length: count }, (_, i) => `option-${String(i).padStart(4, '0')}`);
  return {
    schema: {
      type: 'object',
      properties: { choice: { type: 'string', title: 'Pick one', enum: values } },
      required: ['choice'],
    },
    answer: { choice: values[values.length - 1] },
  };
}
