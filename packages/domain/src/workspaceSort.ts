// Workspace switcher sort (spec §4, §5): by name or by createdAt, ascending or descending; sorting by createdAt
// falls back to the name when a date is missing.

export type SortKey = 'name' | 'createdAt';
export type SortDirection = 'asc' | 'desc';

type Sortable = { name: string; createdAt?: string | null };

export function toggleDirection(direction: SortDirection): SortDirection {
  return direction === 'asc' ? 'desc' : 'asc';
}

export function compareNames(a: string, b: string): number {
  return a.localeCompare(b, 'pt-BR', { sensitivity: 'base' });
}

/** Milliseconds since the epoch, or null when the date is missing or unreadable. */
function timeOf(createdAt: string | null | undefined): number | null {
  if (createdAt == null || createdAt.trim() === '') return null;
  const time = Date.parse(createdAt);
  return Number.isNaN(time) ? null : time;
}

/** Returns a new sorted array; the input is never mutated. Ties keep their input order. */
export function sortWorkspaces<T extends Sortable>(
  list: readonly T[],
  key: SortKey,
  direction: SortDirection,
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const byName = (a: T, b: T) => sign * compareNames(a.name, b.name);
  if (key === 'name') return [...list].sort(byName);

  // "A pair with a missing date compares by name" is not a consistent order on its own (dated a < b by date,
  // b < undated c by name, c < a by name is possible), and Array.prototype.sort gives arbitrary results for an
  // inconsistent comparator. So: the dated entries ordered by date (then name), the undated ones by name, and the
  // two runs merged by name. Whenever the pairwise rule is consistent this is exactly its order, and otherwise
  // it is still deterministic.
  const dated: { entry: T; time: number }[] = [];
  const undated: T[] = [];
  for (const entry of list) {
    const time = timeOf(entry.createdAt);
    if (time === null) undated.push(entry);
    else dated.push({ entry, time });
  }
  dated.sort((a, b) => sign * (a.time - b.time) || byName(a.entry, b.entry));
  undated.sort(byName);

  const merged: T[] = [];
  let d = 0;
  let u = 0;
  while (d < dated.length && u < undated.length) {
    const datedEntry = (dated[d] as { entry: T }).entry;
    const undatedEntry = undated[u] as T;
    // On equal names the dated entry goes first, so the result does not depend on the input order.
    if (byName(undatedEntry, datedEntry) < 0) {
      merged.push(undatedEntry);
      u++;
    } else {
      merged.push(datedEntry);
      d++;
    }
  }
  for (; d < dated.length; d++) merged.push((dated[d] as { entry: T }).entry);
  for (; u < undated.length; u++) merged.push(undated[u] as T);
  return merged;
}
