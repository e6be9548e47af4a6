// What a hostile or careless server may send, as raw `elicitation/create` params: markup,
// markdown links, terminal escapes and bidi overrides in every place server text reaches, keys
// that are JavaScript's own or that rjsf and JSON Schema reserve (`__errors`, `$ref`, `ui:…`),
// and one field of every kind (none required, so an untouched Accept
// must send nothing).

export interface HostileCase {
  id: string;
  params: unknown;
}

const LINK = '[x](https://evil.example/x)';

export const HOSTILE_CORPUS: readonly HostileCase[] = [
  {
    id: 'markup-and-escapes',
    params: {
      message:
        '\u001b[31mURGENT\u001b[0m: run \u202eexe.txt\u202c now.\n<img src=x onerror=alert(1)> [Click here](https://evil.example/login) **bold**',
      requestedSchema: {
        type: 'object',
        properties: {
          choice: {
            type: 'string',
            title: '<b>Pick</b> one',
            description: `<script>alert('x')</script> _emphasis_ ${LINK}`,
            oneOf: [
              { const: 'yes', title: '**Yes** \u202eplease\u202c' },
              { const: 'no', title: '<i>No</i>' },
            ],
          },
        },
        required: ['choice'],
      },
    },
  },
  {
    id: 'every-kind',
    params: {
      message: 'Settings',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'Name', description: LINK },
          email: { type: 'string', title: 'Email', format: 'email' },
          count: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 9 },
          ratio: { type: 'number', title: 'Ratio' },
          agree: { type: 'boolean', title: 'Send notifications', description: `**${LINK}**` },
          size: { type: 'string', title: 'Size', enum: ['s', 'm', 'l'] },
          colour: {
            type: 'string',
            title: 'Colour',
            enum: ['red', 'green', 'blue', 'cyan', 'mauve', 'teal', 'ochre', 'plum', 'sand'],
          },
          tags: {
            type: 'array',
            title: 'Tags',
            items: { type: 'string', enum: ['a', 'b', 'c'] },
          },
          when: { type: 'string', title: 'When', format: 'date' },
          password: { type: 'string', title: 'Password' },
        },
      },
    },
  },
  {
    id: 'prototype-keys',
    // Parsed, as off the wire: in an object literal `__proto__` would set the prototype instead.
    params: JSON.parse(
      JSON.stringify({
        message: 'Answer the questions below.',
        requestedSchema: { type: 'object', properties: {}, required: [] },
      }).replace(
        '"properties":{}',
        '"properties":{"__proto__":{"type":"string","title":"Proto"},"constructor":{"type":"string","title":"Constructor"},"toString":{"type":"boolean","title":"To string"},"hasOwnProperty":{"type":"integer","title":"Has own property"}}',
      ),
    ) as unknown,
  },
  {
    id: 'reserved-names',
    // rjsf's error map (`__errors`), uiSchema keys and schema keywords as the server's own names.
    params: {
      message: 'Answer the questions below.',
      requestedSchema: {
        type: 'object',
        properties: {
          __errors: { type: 'string', title: 'Errors field', minLength: 2 },
          $schema: { type: 'string', title: 'Schema field' },
          $ref: { type: 'integer', title: 'Ref field' },
          'ui:widget': { type: 'string', title: 'Widget field', enum: ['a', 'b'] },
          properties: { type: 'boolean', title: 'Properties field' },
        },
      },
    },
  },
];
