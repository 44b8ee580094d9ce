// Splits one decoded record into cells the way Excel reads a CSV: a cell is quoted only when its first character
// is a double quote; inside, "" is a quote and a lone " ends the quoted part, after which characters up to the
// delimiter are kept as written ("abc"def → abcdef). A quote anywhere else is an ordinary character, which is how
// Excel and the CVM files use them (SBS - QUADRA 1 - BLOCO "C"). record-splitter.ts follows the same rules on
// bytes to find where records end.

const QUOTE = '"';

export interface SplitRecord {
  cells: string[];
  /** More than maxCells cells: `cells` holds the first maxCells only. */
  tooMany: boolean;
}

export function splitCells(record: string, delimiter: string, maxCells: number): SplitRecord {
  if (!record.includes(QUOTE)) {
    const cells = record.split(delimiter, maxCells + 1);
    const tooMany = cells.length > maxCells;
    if (tooMany) cells.length = maxCells;
    return { cells, tooMany };
  }
  const cells: string[] = [];
  let index = 0;
  const length = record.length;
  while (true) {
    if (cells.length === maxCells) return { cells, tooMany: true };
    let cell = '';
    if (record[index] === QUOTE) {
      index++;
      while (index < length) {
        const close = record.indexOf(QUOTE, index);
        if (close === -1) {
          // Unterminated: the rest of the record (only the header line can get here; see record-splitter.ts).
          cell += record.slice(index);
          index = length;
          break;
        }
        cell += record.slice(index, close);
        if (record[close + 1] === QUOTE) {
          cell += QUOTE;
          index = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
    }
    const end = record.indexOf(delimiter, index);
    if (end === -1) {
      cells.push(cell + record.slice(index));
      return { cells, tooMany: false };
    }
    cells.push(cell + record.slice(index, end));
    index = end + delimiter.length;
  }
}
