/** The question both bench variants ask (a small form, like close_ticket's). */
export const BENCH_PARAMS = {
  message: 'Close T-1 and email the customer?',
  requestedSchema: {
    type: 'object',
    properties: {
      confirm: { type: 'boolean', title: 'Close the ticket' },
      note: { type: 'string', title: 'Note' },
    },
    required: ['confirm'],
  },
};
