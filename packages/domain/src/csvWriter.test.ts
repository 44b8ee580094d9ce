import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, neutralizeFormula, toCsv } from './csvWriter.ts';

describe('CSV writer', () => {
  it('neutralizes cells that spreadsheets would run as formulas (OWASP)', () => {
    for (const cell of ['=1+1', "=cmd|' /C calc'!A0", '+5511', '-2', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralizeFormula(cell)).toBe(`'${cell}`);
    }
    for (const cell of ['Maria', '1+1', ' =1', "'=1", '']) expect(neutralizeFormula(cell)).toBe(cell);
  });

  it('quotes what needs it, writes numbers as numbers, and starts with a BOM and ends lines with CRLF', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('=HYPERLINK("x";"y")')).toBe('"\'=HYPERLINK(""x"";""y"")"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 1.5],
      ]),
    ).toBe('\uFEFFa;b\r\nc;1.5\r\n');
  });

  it('streams the same text in chunks', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`=row ${i}`, i]);
    let streamed = '';
    let chunks = 0;
    for await (const chunk of csvChunks(rows, 4096)) {
      streamed += chunk;
      chunks++;
    }
    expect(streamed).toBe(toCsv(rows));
    expect(chunks).toBeGreaterThan(10);
  });
});
