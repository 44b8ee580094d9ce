// The detail fake's times: demo dates are relative to today (at whole hours), so open votings stay open and
// deadlines stay ahead.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const today = () => Math.floor(Date.now() / DAY) * DAY;
export const iso = (ms: number) => new Date(ms).toISOString();
