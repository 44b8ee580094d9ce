import { useState } from 'react';
import type { VoterImportError } from '@backoffice/api-client';
import { Pagination } from '@backoffice/ui';
import { useCurrentLocale } from '@portal/lib/i18n';
import { useAttorneyT } from '../use-attorney-t';
import { fieldLabel, rowIssueText, wholeFileLabel } from './import-issues';
import * as styles from './RepresentedPartiesPanel.css';

export const ERRORS_PAGE_SIZE = 10;

/** The refused rows of a file by line, column and reason, ten at a time (a list: it reads well on a phone). */
export function ImportErrorsList({
  errors,
  labelledBy,
}: {
  errors: readonly VoterImportError[];
  labelledBy: string;
}) {
  const t = useAttorneyT();
  const locale = useCurrentLocale();
  const [page, setPage] = useState(1);
  const lastPage = Math.max(1, Math.ceil(errors.length / ERRORS_PAGE_SIZE));
  const shown = Math.min(page, lastPage);
  const first = (shown - 1) * ERRORS_PAGE_SIZE;
  const lines = new Intl.NumberFormat(locale, { useGrouping: false });
  return (
    <>
      <ul aria-labelledby={labelledBy} className={styles.issueList}>
        {errors.slice(first, first + ERRORS_PAGE_SIZE).map((error, index) => (
          <li key={first + index} className={styles.issue}>
            <span className={styles.issueWhere}>
              {error.line === 0
                ? wholeFileLabel(locale)
                : t('attorney.import.line', { line: lines.format(error.line) })}
              {' · '}
              {fieldLabel(locale, error.field)}
            </span>
            <span>{rowIssueText(t, locale, error)}</span>
            {error.value ? (
              <span className={styles.issueValue}>
                {t('attorney.import.valueRead')}{' '}
                <bdi dir="auto" className={styles.mono}>
                  {error.value}
                </bdi>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {errors.length > ERRORS_PAGE_SIZE ? (
        <Pagination
          aria-label={t('attorney.import.errorsPagination')}
          page={shown}
          pageSize={ERRORS_PAGE_SIZE}
          totalItems={errors.length}
          onPageChange={setPage}
        />
      ) : null}
    </>
  );
}
