import { useSnapshot } from 'valtio';
import { ArrowRightLeft } from 'lucide-react';
import { Text } from '@backoffice/ui';
import { Notice } from '@admin/components/Notice/Notice';
import { useT } from '@admin/lib/i18n';
import { dismissMoved, workspaceDeleteStore } from '../stores/workspace-delete';
import { isolate } from './bidi';

/**
 * After the caller deleted their own current workspace: where they are now. It stays until dismissed (the header's
 * switcher shows the new name too, but a deletion must never leave someone unsure which workspace they work in).
 */
export function WorkspaceMovedNotice() {
  const t = useT();
  const { moved } = useSnapshot(workspaceDeleteStore);
  const title = !moved
    ? null
    : moved.now
      ? t('workspaceAdmin.delete.movedTitle', { name: isolate(moved.now) })
      : t('workspaceAdmin.delete.movedNowhere');
  return (
    <Notice
      role="status"
      tone="muted"
      icon={<ArrowRightLeft size={20} aria-hidden />}
      title={title}
      onDismiss={dismissMoved}
    >
      {moved ? <Text>{t('workspaceAdmin.delete.movedBody', { name: isolate(moved.deleted) })}</Text> : null}
    </Notice>
  );
}
