// axe-core over every fixture case as rendered (form and URL mode), fresh and after a failed
// Accept (errors, summary), in jsdom. Colour contrast needs layout, which jsdom has not: it is
// checked in real Chromium (test/e2e-web/chromium.test.ts).
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCases } from '../../../test/fixtures/index.js';
import { FIXTURE_SERVER } from '../../../test/conformance/conformanceChecks.js';
import { ElicitationForm } from './ElicitationForm.js';
import { accessibleDescription } from './testHelpers.js';

afterEach(cleanup);

async function violations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

function renderCase(params: unknown) {
  return render(
    <main>
      <h1>Host app</h1>
      <ElicitationForm
        request={normalizeRequest(params)}
        context={{
          server: FIXTURE_SERVER,
          era: PROTOCOL_2026,
          signal: new AbortController().signal,
        }}
        onResult={() => {}}
      />
    </main>,
  );
}

describe('axe-core finds no violations', () => {
  it('(the check can fail: an unlabelled input is reported)', async () => {
    const { container } = render(<input type="text" />);
    expect((await violations(container)).join()).toContain('label');
  });

  for (const fixture of loadCases()) {
    it(fixture.id, async () => {
      const { container } = renderCase(fixture.params);
      expect(await violations(container)).toEqual([]);
      const accept = screen.queryByRole('button', { name: 'Accept' });
      if (accept && !(accept as HTMLButtonElement).disabled) {
        await userEvent.setup().click(accept);
        await act(async () => {});
        expect(await violations(container)).toEqual([]);
      }
    });
  }
});

describe('labels and descriptions', () => {
  it('every control of every form has a label, and errors are tied to their field', async () => {
    for (const fixture of loadCases()) {
      const { container, unmount } = renderCase(fixture.params);
      for (const control of container.querySelectorAll('input, select, textarea')) {
        const id = control.getAttribute('id');
        const label = id ? container.querySelector(`label[for="${id}"]`) : null;
        expect(label?.textContent, `${fixture.id}: ${id}`).toBeTruthy();
      }
      const accept = screen.queryByRole('button', { name: 'Accept' });
      if (accept && !(accept as HTMLButtonElement).disabled) {
        await userEvent.setup().click(accept);
        for (const error of container.querySelectorAll('.ek-error')) {
          const field = error.closest('[data-ek-field]');
          const described = field?.querySelector('[aria-describedby]') ?? field;
          expect(accessibleDescription(described!), fixture.id).toContain(
            error.textContent?.replace(/^Error: /, ''),
          );
        }
      }
      unmount();
    }
  });

  it('multi-selects and radio groups are fieldsets with a legend', () => {
    const fixture = loadCases().find((c) => c.id === 'server-everything-like');
    const { container } = renderCase(fixture?.params);
    const groups = container.querySelectorAll('fieldset');
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect(group.querySelector('legend')?.textContent).toBeTruthy();
      expect(
        group.querySelectorAll('input[type=checkbox], input[type=radio]').length,
      ).toBeGreaterThan(0);
    }
  });
});
