// A spreadsheet's header as a name to compare: case, accents and every character that is not a letter or digit
// ignored, so 'Razão Social', 'RAZAO_SOCIAL' and 'razao social' are the same name. The voter and batch imports find
// their columns by it, and a communication's recipients spreadsheet suggests its mapping by it.

/** 'Razão_Social ' → 'razaosocial'. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}
