// The form's date-times are what the browser's datetime-local field gives, wall-clock in the operator's time zone
// ('2026-04-28T18:00'), kept as text so the store stays plain data; the API gets instants (ISO with Z).

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** The wall-clock text → the instant (ISO with Z); null when it is not a date-time. */
export function localToIso(local: string): string | null {
  if (!LOCAL_DATE_TIME.test(local)) return null;
  // A date-time without an offset is read in the browser's (the operator's) time zone.
  const instant = new Date(local);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}
