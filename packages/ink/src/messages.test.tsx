import ar from '@elicitkit/core/locales/ar';
import de from '@elicitkit/core/locales/de';
import terminalDe from '@elicitkit/ink/locales/de';
import { createLocalizer, EN_CATALOGUE } from '@elicitkit/core';
import type { TerminalLocaleCatalogue } from './messages/TerminalLocalizer.js';
import { describe, expect, it } from 'vitest';
import { drivenPrompts } from '../testing/driveInk.js';

const drive = drivenPrompts();

const form = {
  message: 'Wie heißt du?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
};
const url = {
  mode: 'url',
  message: 'Anmelden',
  url: 'https://auth.example.com/start',
  elicitationId: 'e1',
};

describe('the prompt speaks the catalogue it is given', () => {
  it('German buttons and identity line (a LocaleCatalogue or a Localizer)', () => {
    for (const messages of [de, createLocalizer(de)]) {
      const frame = drive(form, { messages }).frame();
      expect(frame).toContain('◆ Frage von tickets (http://127.0.0.1:4000/mcp)');
      expect(frame).toMatch(/\[ ?Annehmen ?\]|Annehmen/);
      expect(frame).toContain('Ablehnen');
      expect(frame).toContain('Abbrechen');
      expect(frame).not.toMatch(/\b(Accept|Decline|Question from)\b/);
    }
  });

  it('German URL consent identity line', () => {
    const frame = drive(url, { messages: de }).frame();
    expect(frame).toContain('◆ Anfrage von tickets');
    expect(frame).not.toContain('Request from');
  });

  it('English without messages', () => {
    const frame = drive(form).frame();
    expect(frame).toContain('◆ Question from tickets');
    expect(frame).toContain('Accept');
  });

  // German is the longest shipped locale: at 40, 60 and 80 columns every button is whole and the
  // identity line keeps who is asking.
  it.each([40, 60, 80])('German at %i columns: buttons and identity never cut', (columns) => {
    const frame = drive(form, { messages: de, columns, rows: 20 }).frame();
    const rows = frame.split('\n');
    // The driver does not truncate at `columns` as a terminal would: the rows that must never be
    // cut are checked to fit.
    const actions = rows.find((r) => r.includes('Ablehnen')) ?? '';
    for (const label of ['Annehmen', 'Ablehnen', 'Abbrechen']) expect(actions).toContain(label);
    expect(actions.trimEnd().length).toBeLessThanOrEqual(columns);
    expect(rows[0]).toContain('Frage von tickets');
    expect(rows[0]?.trimEnd().length).toBeLessThanOrEqual(columns);
  });

  // A terminal lays text out in logical order and most do no bidi reordering (see the README): under
  // a right-to-left locale the address and the trusted identity must still stand as whole runs, the
  // address alone on its line, so neither can be read into or out of the words around it.
  it('Arabic: the address alone on its line, the site and the trusted identity as whole runs', () => {
    const address = 'https://auth.example.com/start?x=1';
    const rows = drive({ ...url, url: address }, { messages: ar })
      .frame()
      .split('\n');
    expect(rows.filter((r) => r.includes(address)).map((r) => r.trim())).toEqual([address]);
    const site = rows.find((r) => r.includes('auth.example.com') && !r.includes(address)) ?? '';
    expect(site.trimEnd()).toMatch(/ auth\.example\.com$/);
    expect(rows[0]).toContain(' tickets (http://127.0.0.1:4000/mcp)');
    expect(rows.join('\n')).not.toMatch(/\b(Request from|Site|Decline)\b/);
  });
});

// The terminal's own words (key hints, the identity line) live in a catalogue of their own; the
// one `messages` a host passes must bring them along in its locale.
describe('a server with no id known', () => {
  it("is named in core's words (identity.unidentified), in the prompt's locale", () => {
    const unknown = { context: { server: { trustedId: '' } } };
    expect(drive(form, unknown).frame()).toContain('◆ Question from an unidentified server');
    expect(drive(form, { ...unknown, messages: de }).frame()).toContain(
      '◆ Frage von Server ohne Kennung',
    );
  });
});

describe('a host that switches its messages mid-question', () => {
  const amount = {
    message: 'Wie viel?',
    requestedSchema: {
      type: 'object',
      properties: { amount: { type: 'number', title: 'Betrag' } },
      required: ['amount'],
    },
  };

  it('keeps what was typed and reads it again the new way: 1,5 is 1.5 in German, not in English', async () => {
    const d = drive(amount, { messages: de });
    await d.type('1,5');
    // The row under the typed text says what would be sent.
    const sent = () =>
      d
        .frame()
        .split('\n')
        .some((r) => r.trim() === '= 1.5');
    expect(d.frame()).toContain('> 1,5');
    expect(sent()).toBe(true);
    await d.rerender({ messages: EN_CATALOGUE });
    // The same text, English words, and no longer read as a number: nothing would be sent.
    expect(d.frame()).toContain('Accept');
    expect(d.frame()).toContain('> 1,5');
    expect(sent()).toBe(false);
    await d.press('ctrlS');
    expect(d.result()).toBeUndefined();
    await d.rerender({ messages: de });
    expect(sent()).toBe(true);
    await d.press('ctrlS');
    expect((await d.waitForResult()).result).toEqual({
      action: 'accept',
      content: { amount: 1.5 },
    });
  });
});

describe("the terminal's words follow the catalogue's locale", () => {
  const footer = (frame: string) => frame.split('\n').find((r) => r.includes('Ctrl-S')) ?? '';

  it('German messages give a German footer, for a catalogue and a Localizer alike', () => {
    for (const messages of [de, createLocalizer(de)]) {
      expect(footer(drive(form, { messages }).frame())).toContain(
        'Tab/↑↓ wechseln · Ctrl-S senden · Esc abbrechen',
      );
    }
  });

  it('a regional tag gets its language, an unknown one English', () => {
    const deAT = { ...de, locale: 'de-AT' };
    expect(drive(form, { messages: deAT }).frame()).toContain('◆ Frage von tickets');
    const xx = { ...EN_CATALOGUE, locale: 'tlh' };
    expect(footer(drive(form, { messages: xx }).frame())).toContain('Ctrl-S send · Esc cancel');
  });

  it("a host's own terminal words win, and a safety row that drops who asks is English", () => {
    const own: TerminalLocaleCatalogue = {
      ...terminalDe,
      messages: {
        ...terminalDe.messages,
        // A text field's key hints: the editor's (Ctrl-G) while one is on offer.
        'terminal.keys.text': '{enter} · Ctrl-S schicken',
        'terminal.keys.textEditor': '{enter} · Ctrl-S schicken',
        'identity.questionFrom': 'Eine Frage',
      },
    };
    const frame = drive(form, { messages: de, terminalMessages: own }).frame();
    expect(footer(frame)).toContain('Ctrl-S schicken');
    expect(frame).toContain('◆ Question from tickets (http://127.0.0.1:4000/mcp)');
    expect(frame).not.toContain('Eine Frage');
  });

  it('the URL consent rows a terminal prints are in the locale too', () => {
    const frame = drive(url, { messages: de }).frame();
    const english = drive(url).frame();
    expect(english).toContain('It asks you to open this address in your browser:');
    expect(frame).not.toContain('It asks you to open this address in your browser:');
    expect(frame).toContain('←→/Tab wählen · Enter drücken · Esc abbrechen');
  });
});
