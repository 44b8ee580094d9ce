import { useMemo } from 'react';
import type { VoterImport } from '@backoffice/api-client';
import { voterFieldLabel } from '@backoffice/domain';
import { Text } from '@backoffice/ui';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import * as styles from './VoterImportPanel.css';

const DELIMITERS = { ';': 'semicolon', ',': 'comma', '\t': 'tab' } as const;

/** What the server read: the counts, the encoding and delimiter it found, and which columns it recognised. */
export function ImportSummary({ voterImport }: { voterImport: VoterImport }) {
  const t = useT();
  const locale = useCurrentLocale();
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const { summary } = voterImport;
  const stats = [
    { key: 'rows', label: t('votings.import.summary.rows'), value: summary.rows },
    { key: 'valid', label: t('votings.import.summary.valid'), value: summary.valid },
    { key: 'invalid', label: t('votings.import.summary.invalid'), value: summary.invalid },
    { key: 'duplicates', label: t('votings.import.summary.duplicates'), value: summary.duplicates },
    {
      key: 'already',
      label: t('votings.import.summary.alreadyRegistered'),
      value: summary.alreadyRegistered,
    },
  ];
  return (
    <div className={styles.summary}>
      <Text>{t('votings.import.readFile', { name: voterImport.fileName })}</Text>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.key} className={styles.stat} data-kind={stat.key}>
            <dt className={styles.statLabel}>{stat.label}</dt>
            <dd className={styles.statValue}>{count.format(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <dl className={styles.fileFacts}>
        <div>
          <dt>{t('votings.import.summary.encoding')}</dt>
          <dd>{t(`votings.import.encodings.${summary.encoding}`)}</dd>
        </div>
        <div>
          <dt>{t('votings.import.summary.delimiter')}</dt>
          <dd>{t(`votings.import.delimiters.${DELIMITERS[summary.delimiter]}`)}</dd>
        </div>
        <div>
          <dt>{t('votings.import.summary.columns')}</dt>
          <dd>
            <ul className={styles.columns}>
              {summary.columns.map((column, index) => (
                <li key={`${column.header}-${index}`}>
                  <bdi>{column.header}</bdi> →{' '}
                  {column.field ? voterFieldLabel(locale, column.field) : t('votings.import.summary.ignored')}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </div>
  );
}
