// check-schema's name and texts, apart from its code: commands/index.ts lists the command with
// these and loads checkSchema.ts (most of core) only when it runs.
export const CHECK_SCHEMA_INFO = {
  name: 'check-schema',
  summary: { key: 'cli.summary.checkSchema' },
  help: 'cli.help.checkSchema',
} as const;
