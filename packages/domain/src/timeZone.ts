// The product's time zone: votings, deadlines, reports and e-mails speak Brasília time whatever the reader's machine
// says. Offsets come from Intl (the IANA database), never from a hand-written "UTC−3": Brazil dropped daylight saving
// in 2019, and may take it back.

export const TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 24 * 3_600_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at `instant`, in milliseconds: −10,800,000 for Brasília today. */
export function zoneOffsetMs(instant: Date | number, timeZone: string = TIME_ZONE): number {
  const name =
    offsetFormatter(timeZone)
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // 'GMT-03:00', 'GMT+05:30', or 'GMT' for UTC itself.
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  const [, sign, hours = '0', minutes = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** The instant (epoch ms) at which the zone's calendar day holding `instant` began. */
export function startOfDayInZone(instant: Date | number, timeZone: string = TIME_ZONE): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const offset = zoneOffsetMs(at, timeZone);
  const localMidnight = Math.floor((at + offset) / DAY_MS) * DAY_MS;
  return localMidnight - zoneOffsetMs(localMidnight - offset, timeZone);
}
