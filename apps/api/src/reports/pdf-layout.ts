// Drawing helpers for the report PDF on top of PDFKit: the page's content box, keeping a block on one page, section
// headings and a simple ruled table that repeats its header on each page it runs onto.
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;
export const COLOR = { text: '#1a1a1a', muted: '#555555', rule: '#b8b8b8', headerFill: '#ececec' } as const;

export function contentLeft(doc: Doc): number {
  return doc.page.margins.left;
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function contentBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page unless `height` points fit below the cursor. */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

export function paragraph(
  doc: Doc,
  text: string,
  style: { font?: string; size?: number; color?: string; gap?: number } = {},
): void {
  doc
    .font(style.font ?? FONT.regular)
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? COLOR.text)
    .text(text, contentLeft(doc), doc.y, { width: contentWidth(doc) });
  doc.y += style.gap ?? 4;
}

/** A section title with a rule under it, kept on the page with at least `keepWith` points of what follows. */
export function heading(doc: Doc, text: string, keepWith = 80): void {
  doc.y += 10;
  ensureSpace(doc, 24 + keepWith);
  doc
    .font(FONT.bold)
    .fontSize(13)
    .fillColor(COLOR.text)
    .text(text, contentLeft(doc), doc.y, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc
    .moveTo(contentLeft(doc), y)
    .lineTo(contentLeft(doc) + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.y = y + 8;
}

export interface TableColumn {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  width: number;
  align?: 'left' | 'right';
  font?: string;
  size?: number;
}

export interface TableRow {
  cells: readonly string[];
  bold?: boolean;
}

const PADDING = 4;
const TABLE_GAP = 6;

const HEADER_SIZE = 8.5;

function cellFont(column: TableColumn, options: { bold: boolean; header: boolean }): [string, number] {
  if (options.header) return [FONT.bold, HEADER_SIZE];
  return [options.bold ? FONT.bold : (column.font ?? FONT.regular), column.size ?? 9];
}

function rowHeight(
  doc: Doc,
  columns: readonly TableColumn[],
  widths: number[],
  cells: readonly string[],
  options: { bold: boolean; header: boolean },
): number {
  let height = 0;
  columns.forEach((column, index) => {
    const [font, size] = cellFont(column, options);
    doc.font(font).fontSize(size);
    height = Math.max(
      height,
      doc.heightOfString(cells[index] ?? '', { width: (widths[index] as number) - 2 * PADDING }),
    );
  });
  return height + 2 * PADDING;
}

function drawRow(
  doc: Doc,
  columns: readonly TableColumn[],
  widths: number[],
  cells: readonly string[],
  options: { bold: boolean; header: boolean },
): void {
  const left = contentLeft(doc);
  const top = doc.y;
  const height = rowHeight(doc, columns, widths, cells, options);
  if (options.header) doc.rect(left, top, contentWidth(doc), height).fillColor(COLOR.headerFill).fill();
  let x = left;
  columns.forEach((column, index) => {
    const width = widths[index] as number;
    const [font, size] = cellFont(column, options);
    doc
      .font(font)
      .fontSize(size)
      .fillColor(COLOR.text)
      .text(cells[index] ?? '', x + PADDING, top + PADDING, {
        width: width - 2 * PADDING,
        align: column.align ?? 'left',
      });
    x += width;
  });
  const bottom = top + height;
  doc
    .moveTo(left, bottom)
    .lineTo(left + contentWidth(doc), bottom)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke();
  doc.x = left;
  doc.y = bottom;
}

/** A table across the content width; a row that does not fit starts a new page, which repeats the header. */
export function table(doc: Doc, columns: readonly TableColumn[], rows: readonly TableRow[]): void {
  const widths = columns.map((column) => column.width * contentWidth(doc));
  const headers = columns.map((column) => column.header);
  const header = { bold: true, header: true };
  ensureSpace(doc, tableHeight(doc, columns, rows.slice(0, 1)));
  drawRow(doc, columns, widths, headers, header);
  for (const row of rows) {
    const height = rowHeight(doc, columns, widths, row.cells, { bold: row.bold ?? false, header: false });
    if (doc.y + height > contentBottom(doc)) {
      doc.addPage();
      drawRow(doc, columns, widths, headers, header);
    }
    drawRow(doc, columns, widths, row.cells, { bold: row.bold ?? false, header: false });
  }
  doc.y += TABLE_GAP;
}

/** The height `table` takes for these rows on one page (with its header and the space after it). */
export function tableHeight(doc: Doc, columns: readonly TableColumn[], rows: readonly TableRow[]): number {
  const widths = columns.map((column) => column.width * contentWidth(doc));
  const headers = columns.map((column) => column.header);
  let height = rowHeight(doc, columns, widths, headers, { bold: true, header: true }) + TABLE_GAP;
  for (const row of rows)
    height += rowHeight(doc, columns, widths, row.cells, { bold: row.bold ?? false, header: false });
  return height;
}

/** Label: value lines, the labels in a column of their own. */
export function definitionList(doc: Doc, entries: readonly [string, string][], labelWidth = 130): void {
  const left = contentLeft(doc);
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const [label, value] of entries) {
    doc.font(FONT.regular).fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: valueWidth }), 12);
    ensureSpace(doc, height);
    const top = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(COLOR.muted)
      .text(label, left, top, { width: labelWidth - 8 });
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(COLOR.text)
      .text(value, left + labelWidth, top, { width: valueWidth });
    doc.y = Math.max(doc.y, top + height) + 3;
  }
  doc.x = left;
}
