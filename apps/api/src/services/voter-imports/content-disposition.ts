/**
 * `attachment` with the file's name for every browser: an ASCII fallback (accents dropped, quotes and anything
 * unsafe replaced) and the exact name as RFC 5987 `filename*` in UTF-8.
 */
export function attachment(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]|["\\;]/g, '_')
      .trim() || 'arquivo';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
