// The same app showing one elicitation with @elicitkit/react, the README's way, with the default
// (code-generation-free) validator.
import { showQuestion } from './question.js';

showQuestion();
