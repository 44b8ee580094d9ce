import { useSnapshot } from 'valtio';
import { AlertTriangle, X } from 'lucide-react';
import { Card, Heading, IconButton, Link, Text } from '@backoffice/ui';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { usePlural } from '../../../lib/plural';
import { dismissTemplateInUse, templateInUseStore } from '../stores/template-in-use';
import * as styles from './TemplateInUseNotice.css';

const votingHref = (id: string) => paths.votings.edit.replace(':id', encodeURIComponent(id));

/**
 * Why a template was not deleted: the votings whose ballot it is, each linked to its screen with its status, so the
 * operator knows what to change first. Stays until dismissed; the live region is always there, so each refusal is
 * announced.
 */
export function TemplateInUseNotice() {
  const t = useT();
  const plural = usePlural();
  const { refusal } = useSnapshot(templateInUseStore);
  return (
    <div role="alert">
      {refusal ? (
        <Card className={styles.card}>
          <div className={styles.row}>
            <Text tone="danger" elementType="span" className={styles.icon}>
              <AlertTriangle size={20} aria-hidden />
            </Text>
            <div className={styles.body}>
              <Heading level={2} size="sm">
                {t('templates.inUse.title', { name: `\u2068${refusal.templateName}\u2069` })}
              </Heading>
              <Text>{plural('templates.inUse.message', refusal.votings.length)}</Text>
              <ul className={styles.votings}>
                {refusal.votings.map((voting) => (
                  <li key={voting.id}>
                    <Link href={votingHref(voting.id)}>
                      <bdi>{voting.title}</bdi>
                    </Link>
                    {voting.status ? (
                      <Text elementType="span" tone="muted">
                        {` · ${t(`common.votingStatus.${voting.status}`)}`}
                      </Text>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
            <IconButton
              size="sm"
              aria-label={t('common.dismissNotice')}
              icon={<X size={16} aria-hidden />}
              onPress={dismissTemplateInUse}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
