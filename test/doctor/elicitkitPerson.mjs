// elicitkit doctor --auto, driven through @elicitkit/client: a scripted person answers every
// question the way the doctor's script line asks, through the kit's own form model.
// Usage: node elicitkitPerson.mjs <doctor /mcp URL> [2026-07-28 | 2025-11-25]
import { connect } from '@elicitkit/client';
import { createQuestion } from '@elicitkit/core';

const MARK = 'ELICITKIT-DOCTOR-SCRIPT ';
const scriptOf = (message) => {
  const line = message.split('\n').find((l) => l.startsWith(MARK));
  return line === undefined ? { action: 'cancel' } : JSON.parse(line.slice(MARK.length));
};

/** Types what the script says into the form, as a person would; defaults stay as shown. */
function fill(form, typed) {
  const question = createQuestion(form);
  for (const [name, value] of Object.entries(typed ?? {})) question.setValue(name, value);
  const outcome = question.submit();
  return outcome.ok ? outcome.result : undefined;
}

async function person(elicitation) {
  const script = scriptOf(elicitation.message);
  if (script.action !== 'accept') return { action: script.action };
  if (elicitation.mode === 'url') {
    if (script.visit && elicitation.url.href) await fetch(elicitation.url.href);
    return { action: 'accept' };
  }
  const first = fill(elicitation.form, script.type);
  if (first) return first;
  // The form stopped the person: they do what the script says then.
  if (typeof script.ifStopped === 'string') return { action: script.ifStopped };
  return fill(elicitation.form, script.ifStopped) ?? { action: 'cancel' };
}

const [url, protocol = 'auto'] = process.argv.slice(2);
const client = await connect({ url, protocol, renderer: person, tasks: true });
for (const tool of await client.listTools()) {
  if (tool.name === 'doctor_report') continue;
  await client.callTool(tool.name, {}).result.catch(() => undefined);
}
const report = await client.callTool('doctor_report', {}).result;
console.log(report.content.map((c) => c.text).join('\n'));
await client.close();
