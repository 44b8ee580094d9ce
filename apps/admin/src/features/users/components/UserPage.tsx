import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { Lock, UserX } from 'lucide-react';
import type { User, WorkspaceSummary } from '@backoffice/api-client';
import { Breadcrumb, Breadcrumbs, EmptyState, Heading, Link, Skeleton, Text } from '@backoffice/ui';
import { can, canManageRole } from '@backoffice/domain';
import { paths } from '@admin/config/paths';
import { useDocumentTitle } from '@admin/lib/document-title';
import { useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { loadWorkspaceChoices, openUserEditor, retryUserEditor, userEditor } from '../stores/user-editor';
import { UserForm } from './UserForm';
import { MANAGE_USERS } from '../permissions';
import * as styles from './UserPage.css';
import { LoadErrorState } from '@backoffice/app-common';

/**
 * /users/new and /users/:id: the user form, once the user (when editing) and the company's workspaces are read.
 * A user that does not exist gets a not-found state; a failed read, a retry.
 */
export default function UserPage() {
  const t = useT();
  const { id } = useParams<{ id?: string }>();
  const userId = id ?? null;
  const me = useSnapshot(sessionStore).user;
  const editor = useSnapshot(userEditor);

  useEffect(() => void openUserEditor(userId), [userId]);

  const current = editor.userId === userId ? editor : null;
  const user = (current?.user ?? null) as User | null;
  const canManage = can(me?.role, MANAGE_USERS);
  const editable = canManage && (!user || (me ? canManageRole(me.role, user.role) : false));
  const title = !userId
    ? t('users.form.newTitle')
    : editable
      ? t('users.form.editTitle')
      : t('users.form.viewTitle');
  useDocumentTitle(title);

  const back = (
    <Link href={paths.users.list} variant="standalone">
      {t('users.form.back')}
    </Link>
  );

  function body() {
    if (!me) return null;
    if (!userId && !canManage) {
      return (
        <EmptyState
          icon={<Lock size={40} aria-hidden />}
          title={t('users.form.noPermissionTitle')}
          description={t('users.form.noPermissionDescription')}
          titleLevel={2}
          action={back}
        />
      );
    }
    if (current?.status === 'notFound') {
      return (
        <EmptyState
          icon={<UserX size={40} aria-hidden />}
          title={t('users.form.notFoundTitle')}
          description={t('users.form.notFoundDescription')}
          titleLevel={2}
          action={back}
        />
      );
    }
    if (current?.status === 'error') {
      return (
        <LoadErrorState
          title={t('users.form.loadErrorTitle')}
          description={t('users.list.errorDescription')}
          retryLabel={t('common.retry')}
          onRetry={retryUserEditor}
        />
      );
    }
    if (current?.status !== 'ready') {
      return (
        <div className={styles.skeleton} aria-busy="true">
          <span role="status" className={styles.visuallyHidden}>
            {t('users.form.loading')}
          </span>
          <div className={styles.skeletonFields}>
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} shape="rect" height="4.5rem" />
            ))}
          </div>
          <Skeleton lines={4} width="16rem" />
        </div>
      );
    }
    return (
      <UserForm
        key={user?.id ?? 'new'}
        user={user}
        workspaces={current.workspaces as WorkspaceSummary[]}
        workspacesStatus={current.workspacesStatus}
        onRetryWorkspaces={() => void loadWorkspaceChoices()}
        actor={{ id: me.id, role: me.role, currentWorkspaceId: me.currentWorkspaceId }}
      />
    );
  }

  return (
    <section aria-labelledby="user-form-title" className={styles.page}>
      <Breadcrumbs aria-label={t('users.form.breadcrumbs')}>
        <Breadcrumb href={paths.users.list}>{t('users.list.title')}</Breadcrumb>
        <Breadcrumb>{title}</Breadcrumb>
      </Breadcrumbs>
      <div className={styles.titles}>
        <Heading level={1} size="xl" id="user-form-title">
          {title}
        </Heading>
        {user ? (
          <Text tone="muted">
            <bdi>{user.name}</bdi> · <bdi>{user.email}</bdi>
          </Text>
        ) : null}
      </div>
      {body()}
    </section>
  );
}
