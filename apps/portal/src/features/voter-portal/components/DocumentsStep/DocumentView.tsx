import { useEffect, useState } from 'react';
import { Download } from 'lucide-react';
import { Button, Link, Skeleton } from '@backoffice/ui';
import { useT } from '@portal/lib/i18n';
import { downloadPortalDocument, portalDocumentHref } from '../../api/portal';
import type { PortalDocument } from '../../api/types';
import { isSessionEnded } from '../../api/session-ended';
import * as shared from '../shared/shared.css';
import * as styles from './DocumentsStep.css';
import { PdfViewer } from './PdfViewer';

type Loaded = { kind: 'pdf'; data: ArrayBuffer } | { kind: 'image'; url: string };

/** One document read in the page (a PDF drawn by pdf.js, an image as itself), with its download link. */
export function DocumentView({ token, document }: { token: string; document: PortalDocument }) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    let url: string | null = null;
    downloadPortalDocument(token, document.id)
      .then(async (blob) => {
        if (!current) return;
        if (document.contentType === 'application/pdf') {
          const data = await blob.arrayBuffer();
          if (current) setLoaded({ kind: 'pdf', data });
        } else {
          url = URL.createObjectURL(blob);
          setLoaded({ kind: 'image', url });
        }
      })
      .catch((error: unknown) => {
        // An ended session has already taken the voter back to the identity step.
        if (!current || isSessionEnded(error)) return;
        console.error('Document download failed', error);
        setFailed(true);
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [token, document.id, document.contentType, attempt]);

  const download = (
    <Link
      href={portalDocumentHref(token, document.id)}
      download={document.name}
      variant="standalone"
      aria-label={t('portal.documents.downloadNamed', { name: document.name })}
      className={styles.download}
    >
      <Download size={18} aria-hidden />
      {t('portal.documents.download')}
    </Link>
  );

  let body;
  if (failed) {
    body = (
      <div className={styles.state}>
        <p className={shared.alertBox} role="alert">
          {t('portal.documents.failed')}
        </p>
        <Button
          variant="secondary"
          size="lg"
          onPress={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          {t('portal.documents.retry')}
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = (
      <div role="status" aria-label={t('portal.documents.loading')}>
        <Skeleton shape="rect" height="16rem" />
      </div>
    );
  } else if (loaded.kind === 'pdf') {
    body = <PdfViewer name={document.name} data={loaded.data} />;
  } else {
    body = <img src={loaded.url} alt={document.name} className={styles.image} />;
  }
  return (
    <div className={styles.viewer}>
      {body}
      <div>{download}</div>
    </div>
  );
}
