// Small real files for the workbench and tests: a PDF of a few pages of text (Helvetica, WinAnsi, so Portuguese
// accents render) and a PNG chart. Made here rather than shipped as binaries.

const latin1 = (text: string) =>
  Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return code < 256 ? code : 63; // '?' for what WinAnsi cannot hold
  });

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

/** A PDF whose pages hold the given lines (the first line of a page is its title). */
export function textPdf(pages: readonly (readonly string[])[]): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((lines, index) => {
    const pageId = pageIds[index]!;
    const body = lines
      .map((line, n) =>
        n === 0
          ? `BT /F1 20 Tf 56 770 Td (${escapePdf(line)}) Tj ET`
          : `BT /F1 12 Tf 56 ${740 - n * 20} Td (${escapePdf(line)}) Tj ET`,
      )
      .join('\n');
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> ` +
      `/Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${latin1(body).length} >>\nstream\n${body}\nendstream`;
  });
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = latin1(text).length;
    text += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = latin1(text).length;
  text += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    text += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  text += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return latin1(text) as Uint8Array<ArrayBuffer>;
}

/** A 240×150 PNG: three bars of a chart. */
export function chartPng(): Uint8Array<ArrayBuffer> {
  const binary = atob(
    'iVBORw0KGgoAAAANSUhEUgAAAPAAAACWCAIAAABvmpKCAAAB7klEQVR42u3WsQmAQBBFwSvA2A6swdjUzMzc0uxOYxEusgnB9XbgVbAMny3XXaVmKk4goCWgJaAloAW0BLQEtAS0BLSAloCWgJaAloAW0BLQEtAS0BLQAloCWgJaAloCWkBLQEtAS0BLQAtoCWgJaAloCWgBLQEtAS0BLaD16461ixDQAhpoAQ000EALaKAFNNACGmgBDTTQQAtooAU00AIaaAENNNBAC2igBTTQAhpooIEGGmigBXRi0MN2RghooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIEGGmiggQYaaKCBBhpooIFOCrrf5wgBDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EADDTTQQAMNNNBAAw000EB/B3qcFun1gi601NTLIQEtAS0BLaAloCWgJaAloAW0BLQEtAS0MvcAJD6xgyrlVN4AAAAASUVORK5CYII=',
  );
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)) as Uint8Array<ArrayBuffer>;
}
