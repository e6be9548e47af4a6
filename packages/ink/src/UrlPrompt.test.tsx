import { afterEach, describe, expect, it } from 'vitest';
import type { Driven } from '../testing/driveInk.js';
import { driveInk, tick } from '../testing/driveInk.js';
import type { ElicitationPromptProps } from './ElicitationPrompt.js';
import type { UrlOpener } from './openUrl.js';

const open: Driven[] = [];
afterEach(() => {
  for (const d of open.splice(0)) d.unmount();
});

function drive(
  url: string,
  opener: UrlOpener,
  props: Partial<Omit<ElicitationPromptProps, 'request' | 'onResult'>> = {},
) {
  const d = driveInk(
    { mode: 'url', message: 'Connect your account', url, elicitationId: 'id-1' },
    { openUrl: opener, ...props },
  );
  open.push(d);
  return d;
}

function recorder(outcome: { opened: boolean; detail?: string } = { opened: true }) {
  const opened: string[] = [];
  const opener: UrlOpener = async (href) => {
    opened.push(href);
    return outcome;
  };
  return { opened, opener };
}

async function until(d: Driven, text: string) {
  for (let i = 0; i < 100 && !d.frame().includes(text); i++) await tick();
}

const FINISHED = "[ I've finished ]";

describe('URL mode', () => {
  it('shows the full address and the real site before anything is opened', () => {
    const { opened, opener } = recorder();
    const d = drive('https://accounts.example.com@evil.example/oauth/authorize?client=1', opener);
    const frame = d.frame().replace(/\s+/g, ' ');
    expect(frame).toContain('https://accounts.example.com@evil.example/oauth/authorize?client=1');
    expect(frame).toContain('Site: evil.example');
    expect(frame).toContain('the site you would actually visit is evil.example');
    expect(frame).toContain('Nothing is opened or fetched until you choose "Open page".');
    expect(frame).toContain('Open page');
    expect(opened).toEqual([]);
  });

  it('focuses Decline, never Open: one stray Enter declines and opens nothing', async () => {
    const { opened, opener } = recorder();
    const d = drive('https://auth.example.com/start', opener);
    expect(d.frame()).toContain('[ Decline ]');
    expect(d.frame()).not.toContain('[ Open page ]');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'decline' });
    expect(opened).toEqual([]);
  });

  it('opens after consent; then "I\'ve finished" is primary and focused, "Open page again" secondary', async () => {
    const { opened, opener } = recorder();
    const d = drive('https://auth.example.com/start', opener);
    await d.press('left', 'enter');
    await until(d, FINISHED);
    expect(opened).toEqual(['https://auth.example.com/start']);
    expect(d.frame()).toContain(
      `Opened in your browser. Finish there, then choose "I've finished".`,
    );
    expect(d.frame()).toMatch(/\[ I've finished \] +Open page again +Decline +Cancel/);
    // Open page again is there, second, and opens the same address again.
    await d.press('right', 'enter');
    await until(d, FINISHED);
    expect(opened).toEqual(['https://auth.example.com/start', 'https://auth.example.com/start']);
    await d.press('enter');
    const answered = await d.waitForResult();
    expect(answered.result).toEqual({ action: 'accept' });
    expect(d.frame()).toContain('Finished — tickets was told you finished on the page');
  });

  it("the server's completion (serverCompleted) closes the prompt only once the page was opened", async () => {
    const { opener } = recorder();
    const completed = new AbortController();
    const d = drive('https://auth.example.com/start', opener, {
      context: { server: { trustedId: 'tickets' }, serverCompleted: completed.signal },
    });
    // Still in review: the server's "done" is not the person's consent; the prompt stays open.
    completed.abort();
    await tick();
    expect(d.result()).toBeUndefined();
    expect(d.frame()).toContain('Open page');
    // Opened now; a completion that came before does not count — the person says they finished.
    await d.press('left', 'enter');
    await until(d, FINISHED);
    expect(d.result()).toBeUndefined();

    const later = new AbortController();
    const e = drive('https://auth.example.com/start', opener, {
      context: { server: { trustedId: 'tickets' }, serverCompleted: later.signal },
    });
    await e.press('left', 'enter');
    await until(e, FINISHED);
    later.abort();
    expect((await e.waitForResult()).result).toEqual({ action: 'accept' });
  });

  it('a re-ask of the same address stays at "opened", with "I\'ve finished" focused', async () => {
    const { opened, opener } = recorder();
    const d = drive('https://auth.example.com/start', opener, {
      context: { server: { trustedId: 'tickets' }, shownBefore: 1 },
    });
    expect(d.frame()).toContain(FINISHED);
    expect(d.frame()).not.toContain('Nothing is opened or fetched');
    expect(d.frame().replace(/\s+/g, ' ')).toContain(
      'The server is asking again: it does not see the step as finished yet.',
    );
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'accept' });
    expect(opened).toEqual([]);
  });

  it('when no browser can be started, prints the address to copy on one unbroken line', async () => {
    const { opener } = recorder({ opened: false, detail: 'xdg-open not found' });
    const long = `https://auth.example.com/start?step=2&state=${'a1b2c3d4'.repeat(12)}`;
    expect(long.length).toBeGreaterThan(80);
    const d = drive(long, opener, { columns: 60, rows: 20 });
    await d.press('left', 'enter');
    await until(d, 'Copy this address');
    const rows = d.frame().split('\n');
    expect(d.frame().replace(/\s+/g, ' ')).toContain(
      'Could not confirm the page opened (xdg-open not found).',
    );
    // The whole address as one row: the terminal soft-wraps it, so a copy is the whole address.
    expect(rows).toContain(long);
    expect(rows).toContain('Copy this address (one line):');
    await d.press('right', 'right', 'enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'decline' });
    // It stays above the record once the prompt closes.
    expect(d.frame().split('\n')).toContain(long);
  });

  it('at 60x15 the local-address warning stays in view after opening', async () => {
    const { opener } = recorder();
    const d = drive('http://127.0.0.1:8765/link/abcdef?return=%2Fsettings%2Fintegrations', opener, {
      columns: 60,
      rows: 15,
    });
    const warning = 'This address points to your own computer';
    const seen = () => d.frame().replace(/\s+/g, ' ');
    expect(seen()).toContain(warning);
    expect(d.frame()).toContain('[ Decline ]');
    await d.press('left', 'enter');
    await until(d, "[I've finished]");
    expect(seen()).toContain(warning);
    expect(d.frame().split('\n').length).toBeLessThanOrEqual(14);
  });

  it('never offers to open a blocked address', async () => {
    const { opened, opener } = recorder();
    const d = drive('javascript:alert(document.cookie)', opener);
    expect(d.frame()).toContain('Open page (unavailable)');
    expect(d.frame()).toContain('This address cannot be opened:');
    expect(d.frame()).toContain('[ Decline ]');
    // Open is skipped: ← from Decline wraps round to Cancel.
    await d.press('left');
    expect(d.frame()).toContain('[ Cancel ]');
    await d.press('right');
    expect(d.frame()).toContain('[ Decline ]');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'decline' });
    expect(opened).toEqual([]);
  });

  it('warns about look-alike names and shows what the name really is', () => {
    const { opener } = recorder();
    const d = drive('https://xn--pple-43d.com/signin', opener);
    expect(d.frame()).toContain('(really xn--pple-43d.com)');
    expect(d.frame()).toContain('Look-alike letters are a common trick.');
  });

  it('Esc cancels without opening; Ctrl-C too, and says so', async () => {
    const first = recorder();
    const d = drive('https://auth.example.com/start', first.opener);
    await d.press('escape');
    expect((await d.waitForResult()).result).toEqual({ action: 'cancel' });
    const second = recorder();
    const e = drive('https://auth.example.com/start', second.opener);
    await e.press('ctrlC');
    const answered = await e.waitForResult();
    expect(answered).toEqual({ result: { action: 'cancel' }, outcome: { interrupted: true } });
    expect([...first.opened, ...second.opened]).toEqual([]);
  });
});
