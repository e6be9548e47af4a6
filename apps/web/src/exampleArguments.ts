import type { McpTool } from './McpTool.js';

// Arguments that make each reference-server tool ask its question straight away, so the demo is
// one click per tool. Any other server's tools start from their schema defaults.
const DEMO_EXAMPLES: Record<string, Record<string, unknown>> = {
  close_ticket: { ticket_id: 'T-1' },
  assign_ticket: { ticket_id: 'T-2' },
  apply_db_migration: { cluster_id: 'prod-db-01', script_name: 'V004__drop_legacy_users.sql' },
  deploy: { service: 'api' },
  link_account: { provider: 'github' },
  profile: {},
  legacy_push_confirm: { question: 'Ship it?' },
  legacy_url_elicitation_required: { provider: 'github' },
  publish_post: { title: 'Release notes for 1.4' },
  generate_report: { topic: 'Sign-ups this quarter' },
};

/** Starting arguments for a tool: the demo example when its name is known, else schema defaults. */
export function exampleArguments(tool: McpTool): Record<string, unknown> {
  const example = DEMO_EXAMPLES[tool.name];
  if (example) return { ...example };
  const args: Record<string, unknown> = {};
  const properties = (tool.inputSchema as { properties?: Record<string, unknown> }).properties;
  for (const [name, schema] of Object.entries(properties ?? {})) {
    const fallback = (schema as { default?: unknown } | null)?.default;
    if (fallback !== undefined) args[name] = fallback;
  }
  return args;
}
