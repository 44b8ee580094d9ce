import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { Trash2, UserPlus, Users } from 'lucide-react';
import type { User } from '@backoffice/api-client';
import {
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  IconButton,
  NativeSelect,
  Row,
  Table,
  TableBody,
  TableHeader,
  type Key,
} from '@backoffice/ui';
import { ROLES, can, canManageRole, type Role } from '@backoffice/domain';
import { ListPage } from '@admin/components/ListPage/ListPage';
import { listQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState, visuallyHidden } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import { removeUser } from '../stores/user-actions';
import {
  USERS_PAGE_SIZE,
  clearFilters,
  ensureUsersLoaded,
  loadUsers,
  setPage,
  setRoleFilter,
  setSearch,
  setSort,
  usersList,
} from '../stores/users-list';
import { DeleteUserDialog } from './DeleteUserDialog';
import { MANAGE_USERS } from '../permissions';
import * as styles from './UsersListPage.css';

const ALL_ROLES = 'all';

export const userPath = (id: string) => paths.users.edit.replace(':id', encodeURIComponent(id));

/**
 * The company's users: search (debounced, accent-insensitive on the server), role filter, server-side sort and
 * pages; a row opens the user. MASTER and ADMIN also create and delete (with confirmation).
 */
export default function UsersListPage() {
  const t = useT();
  const locale = useCurrentLocale();
  const [, navigate] = useLocation();
  const me = useSnapshot(sessionStore).user;
  const list = useSnapshot(usersList);
  const canManage = can(me?.role, MANAGE_USERS);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => void ensureUsersLoaded(), []);

  const formats = useMemo(
    () => ({
      date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }),
      count: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  const filtered = list.search.trim() !== '' || list.role !== null;
  const firstLoad = !list.loaded && (list.status === 'loading' || list.status === 'idle');
  const canDelete = (user: User) => canManage && user.id !== me?.id && canManageRole(me!.role, user.role);
  const wired = listQueryProps({
    query: list,
    total: list.total,
    pageSize: USERS_PAGE_SIZE,
    isLoading: list.status === 'loading',
    setSearch,
    setSort,
    setPage,
  });

  async function confirmDelete(user: User) {
    const deleted = await removeUser(user);
    // The row and its button are gone: the results take the focus instead of the page's body.
    if (deleted) setTimeout(() => results.current?.focus(), 0);
  }

  const emptyState = () =>
    filtered ? (
      <ListNoMatch
        title={t('users.list.noMatchTitle')}
        description={t('users.list.noMatchDescription')}
        onClear={clearFilters}
        clearLabel={t('users.list.clearFilters')}
      />
    ) : (
      <EmptyState
        icon={<Users size={40} aria-hidden />}
        title={t('users.list.emptyTitle')}
        description={t('users.list.emptyDescription')}
        titleLevel={2}
        action={
          canManage ? (
            <Button variant="secondary" onPress={() => navigate(paths.users.new)}>
              {t('users.list.new')}
            </Button>
          ) : undefined
        }
      />
    );

  return (
    <ListPage
      title={t('users.list.title')}
      intro={t('users.list.intro')}
      action={
        canManage ? (
          <Button variant="primary" onPress={() => navigate(paths.users.new)}>
            <UserPlus size={18} aria-hidden />
            {t('users.list.new')}
          </Button>
        ) : null
      }
      toolbar={
        <>
          <ListSearch
            {...wired.search}
            className={styles.search}
            label={t('users.list.search')}
            placeholder={t('users.list.searchPlaceholder')}
          />
          {/* The browser's select: the kit's Select would bring its popover and list box code to the first load. */}
          <NativeSelect
            className={styles.roleFilter}
            label={t('users.list.roleFilter')}
            options={[
              { id: ALL_ROLES, label: t('users.list.allRoles') },
              ...ROLES.map((role) => ({ id: role, label: t(`roles.${role}`) })),
            ]}
            selectedKey={list.role ?? ALL_ROLES}
            onSelectionChange={(key) => setRoleFilter(key === ALL_ROLES ? null : (key as Role))}
          />
        </>
      }
      resultsRef={results}
      dialogs={
        <DeleteUserDialog
          user={toDelete}
          onConfirm={() => confirmDelete(toDelete!)}
          onClose={() => setToDelete(null)}
        />
      }
    >
      {list.status === 'error' ? (
        <LoadErrorState
          title={t('users.list.errorTitle')}
          description={t('users.list.errorDescription')}
          retryLabel={t('common.retry')}
          onRetry={loadUsers}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('users.list.loading')} />
      ) : (
        <>
          <Table
            {...wired.table}
            aria-label={t('users.list.tableLabel')}
            onRowAction={(key: Key) => navigate(userPath(String(key)))}
            loadingLabel={t('users.list.loading')}
          >
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting>
                {t('users.columns.name')}
              </Column>
              <Column id="email" allowsSorting>
                {t('users.columns.email')}
              </Column>
              <Column id="role" allowsSorting>
                {t('users.columns.role')}
              </Column>
              <Column id="workspaces" align="end">
                {t('users.columns.workspaces')}
              </Column>
              <Column id="status">{t('users.columns.status')}</Column>
              <Column id="createdAt" allowsSorting>
                {t('users.columns.createdAt')}
              </Column>
              {canManage ? (
                <Column id="actions" align="end">
                  <span className={visuallyHidden}>{t('common.actions')}</span>
                </Column>
              ) : null}
            </TableHeader>
            <TableBody items={list.users as User[]} renderEmptyState={emptyState}>
              {(user) => (
                <Row id={user.id}>
                  <Cell>
                    <span className={styles.nameCell}>
                      <bdi>{user.name}</bdi>
                      {user.id === me?.id ? <Badge tone="primary">{t('users.list.you')}</Badge> : null}
                    </span>
                  </Cell>
                  <Cell>
                    <bdi>{user.email}</bdi>
                  </Cell>
                  <Cell>{t(`roles.${user.role}`)}</Cell>
                  <Cell>{formats.count.format(user.workspaceIds.length)}</Cell>
                  <Cell>
                    <Badge tone={user.active ? 'success' : 'neutral'}>
                      {user.active ? t('users.status.active') : t('users.status.inactive')}
                    </Badge>
                  </Cell>
                  <Cell>
                    <span className={styles.nowrap}>{formats.date.format(new Date(user.createdAt))}</span>
                  </Cell>
                  {canManage ? (
                    <Cell>
                      <span className={styles.actionCell}>
                        {canDelete(user) ? (
                          <IconButton
                            aria-label={t('users.list.delete', { name: user.name })}
                            icon={<Trash2 size={18} aria-hidden />}
                            onPress={() => setToDelete(user)}
                          />
                        ) : null}
                      </span>
                    </Cell>
                  ) : null}
                </Row>
              )}
            </TableBody>
          </Table>
          <ListPagination {...wired.pagination} label={t('users.list.pagination')} />
        </>
      )}
    </ListPage>
  );
}
