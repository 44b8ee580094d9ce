import { useSnapshot } from 'valtio';
import { AlertTriangle } from 'lucide-react';
import { Text } from '@backoffice/ui';
import { Notice, noticeList } from '@admin/components/Notice/Notice';
import { useT, type TranslationKey } from '@admin/lib/i18n';
import { usePlural, type PluralKey } from '@admin/lib/plural';
import { dismissRefusal, workspaceDeleteStore, type RefusalReason } from '../stores/workspace-delete';
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
 */
export function DeleteRefusalNotice() {
  const t = useT();
  const plural = usePlural();
  const { refusal } = useSnapshot(workspaceDeleteStore);
  const counted = refusal ? countedKeys[refusal.reason] : undefined;
  return (
    <Notice
      role="alert"
      tone="danger"
      icon={<AlertTriangle size={20} aria-hidden />}
      title={
        refusal ? t('workspaceAdmin.delete.refusedTitle', { name: isolate(refusal.workspaceName) }) : null
      }
      onDismiss={dismissRefusal}
    >
      {refusal ? (
        <>
          <Text>
            {counted
              ? plural(counted, refusal.count)
              : t(reasonKeys[refusal.reason as keyof typeof reasonKeys])}
          </Text>
          {refusal.users.length > 0 ? (
            <ul className={noticeList}>
              {refusal.users.map((name) => (
                <li key={name} dir="auto">
                  <Text elementType="span">{name}</Text>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </Notice>
  );
}
