import type { Msg, MsgPart } from '@elicitkit/core';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useLocalizer } from './localizerContext.js';

// Each tag a catalogue may use, drawn isolated so server text inside our sentence never reorders
// it: the trusted id and hosts are left-to-right islands (bdi), muted and hidden parts keep classes.
function drawPart(part: MsgPart, key: number, slots?: Slots): ReactNode {
  if (typeof part === 'string') return slots ? fillSlots(part, key, slots) : part;
  const inner = part.parts.map((p, i) => drawPart(p, i, slots));
  switch (part.tag) {
    case 'id':
      return (
        <bdi key={key} className="ek-server-id">
          {inner}
        </bdi>
      );
    case 'host':
      return (
        <bdi key={key} className="ek-url-host" dir="ltr">
          {inner}
        </bdi>
      );
    case 'hidden':
      return (
        <span key={key} className="ek-visually-hidden">
          {inner}
        </span>
      );
    default:
      return (
        <bdi key={key} className={`ek-${part.tag}`}>
          {inner}
        </bdi>
      );
  }
}

type Slots = Readonly<Record<string, ReactNode>>;

// A slot's argument is formatted as a private-use token (with a per-load nonce, so no server text
// can spell one) and the token is then swapped for the node: the catalogue keeps deciding where
// the slot goes, and the node keeps its own markup (a label in <bdi>, say).
const NONCE = Math.random().toString(36).slice(2, 10);
const token = (name: string) => `\uE000${NONCE}:${name}\uE001`;
const TOKEN = new RegExp(`\uE000${NONCE}:([^\uE001]*)\uE001`);

function fillSlots(text: string, key: number, slots: Slots): ReactNode {
  const out: ReactNode[] = [];
  let rest = text;
  for (let m = TOKEN.exec(rest); m; m = TOKEN.exec(rest)) {
    if (m.index > 0) out.push(rest.slice(0, m.index));
    out.push(<Fragment key={out.length}>{slots[m[1] ?? '']}</Fragment>);
    rest = rest.slice(m.index + m[0].length);
  }
  if (out.length === 0) return text;
  if (rest !== '') out.push(rest);
  return <Fragment key={key}>{out}</Fragment>;
}

/**
 * A catalogue message, formatted by the view's localizer, its tagged parts isolated. `slots` puts
 * a node where an argument goes (values the catalogue places but the view draws, e.g. isolated).
 */
export function MsgText({ msg, slots }: { msg: Msg; slots?: Slots }) {
  const l = useLocalizer();
  if (!slots) return <>{l.formatParts(msg).map((p, i) => drawPart(p, i))}</>;
  const values = { ...msg.values };
  for (const name of Object.keys(slots)) values[name] = token(name);
  return <>{l.formatParts({ key: msg.key, values }).map((p, i) => drawPart(p, i, slots))}</>;
}
