// A host on the Claude Agent SDK whose person answers in the terminal (elicitkit's Ink renderer).
//
//   node main.mjs <mcp-url> <tool> <json-arguments>
import { inkRenderer } from '@elicitkit/ink';
import { askAgent } from './askAgent.mjs';

const [url, tool, args] = process.argv.slice(2);
await askAgent(inkRenderer(), url, tool, args);
