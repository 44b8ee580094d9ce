import { Fragment } from 'react';
import { visuallyHidden } from '@backoffice/app-common';
import * as styles from './shared.css';

/**
 * A message and what follows from it ('CPF ou CNPJ incorreto', then 'Restam 4 tentativas…'), each on a line of its
 * own rather than run together. The spec's messages end without a full stop; a screen reader gets one between the
 * lines (hidden, beside the line rather than in it), since an accessible description joins them into a single text.
 */
export function MessageLines({ lines }: { lines: readonly (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line));
  if (shown.length === 0) return null;
  return (
    <>
      {shown.map((line, index) => (
        <Fragment key={index}>
          <span className={styles.messageLine}>{line}</span>
          {index < shown.length - 1 ? (
            <span className={visuallyHidden}>{/[.!?。؟]$/.test(line) ? ' ' : '. '}</span>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
