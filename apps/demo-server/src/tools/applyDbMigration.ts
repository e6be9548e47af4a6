import { inputRequired } from '@modelcontextprotocol/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { CLUSTERS } from '../catalog.js';
import { checkState } from '../demoState.js';
import type { DemoStateCodec } from '../demoState.js';
import { readAnswer } from '../readAnswer.js';
import { newApprovalNonce, spendApproval } from '../approvals.js';
import type { ApprovalLedger } from '../approvals.js';
import { foreignStateResult, replayedApprovalResult, textResult } from '../toolResult.js';

const KEY = 'risk_confirmation';

const Confirmation = z.object({
  confirm_drop: z.boolean(),
  environment_tag: z.enum(['staging', 'production']),
});

/** Scripts that remove data need a human; additive ones (indexes, new columns) just run. */
function isDestructive(scriptName: string): boolean {
  return /drop|truncate|delete/i.test(scriptName);
}

export function registerApplyDbMigration(
  server: McpServer,
  codec: DemoStateCodec,
  ledger: ApprovalLedger,
): void {
  server.registerTool(
    'apply_db_migration',
    {
      title: 'Apply database migration',
      description:
        'Apply a migration script to a database cluster. Destructive scripts need the user to confirm and to type the cluster environment.',
      inputSchema: z.object({
        cluster_id: z.string().describe('Cluster id, like prod-db-01 or stage-db-01'),
        script_name: z.string().describe('Script file, like V004__drop_legacy_users.sql'),
      }),
      annotations: { destructiveHint: true },
    },
    async ({ cluster_id, script_name }, ctx) => {
      const environment = CLUSTERS[cluster_id];
      if (environment === undefined) return textResult(`There is no cluster ${cluster_id}.`, true);
      if (!isDestructive(script_name))
        return textResult(
          `Applied ${script_name} to ${cluster_id} (simulated); not destructive, no confirmation needed.`,
        );

      // The state is bound to both arguments: an approval for one cluster or script must never
      // apply another, so any mismatch fails closed before the answer is even read.
      const check = checkState(
        ctx,
        'apply_db_migration',
        (s) => s.cluster_id === cluster_id && s.script_name === script_name,
      );
      if (check.kind === 'foreign') return foreignStateResult('the migration was NOT applied');

      const ask = async (note = '') =>
        inputRequired({
          inputRequests: {
            [KEY]: inputRequired.elicit({
              message: `${note}Confirm destructive migration ${script_name} on ${cluster_id}. Tag the environment this cluster belongs to.`,
              requestedSchema: {
                type: 'object',
                properties: {
                  confirm_drop: {
                    type: 'boolean',
                    title: 'I understand this drops data',
                    description: 'The script removes data that cannot be restored from this tool',
                  },
                  environment_tag: {
                    type: 'string',
                    title: 'Environment tag',
                    description: 'Must match the cluster environment',
                    enum: ['staging', 'production'],
                  },
                },
                required: ['confirm_drop', 'environment_tag'],
              },
            }),
          },
          requestState: await codec.mint(
            { tool: 'apply_db_migration', cluster_id, script_name, nonce: newApprovalNonce() },
            ctx,
          ),
        });

      if (check.kind === 'absent') return ask();
      const answer = readAnswer(ctx, KEY, Confirmation);
      switch (answer.kind) {
        case 'missing':
          return ask();
        case 'invalid':
          return ask('Both fields are required. ');
        case 'refused':
          return textResult(
            `Migration ${script_name} was NOT applied to ${cluster_id}: the user chose ${answer.action}.`,
          );
        case 'accepted': {
          if (!answer.value.confirm_drop)
            return textResult(
              `Migration ${script_name} was NOT applied to ${cluster_id}: confirm_drop was not ticked.`,
            );
          if (answer.value.environment_tag !== environment)
            return textResult(
              `Migration ${script_name} was NOT applied: ${cluster_id} is ${environment}, but the user tagged it ${answer.value.environment_tag}.`,
            );
          if (!(await spendApproval(ledger, check.state.nonce, ctx)))
            return replayedApprovalResult(`${script_name} was NOT applied to ${cluster_id} again`);
          return textResult(
            `Applied ${script_name} to ${cluster_id} (${environment}) (simulated). Approved by the user.`,
          );
        }
      }
    },
  );
}
