// The voter portal's open-pdf in tests: pdf.js needs a canvas and a worker, which jsdom has not. A small stand-in
// document of two pages with text.
export const openPdfModule = {
  preloadPdfJs: () => {},
  openPdf: async () => ({
    numPages: 2,
    getPage: async (page: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
      render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
      getTextContent: async () => ({
        items: [
          { str: `Título da página ${page}`, hasEOL: true },
          { str: 'Receitas de locação', hasEOL: false },
        ],
      }),
    }),
    destroy: async () => {},
  }),
};
