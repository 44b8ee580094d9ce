import { useSnapshot } from 'valtio';
import { ArrowRightLeft, X } from 'lucide-react';
import { Card, Heading, IconButton, Text } from '@backoffice/ui';
import { useT } from '../../../lib/i18n';
import { dismissMoved, workspaceDeleteStore } from '../stores/workspace-delete';
import * as styles from './DeleteRefusalNotice.css';
import { isolate } from './bidi';

/**
 * After the caller deleted their own current workspace: where they are now. It stays until dismissed (the header's
 * switcher shows the new name too, but a deletion must never leave someone unsure which workspace they work in); the
 * status region is always there, so the move is announced.
 */
export function WorkspaceMovedNotice() {
  const t = useT();
  const { moved } = useSnapshot(workspaceDeleteStore);
  return (
    <div role="status">
      {moved ? (
        <Card className={styles.card}>
          <div className={styles.row}>
            <Text tone="muted" elementType="span" className={styles.icon}>
              <ArrowRightLeft size={20} aria-hidden />
            </Text>
            <div className={styles.body}>
              <Heading level={2} size="sm">
                {moved.now
                  ? t('workspaceAdmin.delete.movedTitle', { name: isolate(moved.now) })
                  : t('workspaceAdmin.delete.movedNowhere')}
              </Heading>
              <Text>{t('workspaceAdmin.delete.movedBody', { name: isolate(moved.deleted) })}</Text>
            </div>
            <IconButton
              size="sm"
              aria-label={t('common.dismissNotice')}
              icon={<X size={16} aria-hidden />}
              onPress={dismissMoved}
            />
          </div>
        </Card>
      ) : null}
    </div>
  );
}
