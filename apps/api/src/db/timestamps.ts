/** A timestamp column as the contract's date-time: drivers answer Date (pg) or string (PGlite JSON paths). */
export function toIso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** As toIso, for a nullable column. */
export function toIsoOrNull(value: Date | string | null): string | null {
  return value === null ? null : toIso(value);
}
