// The names of the files the product hands out (reports, error reports): a readable slug of a title that any file
// system and any e-mail client keep, cut at a word boundary so that no word is left half-written
// ('…-demonstracoes-financeiras-de-2025', never '…-financeiras-de-202').

/** The longest slug a file name carries (the prefix and extension come on top). */
export const FILE_SLUG_MAX_CHARS = 60;

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * 'AGO FII Jatobá — 2025' → 'ago-fii-jatoba-2025': lower case, accents dropped ('2ª' → '2a'), every run of other characters one
 * dash. Longer than `max`: cut after the last whole word that fits; a first word longer than `max` on its own is
 * cut at `max` (there is no boundary to keep). '' when nothing of the text is kept.
 */
export function fileSlug(text: string, max: number = FILE_SLUG_MAX_CHARS): string {
  const slug = text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= max) return slug;
  // The character after the cut is a dash: the last word kept is whole.
  if (slug[max] === '-') return slug.slice(0, max);
  const lastDash = slug.lastIndexOf('-', max);
  return lastDash > 0 ? slug.slice(0, lastDash) : slug.slice(0, max);
}

/**
 * `prefix-slug.extension` ('mapa-de-votos-ago-fii-jatoba.csv'); just `prefix.extension` when the title keeps no
 * character. The prefix is used as given (a translated word, maybe in another script).
 */
export function titledFileName(prefix: string, title: string, extension: string): string {
  const slug = fileSlug(title);
  return `${prefix}${slug ? `-${slug}` : ''}.${extension}`;
}
