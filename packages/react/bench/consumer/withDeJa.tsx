// The withDe.tsx app that also speaks Japanese, picked at run time (so neither locale can be
// dropped by the bundler): the difference from withDe.tsx is what a second locale costs.
import de from '@elicitkit/core/locales/de';
import ja from '@elicitkit/core/locales/ja';
import { showQuestion } from './question.js';

showQuestion(navigator.language.startsWith('ja') ? ja : de);
