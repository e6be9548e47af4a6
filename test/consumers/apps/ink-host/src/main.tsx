// A host app with its own Ink render tree (its own header, its own exit) that mounts
// <ElicitationPrompt> inside it, as a coding agent's terminal UI would: one question with every
// widget the terminal draws (text, number, yes/no, single choice, checkboxes). The tests run it
// on each Ink major the package supports, each on a Node that Ink runs on.
import type { ElicitResult } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationPrompt } from '@elicitkit/ink';
import { Box, Text, render, useApp } from 'ink';
import { useState } from 'react';

const request = normalizeRequest({
  message: 'Set up the deploy',
  requestedSchema: {
    type: 'object',
    properties: {
      branch: { type: 'string', title: 'Branch', minLength: 2 },
      replicas: { type: 'integer', title: 'Replicas', minimum: 1, maximum: 10 },
      notify: { type: 'boolean', title: 'Notify the team' },
      region: { type: 'string', title: 'Region', enum: ['eu', 'us', 'ap'] },
      tags: {
        type: 'array',
        title: 'Tags',
        items: { type: 'string', enum: ['web', 'api', 'db'] },
      },
    },
    required: ['branch'],
  },
});

function HostApp() {
  const { exit } = useApp();
  const [result, setResult] = useState<ElicitResult | undefined>(undefined);
  return (
    <Box flexDirection="column">
      <Text bold>host agent v1 (its own Ink)</Text>
      {result ? (
        <Text>HOST GOT {JSON.stringify(result)}</Text>
      ) : (
        <ElicitationPrompt
          request={request}
          context={{ server: { trustedId: 'host-agent' } }}
          onResult={(answer) => {
            setResult(answer);
            setTimeout(exit, 20);
          }}
        />
      )}
    </Box>
  );
}

const app = render(<HostApp />);
await app.waitUntilExit();
