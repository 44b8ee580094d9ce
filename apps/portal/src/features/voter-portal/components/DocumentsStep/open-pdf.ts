import type { PDFDocumentProxy } from 'pdfjs-dist';

// pdf.js is fetched only when a document is opened: its own chunk plus its worker (served by Vite as a file). The
// legacy build, so older phone browsers read documents too.

export type { PDFDocumentProxy };

const loadPdfJs = () =>
  Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url'),
  ]);

/** Starts fetching pdf.js while the document's own bytes download. */
export function preloadPdfJs(): void {
  void loadPdfJs();
}

/** Opens a PDF's bytes (no script evaluation, no XFA forms). */
export async function openPdf(data: ArrayBuffer): Promise<PDFDocumentProxy> {
  const [pdfjs, worker] = await loadPdfJs();
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false, enableXfa: false }).promise;
}
