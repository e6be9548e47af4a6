// elicitkit runs its own exported trust-rules suite on the default controls, @rjsf/mui and
// @rjsf/shadcn, and checks that the suite catches a configuration that breaks a rule.
import { Theme as MuiTheme } from '@rjsf/mui';
import { Theme as ShadcnTheme } from '@rjsf/shadcn';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { describeTrustRules, trustRuleChecks } from '../testing.js';

// cmdk (inside @rjsf/shadcn's select) measures its list; jsdom has no layout to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

describeTrustRules('default controls', { axe }, { describe, it });
describeTrustRules('@rjsf/mui', { rjsfTheme: MuiTheme, axe }, { describe, it });
describeTrustRules('@rjsf/shadcn', { rjsfTheme: ShadcnTheme, axe }, { describe, it });
describeTrustRules(
  '@rjsf/mui, styles="none"',
  { rjsfTheme: MuiTheme, styles: 'none' },
  { describe, it },
);

describe('the suite fails a configuration that breaks a rule', () => {
  const check = (config: Parameters<typeof trustRuleChecks>[0], starts: string) =>
    trustRuleChecks(config).find((c) => c.name.startsWith(starts))!;

  it('a server description that becomes a link', async () => {
    const sneaky = {
      ...MuiTheme,
      cases: [],
    };
    // The rule holds for a real theme…
    await expect(check(sneaky, 'server text stays inert').run()).resolves.toBeUndefined();
    // …and the check itself sees a link when one is there (a host corpus case cannot inject one,
    // so this goes through the check's own detection on a rendered anchor).
    const bad = check(
      {
        cases: [{ id: 'x', params: { message: 'm', requestedSchema: { type: 'object' } } }],
        rjsfTheme: {
          templates: {
            BaseInputTemplate: () => <a href="https://evil.example/x">x</a>,
          },
        },
      },
      'server text stays inert: no link, markup or HTML (every-kind)',
    );
    await expect(bad.run()).rejects.toThrow(/<a> rendered/);
  });

  it('a theme whose select picks the first option by itself', async () => {
    const eager = check(
      {
        rjsfTheme: {
          widgets: {
            RadioWidget: (props: {
              onChange: (v: unknown) => void;
              options: { enumOptions?: { value: unknown }[] };
            }) => {
              const first = props.options.enumOptions?.[0]?.value;
              queueMicrotask(() => props.onChange(first));
              return <input type="radio" aria-label="x" />;
            },
          },
        },
      },
      'untouched fields send nothing',
    );
    await expect(eager.run()).rejects.toThrow(/untouched form sent/);
  });
});
