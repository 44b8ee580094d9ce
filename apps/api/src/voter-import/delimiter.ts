// The delimiter, from the header line: Excel writes ';' where the decimal separator is a comma (Brazil), ',' where
// it is a dot, and tab for "Texto (separado por tabulações)". The candidate that splits the header into the most
// known column names wins; then the one that occurs most; then ';'.
import { splitCells } from './cells.ts';
import { countKnownHeaders, type ColumnLookup } from './columns.ts';
import { MAX_CELLS_PER_ROW } from './limits.ts';

export const DELIMITERS = [';', ',', '\t'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export function isDelimiter(value: string): value is Delimiter {
  return (DELIMITERS as readonly string[]).includes(value);
}

export function sniffDelimiter(headerLine: string, lookup: ColumnLookup): Delimiter {
  return sniffDelimiterBy(headerLine, (cells) => countKnownHeaders(cells, lookup));
}

/** sniffDelimiter with any count of the header cells it knows (a spreadsheet without a fixed column set). */
export function sniffDelimiterBy(headerLine: string, knownHeaders: (cells: string[]) => number): Delimiter {
  let best: Delimiter = ';';
  let bestKnown = -1;
  let bestCells = 0;
  for (const delimiter of DELIMITERS) {
    const { cells } = splitCells(headerLine, delimiter, MAX_CELLS_PER_ROW);
    const known = knownHeaders(cells);
    if (known > bestKnown || (known === bestKnown && cells.length > bestCells)) {
      best = delimiter;
      bestKnown = known;
      bestCells = cells.length;
    }
  }
  return best;
}
