import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  ChevronLeft,
  ChevronRight,
  FileText,
  Image as ImageIcon,
  Maximize2,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { Button, IconButton, Skeleton } from '@backoffice/ui';
import { visuallyHidden } from '@backoffice/app-common';
import { useT } from '@portal/lib/i18n';
import * as shared from '../shared/shared.css';
import { usePortalFormats } from '../shared/use-portal-formats';
import * as styles from './DocumentsStep.css';
import { openPdf, type PDFDocumentProxy } from './open-pdf';

const ZOOMS = [1, 1.5, 2, 3] as const;

/** The PDF's pages one at a time: drawn to fit the width (zoom beyond it scrolls), with the page's text beside it. */
export function PdfViewer({ name, data }: { name: string; data: ArrayBuffer }) {
  const t = useT();
  const formats = usePortalFormats();
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(0);
  const [asText, setAsText] = useState(false);
  const [width, measure] = useWidth();

  useEffect(() => {
    let document: PDFDocumentProxy | null = null;
    let gone = false;
    openPdf(data.slice(0)).then(
      (opened) => {
        document = opened;
        if (gone) void opened.destroy();
        else setPdf(opened);
      },
      (error: unknown) => {
        console.error('PDF could not be opened', error);
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      void document?.destroy();
    };
  }, [data]);

  const text = usePageText(pdf, page);
  const [canvasRef, drawFailed] = useRenderedPage(pdf, page, width, ZOOMS[zoom]!, asText);

  if (failed || drawFailed) {
    return (
      <p className={shared.alertBox} role="alert">
        {t('portal.documents.failed')}
      </p>
    );
  }
  if (!pdf) {
    return (
      <div ref={measure} role="status" aria-label={t('portal.documents.loading')}>
        <Skeleton shape="rect" height="16rem" />
      </div>
    );
  }
  const total = pdf.numPages;
  const pageLabel = t('portal.documents.page', { page: formats.count(page), total: formats.count(total) });
  return (
    <div className={styles.viewer} ref={measure}>
      <div role="group" aria-label={t('portal.documents.toolbar', { name })} className={styles.toolbar}>
        <div className={styles.pager}>
          <IconButton
            size="lg"
            aria-label={t('portal.documents.previous')}
            icon={<ChevronLeft size={20} aria-hidden className={styles.mirrored} />}
            isDisabled={page <= 1}
            onPress={() => setPage((n) => Math.max(1, n - 1))}
          />
          <span className={styles.pageLabel} aria-live="polite">
            {pageLabel}
          </span>
          <IconButton
            size="lg"
            aria-label={t('portal.documents.next')}
            icon={<ChevronRight size={20} aria-hidden className={styles.mirrored} />}
            isDisabled={page >= total}
            onPress={() => setPage((n) => Math.min(total, n + 1))}
          />
        </div>
        <div className={styles.toolbarEnd}>
          {asText ? null : (
            <>
              <IconButton
                size="lg"
                aria-label={t('portal.documents.zoomOut')}
                icon={<ZoomOut size={20} aria-hidden />}
                isDisabled={zoom === 0}
                onPress={() => setZoom((z) => Math.max(0, z - 1))}
              />
              <IconButton
                size="lg"
                aria-label={t('portal.documents.zoomIn')}
                icon={<ZoomIn size={20} aria-hidden />}
                isDisabled={zoom === ZOOMS.length - 1}
                onPress={() => setZoom((z) => Math.min(ZOOMS.length - 1, z + 1))}
              />
              {zoom > 0 ? (
                <IconButton
                  size="lg"
                  aria-label={t('portal.documents.fitWidth')}
                  icon={<Maximize2 size={20} aria-hidden />}
                  onPress={() => setZoom(0)}
                />
              ) : null}
            </>
          )}
          <Button variant="ghost" size="lg" onPress={() => setAsText((value) => !value)}>
            {asText ? <ImageIcon size={18} aria-hidden /> : <FileText size={18} aria-hidden />}
            {t(asText ? 'portal.documents.showPage' : 'portal.documents.showText')}
          </Button>
        </div>
      </div>
      {asText ? null : (
        // A page taller than the box (any A4 page fitted to a desktop's width) or zoomed beyond the width scrolls:
        // the box takes the focus so the keyboard scrolls it too.
        <div
          className={styles.canvasScroller}
          // A scrollable box must be reachable by keyboard (axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-label={t('portal.documents.pageView', { page, name })}
        >
          {/* A page is a drawing laid out left to right: the canvas must not take an Arabic page's direction, or its
              text would be drawn right to left (glyphs out of place). */}
          <canvas ref={canvasRef} className={styles.canvas} dir="ltr" aria-hidden="true" />
        </div>
      )}
      {/* The page's text: what a screen reader reads (the drawing is hidden from it), and a reflowing view for anyone. */}
      <div className={asText ? styles.textView : visuallyHidden}>
        <p className={styles.textTitle}>{t('portal.documents.pageText', { page: formats.count(page) })}</p>
        {text === null ? null : text.length ? (
          text.map((line, index) => (
            <p key={index} className={styles.textParagraph} dir="auto">
              {line}
            </p>
          ))
        ) : (
          <p className={styles.textParagraph}>{t('portal.documents.noText')}</p>
        )}
      </div>
    </div>
  );
}

/** The width available to the page, followed as the screen turns or resizes. */
function useWidth(): [number, (element: HTMLDivElement | null) => void] {
  const [value, setValue] = useState(0);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element) return;
    setValue(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) setValue(Math.floor(entry.contentRect.width));
    });
    observer.current.observe(element);
  }, []);
  return [value, ref];
}

/** The page's text as lines (null while reading it). */
function usePageText(pdf: PDFDocumentProxy | null, pageNumber: number): string[] | null {
  const [text, setText] = useState<{ page: number; lines: string[] } | null>(null);
  useEffect(() => {
    if (!pdf) return;
    let current = true;
    void pdf
      .getPage(pageNumber)
      .then((page) => page.getTextContent())
      .then((content) => {
        if (!current) return;
        const joined = content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join('');
        const lines = joined
          .split('\n')
          .map((line) => line.replace(/\s+/g, ' ').trim())
          .filter(Boolean);
        setText({ page: pageNumber, lines });
      })
      .catch(() => current && setText({ page: pageNumber, lines: [] }));
    return () => {
      current = false;
    };
  }, [pdf, pageNumber]);
  // Another page's text is not this page's: nothing until this one is read.
  return text?.page === pageNumber ? text.lines : null;
}

/** Draws the page on the canvas at the width × zoom, sharp on dense screens; a newer drawing cancels an older one. */
function useRenderedPage(
  pdf: PDFDocumentProxy | null,
  pageNumber: number,
  width: number,
  zoom: number,
  hidden: boolean,
): [RefObject<HTMLCanvasElement | null>, boolean] {
  const ref = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const canvas = ref.current;
    if (!pdf || !canvas || hidden || width <= 0) return;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    let current = true;
    void pdf.getPage(pageNumber).then(async (page) => {
      if (!current) return;
      const natural = page.getViewport({ scale: 1 });
      // The scroller's border takes 2 px of the width.
      const scale = (Math.max(width - 2, 100) / natural.width) * zoom;
      const density = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * density });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = `${Math.floor(viewport.width / density)}px`;
      canvas.style.height = `${Math.floor(viewport.height / density)}px`;
      task = page.render({ canvas, viewport });
      try {
        await task.promise;
      } catch (error) {
        if ((error as { name?: string })?.name !== 'RenderingCancelledException' && current) {
          console.error('PDF page could not be drawn', error);
          setFailed(true);
        }
      }
    });
    return () => {
      current = false;
      task?.cancel();
    };
  }, [pdf, pageNumber, width, zoom, hidden]);
  return [ref, failed];
}
