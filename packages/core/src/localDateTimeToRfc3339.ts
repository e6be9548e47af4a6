/**
 * A local "YYYY-MM-DDTHH:mm[:ss]" (what a datetime-local input gives) as RFC 3339 with the given
 * offset from UTC in minutes (east positive, e.g. +60 for CET). Undefined when the text is not one.
 */
export function localDateTimeToRfc3339(local: string, offsetMinutes: number): string | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match || !Number.isInteger(offsetMinutes) || Math.abs(offsetMinutes) > 18 * 60)
    return undefined;
  const [, date, hh, mm, ss = '00'] = match;
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const zone =
    offsetMinutes === 0
      ? 'Z'
      : `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date}T${hh}:${mm}:${ss}${zone}`;
}
