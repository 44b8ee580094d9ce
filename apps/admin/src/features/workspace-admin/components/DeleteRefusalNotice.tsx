import { useSnapshot } from 'valtio';
import { AlertTriangle, X } from 'lucide-react';
import { Card, Heading, IconButton, Text } from '@backoffice/ui';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { usePlural, type PluralKey } from '../../../lib/plural';
import { dismissRefusal, workspaceDeleteStore, type RefusalReason } from '../stores/workspace-delete';
import * as styles from './DeleteRefusalNotice.css';
import { isolate } from './bidi';

/** The refusals that count votings say how many, in the locale's plural form. */
const countedKeys: Partial<Record<RefusalReason, PluralKey>> = {
  openVotings: 'workspaceAdmin.delete.refusedOpen',
  votingRecords: 'workspaceAdmin.delete.refusedRecords',
};

const reasonKeys: Record<Exclude<RefusalReason, 'openVotings' | 'votingRecords'>, TranslationKey> = {
  lastForUsers: 'workspaceAdmin.delete.lastForUsers',
  aboveRole: 'workspaceAdmin.delete.aboveRole',
  forbidden: 'workspaceAdmin.delete.forbidden',
  notFound: 'workspaceAdmin.delete.notFound',
  failed: 'workspaceAdmin.delete.failed',
};

/**
 * Why the server refused to delete a workspace, in pt-BR, naming the users it would leave without any workspace (or
 * the members above the caller's role), or counting the votings that keep it (scheduled or open; closed or cancelled).
 * It stays until dismissed (a snackbar would vanish before a list of names can be read); the live region is always
 * there, so each new refusal is announced.
 */
export function DeleteRefusalNotice() {
  const t = useT();
  const plural = usePlural();
  const { refusal } = useSnapshot(workspaceDeleteStore);
  const counted = refusal ? countedKeys[refusal.reason] : undefined;
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
                {t('workspaceAdmin.delete.refusedTitle', { name: isolate(refusal.workspaceName) })}
              </Heading>
              <Text>
                {counted
                  ? plural(counted, refusal.count)
                  : t(reasonKeys[refusal.reason as keyof typeof reasonKeys])}
              </Text>
              {refusal.users.length > 0 ? (
                <ul className={styles.users}>
                  {refusal.users.map((name) => (
                    <li key={name} dir="auto">
                      <Text elementType="span">{name}</Text>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
            <IconButton
              size="sm"
              aria-label={t('common.dismissNotice')}
              icon={<X size={16} aria-hidden />}
              onPress={dismissRefusal}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
