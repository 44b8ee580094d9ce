import { useSnapshot } from 'valtio';
import { AlertTriangle, X } from 'lucide-react';
import { Card, Heading, IconButton, Text } from '@backoffice/ui';
import { useT, type TranslationKey } from '../../../lib/i18n';
import { dismissRefusal, workspaceDeleteStore, type RefusalReason } from '../stores/workspace-delete';
import * as styles from './DeleteRefusalNotice.css';
import { isolate } from './bidi';

const reasonKeys: Record<RefusalReason, TranslationKey> = {
  notEmpty: 'workspaceAdmin.delete.notEmpty',
  lastForUsers: 'workspaceAdmin.delete.lastForUsers',
  aboveRole: 'workspaceAdmin.delete.aboveRole',
  forbidden: 'workspaceAdmin.delete.forbidden',
  notFound: 'workspaceAdmin.delete.notFound',
  failed: 'workspaceAdmin.delete.failed',
};

/**
 * Why the server refused to delete a workspace, in pt-BR, naming the users it would leave without any workspace (or
 * the members above the caller's role).
 * It stays until dismissed (a snackbar would vanish before a list of names can be read); the live region is always
 * there, so each new refusal is announced.
 */
export function DeleteRefusalNotice() {
  const t = useT();
  const { refusal } = useSnapshot(workspaceDeleteStore);
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
              <Text>{t(reasonKeys[refusal.reason])}</Text>
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
              aria-label={t('workspaceAdmin.delete.dismiss')}
              icon={<X size={16} aria-hidden />}
              onPress={dismissRefusal}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
