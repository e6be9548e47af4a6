// A server field literally named `__errors` (rjsf's error map), `$ref`, `$schema` or `ui:widget`
// is just a property: drawn under its title, its own error at its own field, sent under its name —
// with elicitkit's controls and with a host theme alike.
import type { ElicitResult, RenderContext } from '@elicitkit/core';
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import { Theme as MuiTheme } from '@rjsf/mui';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCase } from '../../../test/fixtures/index.js';
import { ElicitationForm } from './ElicitationForm.js';
import { accessibleDescription } from './testHelpers.js';
import type { RjsfTheme } from './theme/hostControlsOf.js';

afterEach(cleanup);

const context: RenderContext = {
  server: { trustedId: 'test' },
  era: PROTOCOL_2026,
  signal: new AbortController().signal,
};

describe.each([
  ['elicitkit controls', undefined],
  ['@rjsf/mui', MuiTheme],
])('reserved property names (%s)', (_name, rjsfTheme: RjsfTheme | undefined) => {
  function setup() {
    const results: ElicitResult[] = [];
    render(
      <ElicitationForm
        request={normalizeRequest(loadCase('hostile-reserved-names').params)}
        context={context}
        onResult={(r) => results.push(r)}
        {...(rjsfTheme && { rjsfTheme })}
      />,
    );
    return { results, user: userEvent.setup() };
  }

  it('draws each as a field, shows a field named __errors its own error, and sends it by name', async () => {
    const { results, user } = setup();
    const errorsField = screen.getByRole('textbox', { name: /Errors field/ });
    expect(screen.getByRole('textbox', { name: /Schema field/ })).toBeTruthy();
    expect(screen.getAllByText('Widget field')).toHaveLength(1);
    expect(screen.getAllByText('Errors field')).toHaveLength(1);
    await user.type(errorsField, 'x');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([]);
    expect(accessibleDescription(errorsField)).toContain('Enter at least 2 characters');
    // The error belongs to that one field, not to the form or another field.
    expect(
      accessibleDescription(screen.getByRole('textbox', { name: /Schema field/ })),
    ).not.toContain('Enter at least 2 characters');

    await user.type(errorsField, 'y');
    await user.type(screen.getByRole('textbox', { name: /Schema field/ }), 'draft');
    await user.type(screen.getByRole('textbox', { name: /Ref field/ }), '2');
    await user.click(screen.getByRole('radio', { name: 'b' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(results).toEqual([
      {
        action: 'accept',
        content: { __errors: 'xy', $schema: 'draft', $ref: 2, 'ui:widget': 'b' },
      },
    ]);
  });
});
