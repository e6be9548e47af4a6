// date-time answers: the person enters local wall-clock time in a datetime-local control and core
// receives RFC 3339 with the browser's offset at that moment (daylight saving included).
import { PROTOCOL_2026, normalizeRequest } from '@elicitkit/core';
import type { ElicitResult } from '@elicitkit/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { ElicitationForm } from './ElicitationForm.js';
import { toLocalInputValue, zoneLabel } from './theme/DateTimeWidget.js';

// A zone with daylight saving, so summer and winter offsets differ. (Test files run in separate
// worker processes; the conformance suite pins its own zone.)
process.env.TZ = 'Europe/Berlin';

afterEach(cleanup);

function renderMeeting(defaultValue?: string) {
  const results: ElicitResult[] = [];
  render(
    <ElicitationForm
      request={normalizeRequest({
        message: 'When?',
        requestedSchema: {
          type: 'object',
          properties: {
            at: {
              type: 'string',
              format: 'date-time',
              title: 'Meeting',
              ...(defaultValue && { default: defaultValue }),
            },
          },
        },
      })}
      context={{
        server: { trustedId: 's' },
        era: PROTOCOL_2026,
        signal: new AbortController().signal,
      }}
      onResult={(r) => results.push(r)}
    />,
  );
  return results;
}

it('local time goes out as RFC 3339 with the offset in force on that date', async () => {
  const results = renderMeeting();
  const input = screen.getByLabelText('Meeting') as HTMLInputElement;
  expect(input.type).toBe('datetime-local');
  fireEvent.change(input, { target: { value: '2026-07-28T16:30' } });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
  expect(results).toEqual([{ action: 'accept', content: { at: '2026-07-28T16:30:00+02:00' } }]);
});

it('winter time uses the winter offset, and the zone is named next to the control', async () => {
  const results = renderMeeting();
  const input = screen.getByLabelText('Meeting') as HTMLInputElement;
  fireEvent.change(input, { target: { value: '2026-01-15T09:05:30' } });
  expect(screen.getByText('Your time zone: UTC+01:00')).toBeTruthy();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
  expect(results).toEqual([{ action: 'accept', content: { at: '2026-01-15T09:05:30+01:00' } }]);
});

it('a UTC default is shown in local time and sent unchanged when untouched', async () => {
  const results = renderMeeting('2026-07-28T14:30:00Z');
  expect((screen.getByLabelText('Meeting') as HTMLInputElement).value).toMatch(/^2026-07-28T16:30/);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Accept' }));
  expect(results).toEqual([{ action: 'accept', content: { at: '2026-07-28T14:30:00Z' } }]);
});

it('helpers', () => {
  expect(toLocalInputValue('not a date')).toBe('');
  expect(toLocalInputValue('2026-07-28T14:30:15Z')).toBe('2026-07-28T16:30:15');
  expect(zoneLabel(-330)).toBe('UTC-05:30');
});
