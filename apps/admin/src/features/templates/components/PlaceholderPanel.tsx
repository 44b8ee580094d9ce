import { useId } from 'react';
import type { TemplateKind } from '@backoffice/api-client';
import { placeholdersFor } from '@backoffice/domain';
import { Button, Card, Text } from '@backoffice/ui';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import { token } from './issueMessages';
import * as styles from './PlaceholderPanel.css';

export interface PlaceholderPanelProps {
  kind: TemplateKind;
  /** Lists the placeholders without the insert buttons. */
  readOnly?: boolean;
  /** Inserts `{{name}}` where the caret of the last focused text field is. */
  onInsert: (name: string) => void;
  /** Said politely after an insertion (the focus goes back to the field). */
  announcement?: string;
}

/** The placeholders a template of this kind may use: what each one is, a sample, and a button to insert it. */
export function PlaceholderPanel({
  kind,
  readOnly = false,
  onInsert,
  announcement = '',
}: PlaceholderPanelProps) {
  const t = useT();
  const introId = useId();
  return (
    <Card as="section" title={t('templates.placeholders.title')} className={styles.panel}>
      <Text size="sm" tone="muted" id={introId}>
        {readOnly ? t('templates.placeholders.introReadOnly') : t('templates.placeholders.intro')}
      </Text>
      <ul className={styles.list} aria-labelledby={introId}>
        {placeholdersFor(kind).map(({ name, sample }) => {
          const about = t(`templates.placeholders.about.${name}` as TranslationKey);
          return (
            <li key={name} className={styles.item}>
              {readOnly ? (
                <code className={styles.code} dir="ltr">
                  {token(name)}
                </code>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('templates.placeholders.insert', { token: token(name) })}
                  onPress={() => onInsert(name)}
                >
                  <bdi dir="ltr">{token(name)}</bdi>
                </Button>
              )}
              <div className={styles.text}>
                <Text size="sm">{about}</Text>
                <Text size="xs" tone="muted">
                  {t('templates.placeholders.sampleLabel')} <bdi>{sample}</bdi>
                </Text>
              </div>
            </li>
          );
        })}
      </ul>
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
    </Card>
  );
}
