import type { TerminalLocalizer } from './messages/TerminalLocalizer.js';
import { toDisplayText } from '@elicitkit/core';
import { Text, useInput } from 'ink';

// Ctrl-X: no form or URL prompt reads it (decodeKeys drops unknown control keys), so it cannot
// collide with typing an answer.
const CTRL_X = '\u0018';

/**
 * The footer line and key with which the person stops a server asking for the rest of the
 * session, from the question itself (the loop's `stopAsking`).
 */
export function StopAskingKey(props: {
  stopAsking: () => void;
  who: string;
  localizer: TerminalLocalizer;
}) {
  useInput((input, key) => {
    if (input === CTRL_X || (key.ctrl && input === 'x')) props.stopAsking();
  });
  const who = toDisplayText(props.who, { singleLine: true, maxLength: 40 });
  return (
    <Text dimColor>
      {props.localizer.format({ key: 'terminal.keys.stopAsking', values: { who } })}
    </Text>
  );
}
