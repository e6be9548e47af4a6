// A host app with its own Ink render tree (its own header, its own exit) that mounts
// <ElicitationPrompt> inside it, as a coding agent's terminal UI would.
import type { ElicitResult } from '@elicitkit/core';
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationPrompt } from '@elicitkit/ink';
import { Box, Text, render, useApp } from 'ink';
import { useState } from 'react';

const request = normalizeRequest({
  message: 'Which branch should the agent push to?',
  requestedSchema: {
    type: 'object',
    properties: { branch: { type: 'string', title: 'Branch', minLength: 2 } },
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
