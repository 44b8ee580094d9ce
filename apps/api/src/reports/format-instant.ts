// Instants shown in a time zone with their UTC offset, so a printed time is never ambiguous.
const formatters = new Map<string, Intl.DateTimeFormat>();

export interface InstantParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
  /** '-03:00', '+00:00'. */
  offset: string;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function instantParts(iso: string, timeZone: string): InstantParts {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`not an instant: ${iso}`);
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  // longOffset is 'GMT-03:00', or 'GMT' for UTC itself.
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
    offset,
  };
}

/** ISO 8601 with the zone's offset: '2026-03-10T14:32:05-03:00'. */
export function isoInZone(iso: string, timeZone: string): string {
  const p = instantParts(iso, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${p.offset}`;
}
