// The same @rjsf/mui app, now also showing an elicitation with `rjsfTheme={Theme}`: the
// difference from withMui.tsx is what elicitkit adds to an app on MUI.
import { normalizeRequest } from '@elicitkit/core';
import { ElicitationForm } from '@elicitkit/react';
import { Form, Theme } from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';
import '@elicitkit/react/styles.css';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' } },
} as const;
const request = normalizeRequest({ message: 'Name?', requestedSchema: schema });

createRoot(document.getElementById('root')!).render(
  <>
    <Form schema={schema} validator={validator} />
    <ElicitationForm request={request} rjsfTheme={Theme} onResult={() => {}} />
  </>,
);
