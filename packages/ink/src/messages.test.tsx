import ar from '@elicitkit/core/locales/ar';
import de from '@elicitkit/core/locales/de';
import { createLocalizer } from '@elicitkit/core';
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
