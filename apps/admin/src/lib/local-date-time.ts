// The forms' date-times are what the browser's datetime-local field gives: wall-clock text in the operator's (the
// browser's) time zone, '2026-04-28T18:00' (seconds optional), kept as text so the stores stay plain data; the API
// gets and gives instants (ISO with Z). Plain Date and Intl, no calendar library on the screens' first load.

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The operator's time zone (the browser's), as an IANA name. */
export const operatorTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The wall-clock text in a comparable form ('2026-04-28T18:00:00'), or null when it is not a real date-time
 * ('2026-02-30T10:00' is not). Two such keys compare as their wall-clock moments.
 */
export function localKey(local: string | null | undefined): string | null {
  if (!local) return null;
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute, second = '00'] = match.map((part) => part ?? '00') as string[];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day) ||
    date.getUTCHours() !== Number(hour) ||
    Number(second) > 59
  )
    return null;
  return `${year}-${month}-${day}T${hour}:${minute}:${second}`;
}

/** The wall-clock text → the instant (ISO with Z); null when it is not a date-time. */
export function localToIso(local: string): string | null {
  const key = localKey(local);
  if (!key) return null;
  // A date-time without an offset is read in the browser's (the operator's) time zone.
  const instant = new Date(key);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

/** An instant → its wall-clock text in the browser's time zone, to the minute ('2027-01-31T18:00'). */
function wallClock(instant: Date): string {
  return (
    `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}`
  );
}

/** '2027-01-31T21:00:00.000Z' → '2027-01-31T18:00' in São Paulo (what a datetime-local field takes). */
export function isoToLocal(iso: string): string {
  return wallClock(new Date(iso));
}

/** The wall-clock now, to the minute ('2026-11-23T10:00'). */
export function localNow(): string {
  return wallClock(new Date());
}
