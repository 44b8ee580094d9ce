// Workspace switcher search (spec §5): case-insensitive on the name; a name matches when it contains the whole
// text or, for multi-word text, every word. Accents are ignored too, because users type 'sao paulo' for
// 'São Paulo'.

const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_RUN = /\s+/g;

/** Lower-cases, strips accents (NFD, then drops combining marks) and collapses runs of whitespace. */
export function normalizeForSearch(s: string): string {
  return s.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(WHITESPACE_RUN, ' ').trim();
}

/** The entries whose name matches the query, in their input order. Empty or whitespace-only text keeps all. */
export function searchWorkspaces<T extends { name: string }>(list: readonly T[], query: string): T[] {
  const text = normalizeForSearch(query);
  if (text === '') return [...list];
  const words = text.split(' ');
  return list.filter((entry) => {
    const name = normalizeForSearch(entry.name);
    // Containing the whole text implies containing every word; both are spelled out to mirror the spec.
    return name.includes(text) || words.every((word) => name.includes(word));
  });
}
