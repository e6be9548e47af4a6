import { afterEach, describe, expect, it } from 'vitest';
import type { Driven } from '../testing/driveInk.js';
import { driveInk, tick } from '../testing/driveInk.js';
import type { UrlOpener } from './openUrl.js';

const open: Driven[] = [];
afterEach(() => {
  for (const d of open.splice(0)) d.unmount();
});

function drive(url: string, opener: UrlOpener) {
  const d = driveInk(
    { mode: 'url', message: 'Connect your account', url, elicitationId: 'id-1' },
    { openUrl: opener },
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

describe('URL mode', () => {
  it('shows the full address and the real site before anything is opened', () => {
    const { opened, opener } = recorder();
    const d = drive('https://accounts.example.com@evil.example/oauth/authorize?client=1', opener);
    const frame = d.frame().replace(/\s+/g, ' ');
    expect(frame).toContain('https://accounts.example.com@evil.example/oauth/authorize?client=1');
    expect(frame).toContain('Site: evil.example');
    expect(frame).toContain('the site you would actually visit is evil.example');
    expect(frame).toContain('Nothing is opened or fetched until you choose "Open in browser".');
    expect(frame).toContain('[ Open in browser ]');
    expect(opened).toEqual([]);
  });

  it('opens after consent, then Done accepts', async () => {
    const { opened, opener } = recorder();
    const d = drive('https://auth.example.com/start', opener);
    await d.press('enter');
    await until(d, '[ Done ]');
    expect(opened).toEqual(['https://auth.example.com/start']);
    expect(d.frame()).toContain('Opened in your browser. Finish there, then choose Done.');
    await d.press('enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'accept' });
  });

  it('when no browser can be started, shows the address to copy', async () => {
    const { opener } = recorder({ opened: false, detail: 'xdg-open not found' });
    const d = drive('https://auth.example.com/start?step=2', opener);
    await d.press('enter');
    await until(d, '[ Done ]');
    const rows = d.frame().split('\n');
    expect(d.frame()).toContain('Could not open a browser (xdg-open not found).');
    expect(rows).toContain('https://auth.example.com/start?step=2');
    await d.press('right', 'enter');
    expect((await d.waitForResult()).result).toEqual({ action: 'decline' });
  });

  it('never offers to open a blocked address', async () => {
    const { opened, opener } = recorder();
    const d = drive('javascript:alert(document.cookie)', opener);
    expect(d.frame()).toContain('Open in browser (unavailable)');
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
