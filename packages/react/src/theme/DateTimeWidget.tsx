import type { WidgetProps } from '@rjsf/utils';
import { localDateTimeToRfc3339 } from '@elicitkit/core';
import { describedBy } from './fieldIds.js';
import { ekInfo } from './ekInfo.js';
import { MsgText } from '../MsgText.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** An RFC 3339 instant as the browser's local wall-clock time, as a datetime-local input wants it. */
export function toLocalInputValue(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = date.getSeconds();
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds ? `:${pad(seconds)}` : ''}`
  );
}

/** The browser's offset from UTC (minutes, east positive) at that local time: DST-aware. */
export function offsetAt(local: string): number {
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? -new Date().getTimezoneOffset() : -at.getTimezoneOffset();
}

/** "UTC+01:00" for the browser's current offset, so the person knows which clock they are using. */
export function zoneLabel(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** What a datetime-local input typed, as core's answer: RFC 3339 at the browser's offset then. */
export function fromLocalInputValue(value: unknown): string | undefined {
  // Some engines report fractions of a second even with step=1; seconds are enough.
  const typed = typeof value === 'string' ? value.replace(/\.\d+$/, '') : '';
  if (typed === '') return undefined;
  return localDateTimeToRfc3339(typed, offsetAt(typed)) ?? typed;
}

/**
 * date-time fields: a datetime-local input shows and takes the person's local time, and the answer
 * goes to core as RFC 3339 with the browser's offset at that moment (what the server needs to know
 * which instant was meant).
 */
export function DateTimeWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, rawErrors } = props;
  const ek = ekInfo(props.name, props.registry);
  const invalid = (rawErrors?.length ?? 0) > 0;
  const local = toLocalInputValue(value);
  const zoneId = `${id}__zone`;
  return (
    <>
      <input
        id={id}
        name={htmlName ?? id}
        className="ek-input"
        type="datetime-local"
        step={1}
        value={local}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={invalid || undefined}
        aria-describedby={`${describedBy(id, ek, rawErrors)} ${zoneId}`}
        onChange={(event) => props.onChange(fromLocalInputValue(event.target.value))}
        onBlur={(event) => props.onBlur(id, event.target.value)}
        onFocus={(event) => props.onFocus(id, event.target.value)}
      />
      <span id={zoneId} className="ek-hint">
        <MsgText msg={{ key: 'date.timeZone', values: { zone: zoneLabel(offsetAt(local)) } }} />
      </span>
    </>
  );
}
