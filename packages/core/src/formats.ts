// The four string formats of the MCP subset, exactly as ajv-formats (3.x, full mode) defines them,
// so that a value the interpreter accepts is exactly one Ajv (the opt-in engine) accepts. Copied
// rather than imported: its table is one CommonJS module of every format, which a bundler cannot
// trim to these four. formats.test.ts holds each to ajv-formats' own on a corpus.
//
// The definitions below are from ajv-formats, MIT License, Copyright (c) 2020 Evgeny Poberezkin:
// permission is granted to use, copy, modify and distribute them provided this copyright notice
// and the permission notice are included; they are provided "as is", without warranty of any kind.
import type { StringFormat } from './protocol.js';

export const STRING_FORMATS: readonly StringFormat[] = ['email', 'uri', 'date', 'date-time'];

export function isStringFormat(value: unknown): value is StringFormat {
  return typeof value === 'string' && (STRING_FORMATS as readonly string[]).includes(value);
}

const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
// http://jmrware.com/articles/2009/uri_regexp/URI_regex.html, a scheme required.
const URI =
  /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

// RFC 3339 full-date, leap years included.
function isDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : DAYS[month]!);
}

// RFC 3339 full-time with its offset required; a leap second only at 23:59 UTC.
function isTime(value: string): boolean {
  const m = TIME.exec(value);
  if (!m?.[4]) return false;
  const hr = Number(m[1]);
  const min = Number(m[2]);
  const sec = Number(m[3]);
  const sign = m[5] === '-' ? -1 : 1;
  const tzH = Number(m[6] ?? 0);
  const tzM = Number(m[7] ?? 0);
  if (tzH > 23 || tzM > 59) return false;
  if (hr <= 23 && min <= 59 && sec < 60) return true;
  const utcMin = min - tzM * sign;
  const utcHr = hr - tzH * sign - (utcMin < 0 ? 1 : 0);
  return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
}

export function matchesFormat(format: StringFormat, value: string): boolean {
  switch (format) {
    case 'date':
      return isDate(value);
    case 'date-time': {
      const parts = value.split(/t|\s/i);
      return parts.length === 2 && isDate(parts[0]!) && isTime(parts[1]!);
    }
    case 'uri':
      return /\/|:/.test(value) && URI.test(value);
    case 'email':
      return EMAIL.test(value);
  }
}
