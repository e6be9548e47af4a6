// The withForm.tsx app in German: one locale imported the README's way and passed as `messages`.
// The difference from withForm.tsx is what one locale costs.
import de from '@elicitkit/core/locales/de';
import { showQuestion } from './question.js';

showQuestion(de);
