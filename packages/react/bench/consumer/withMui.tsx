// The baseline for the design-system figure: an app that already draws a form with @rjsf/mui.
import { Form } from '@rjsf/mui';
import validator from '@rjsf/validator-ajv8';
import { createRoot } from 'react-dom/client';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' } },
} as const;

createRoot(document.getElementById('root')!).render(<Form schema={schema} validator={validator} />);
