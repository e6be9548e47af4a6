// The same app as withForm.tsx, opted into Ajv (`@elicitkit/react/ajv`): what the opt-in costs.
import { enableAjv } from '@elicitkit/react/ajv';
import { showQuestion } from './question.js';

enableAjv();
showQuestion();
