import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Building2, Plus, Trash2 } from 'lucide-react';
import {
  Button,
  Cell,
  Column,
  EmptyState,
  IconButton,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@backoffice/ui';
import { DEFAULT_PAGE_SIZE } from '@backoffice/domain';
import { canManageWorkspaces } from '../stores/permissions';
import type { WorkspaceSummary } from '@backoffice/api-client';
import { LIST_TITLE_ID, ListPage } from '@admin/components/ListPage/ListPage';
import { listQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { requestSucceeded } from '@admin/stores/ui';
import { dismissMoved, dismissRefusal } from '../stores/workspace-delete';
import {
  loadWorkspaces,
  resetWorkspaceList,
  setPage,
  setSearch,
  setSort,
  workspaceListStore,
} from '../stores/workspace-list';
import { DeleteRefusalNotice } from './DeleteRefusalNotice';
import { DeleteWorkspaceDialog } from './DeleteWorkspaceDialog';
import { WorkspaceMovedNotice } from './WorkspaceMovedNotice';
import * as styles from './WorkspaceListPage.css';
import { isolate } from './bidi';

/** Where focus goes when the element that had it is gone: the screen's title. */
function focusHeading(): void {
  const heading = document.getElementById(LIST_TITLE_ID);
  heading?.setAttribute('tabindex', '-1');
  heading?.focus();
}

const editPath = (id: string) => paths.workspaces.edit.replace(':id', encodeURIComponent(id));

/** The company's workspaces: search, sort and pages from the server; create and delete for MASTER and ADMIN. */
export default function WorkspaceListPage() {
  const t = useT();
  const locale = useCurrentLocale();
  const [, navigate] = useLocation();
  const list = useSnapshot(workspaceListStore);
  const { user } = useSnapshot(sessionStore);
  const canManage = canManageWorkspaces(user?.role);
  const [toDelete, setToDelete] = useState<{ id: string; name: string } | null>(null);

  // Each visit starts afresh; the state is dropped on leaving, so the next visit's first frame is not the last one's.
  useEffect(() => {
    void loadWorkspaces();
    return () => {
      resetWorkspaceList();
      dismissRefusal();
      dismissMoved();
    };
  }, []);

  const wired = listQueryProps({
    query: list,
    total: list.total,
    pageSize: DEFAULT_PAGE_SIZE,
    isLoading: list.status === 'loading',
    setSearch,
    setSort,
    setPage,
  });

  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  const newButton = canManage ? (
    <Button variant="primary" onPress={() => navigate(paths.workspaces.new)}>
      <Plus size={18} aria-hidden />
      {t('workspaceAdmin.list.new')}
    </Button>
  ) : null;

  let content;
  if (list.status === 'failed' && !list.loaded) {
    content = (
      <LoadErrorState
        title={t('workspaceAdmin.list.errorTitle')}
        description={t('workspaceAdmin.list.errorDescription')}
        retryLabel={t('common.retry')}
        onRetry={loadWorkspaces}
      />
    );
  } else if (!list.loaded) {
    content = <ListSkeleton label={t('workspaceAdmin.list.loading')} />;
  } else if (list.total === 0 && list.shownSearch === '' && list.status === 'ready') {
    content = (
      <EmptyState
        icon={<Building2 size={40} aria-hidden />}
        title={t('workspaceAdmin.list.emptyTitle')}
        description={
          canManage ? t('workspaceAdmin.list.emptyDescription') : t('workspaceAdmin.list.emptyReadOnly')
        }
        titleLevel={2}
        action={newButton}
      />
    );
  } else {
    content = (
      <>
        {list.status === 'failed' ? (
          <div role="alert">
            <Text tone="danger">{t('workspaceAdmin.list.errorTitle')}</Text>
            <Button variant="ghost" size="sm" onPress={() => void loadWorkspaces()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        <Table
          {...wired.table}
          aria-label={t('workspaceAdmin.list.tableLabel')}
          onRowAction={(key) => navigate(editPath(String(key)))}
          loadingLabel={t('workspaceAdmin.list.loading')}
        >
          <TableHeader>
            <Column id="name" isRowHeader allowsSorting>
              {t('workspaceAdmin.list.name')}
            </Column>
            <Column id="createdAt" allowsSorting>
              {t('workspaceAdmin.list.createdAt')}
            </Column>
            <Column id="memberCount" allowsSorting align="end">
              {t('workspaceAdmin.list.members')}
            </Column>
            {canManage ? (
              <Column id="actions" align="end" className={styles.actionsColumn}>
                {t('common.actions')}
              </Column>
            ) : null}
          </TableHeader>
          <TableBody
            items={list.rows as WorkspaceSummary[]}
            renderEmptyState={() => (
              <ListNoMatch title={t('workspaceAdmin.list.noMatch', { search: isolate(list.shownSearch) })} />
            )}
          >
            {(workspace) => (
              <Row id={workspace.id}>
                <Cell>
                  <span dir="auto" className={styles.name}>
                    {workspace.name}
                  </span>
                </Cell>
                <Cell>
                  {workspace.createdAt
                    ? dateFormat.format(new Date(workspace.createdAt))
                    : t('workspaceAdmin.list.noDate')}
                </Cell>
                <Cell>{numberFormat.format(workspace.memberCount)}</Cell>
                {canManage ? (
                  <Cell>
                    <IconButton
                      size="sm"
                      aria-label={t('workspaceAdmin.list.delete', { name: workspace.name })}
                      icon={<Trash2 size={16} aria-hidden />}
                      onPress={() => setToDelete({ id: workspace.id, name: workspace.name })}
                    />
                  </Cell>
                ) : null}
              </Row>
            )}
          </TableBody>
        </Table>
        <ListPagination {...wired.pagination} />
      </>
    );
  }

  const showToolbar = list.loaded && !(list.total === 0 && list.shownSearch === '' && list.search === '');
  return (
    <ListPage
      title={t('workspaceAdmin.list.title')}
      intro={t('workspaceAdmin.list.intro')}
      action={showToolbar ? newButton : null}
      notice={
        <>
          <WorkspaceMovedNotice />
          <DeleteRefusalNotice />
        </>
      }
      toolbar={
        showToolbar ? (
          <ListSearch
            {...wired.search}
            label={t('workspaceAdmin.list.search')}
            placeholder={t('workspaceAdmin.list.searchPlaceholder')}
            className={styles.search}
          />
        ) : null
      }
      dialogs={
        <DeleteWorkspaceDialog
          workspace={toDelete}
          onClose={() => setToDelete(null)}
          onDeleted={() => {
            setToDelete(null);
            requestSucceeded('workspaceAdmin.feedback.deleted');
            void loadWorkspaces();
            // The row and its button are gone: focus goes back to the top of the screen.
            focusHeading();
          }}
        />
      }
    >
      {content}
    </ListPage>
  );
}
