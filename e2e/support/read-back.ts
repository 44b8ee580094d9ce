import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Downloaded reports read back as a person opening them would: a PDF's text with PDF.js, an XLSX's cells with
// exceljs. Both are dependencies of apps/api (its report tests read the same way), resolved from there: the e2e
// package has no dependencies of its own.

const apiRequire = createRequire(resolve('apps/api/package.json'));

/** The text of each page, lines ended where PDF.js sees an end of line. */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const standardFontDataUrl = join(dirname(apiRequire.resolve('pdfjs-dist/package.json')), 'standard_fonts/');
  const pdfjs = (await import(
    pathToFileURL(apiRequire.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href
  )) as PdfJs;
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => (item.str ?? '') + (item.hasEOL ? '\n' : '')).join(''));
  }
  await document.destroy();
  return pages;
}

/** Every sheet's rows as text cells (a number or a date as exceljs reads it, written with String()). */
export async function xlsxSheets(bytes: Buffer): Promise<{ name: string; rows: string[][] }[]> {
  const { Workbook } = apiRequire('exceljs') as { Workbook: new () => ExcelWorkbook };
  const workbook = new Workbook();
  await workbook.xlsx.load(bytes);
  return workbook.worksheets.map((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const values = row.values.slice(1); // exceljs rows are 1-based: values[0] is empty
      rows.push(values.map((value) => cellText(value)));
    });
    return { name: sheet.name, rows };
  });
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const cell = value as { text?: string; result?: unknown; richText?: { text: string }[] };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cell.text;
    if ('result' in cell) return cellText(cell.result);
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}

/** A CSV as the product writes it (';' or ',', RFC 4180 quotes, an optional BOM) into rows of cells. */
export function csvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

// The little of each library's API read here.
interface PdfJs {
  getDocument(options: { data: Uint8Array; standardFontDataUrl: string }): {
    promise: Promise<{
      numPages: number;
      getPage(number: number): Promise<{
        getTextContent(): Promise<{ items: { str?: string; hasEOL?: boolean }[] }>;
      }>;
      destroy(): Promise<void>;
    }>;
  };
}
interface ExcelWorkbook {
  xlsx: { load(bytes: Buffer): Promise<unknown> };
  worksheets: { name: string; eachRow(callback: (row: { values: unknown[] }) => void): void }[];
}
