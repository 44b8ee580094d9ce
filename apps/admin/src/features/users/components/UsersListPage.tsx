import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { AlertCircle, Trash2, UserPlus, Users } from 'lucide-react';
import type { User } from '@backoffice/api-client';
import {
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  Heading,
  IconButton,
  Pagination,
  Row,
  SearchField,
  Select,
  SelectItem,
  Skeleton,
  Table,
  TableBody,
  TableHeader,
  Text,
  type Key,
} from '@backoffice/ui';
import { ROLES, can, canManageRole, type Role } from '@backoffice/domain';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../lib/document-title';
import { useCurrentLocale, useT } from '../../../lib/i18n';
import { sessionStore } from '../../../stores/session';
import type { UserSortBy } from '../api/users';
import { removeUser } from '../stores/user-actions';
import {
  SEARCH_DEBOUNCE_MS,
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
const SKELETON_ROWS = 6;

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
  const [searchText, setSearchText] = useState(usersList.search);
  const [toDelete, setToDelete] = useState<User | null>(null);
  const results = useRef<HTMLDivElement>(null);
  useDocumentTitle(t('users.list.title'));

  useEffect(() => void ensureUsersLoaded(), []);
  // The search goes to the server once typing pauses.
  useEffect(() => {
    if (searchText === usersList.search) return;
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

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

  async function confirmDelete(user: User) {
    const deleted = await removeUser(user);
    // The row and its button are gone: the results take the focus instead of the page's body.
    if (deleted) setTimeout(() => results.current?.focus(), 0);
  }

  function resetFilters() {
    setSearchText('');
    clearFilters();
  }

  const emptyState = () =>
    filtered ? (
      <EmptyState
        icon={<Users size={40} aria-hidden />}
        title={t('users.list.noMatchTitle')}
        description={t('users.list.noMatchDescription')}
        titleLevel={2}
        action={
          <Button variant="secondary" onPress={resetFilters}>
            {t('users.list.clearFilters')}
          </Button>
        }
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
    <section aria-labelledby="users-title" className={styles.page}>
      <header className={styles.header}>
        <div className={styles.titles}>
          <Heading level={1} size="xl" id="users-title">
            {t('users.list.title')}
          </Heading>
          <Text tone="muted">{t('users.list.intro')}</Text>
        </div>
        {canManage ? (
          <Button variant="primary" onPress={() => navigate(paths.users.new)}>
            <UserPlus size={18} aria-hidden />
            {t('users.list.new')}
          </Button>
        ) : null}
      </header>

      <div className={styles.toolbar}>
        <SearchField
          className={styles.search}
          label={t('users.list.search')}
          placeholder={t('users.list.searchPlaceholder')}
          clearLabel={t('users.list.clearSearch')}
          value={searchText}
          onChange={setSearchText}
          onSubmit={(text) => setSearch(text)}
          onClear={() => setSearch('')}
        />
        <Select
          className={styles.roleFilter}
          label={t('users.list.roleFilter')}
          selectedKey={list.role ?? ALL_ROLES}
          onSelectionChange={(key) =>
            key !== null && setRoleFilter(key === ALL_ROLES ? null : (String(key) as Role))
          }
        >
          <SelectItem id={ALL_ROLES}>{t('users.list.allRoles')}</SelectItem>
          {ROLES.map((role) => (
            <SelectItem key={role} id={role}>
              {t(`roles.${role}`)}
            </SelectItem>
          ))}
        </Select>
      </div>

      <div ref={results} tabIndex={-1} className={styles.results}>
        {list.status === 'error' ? (
          <div role="alert">
            <EmptyState
              icon={<AlertCircle size={40} aria-hidden />}
              title={t('users.list.errorTitle')}
              description={t('users.list.errorDescription')}
              titleLevel={2}
              action={
                <Button variant="secondary" onPress={() => void loadUsers()}>
                  {t('users.list.retry')}
                </Button>
              }
            />
          </div>
        ) : firstLoad ? (
          <div className={styles.skeleton} aria-busy="true">
            <span role="status" className={styles.visuallyHidden}>
              {t('users.list.loading')}
            </span>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <Skeleton key={index} shape="rect" height="2.75rem" />
            ))}
          </div>
        ) : (
          <>
            <Table
              aria-label={t('users.list.tableLabel')}
              sortDescriptor={{
                column: list.sortBy,
                direction: list.sortDirection === 'asc' ? 'ascending' : 'descending',
              }}
              onSortChange={({ column, direction }) =>
                setSort(String(column) as UserSortBy, direction === 'descending' ? 'desc' : 'asc')
              }
              onRowAction={(key: Key) => navigate(userPath(String(key)))}
              isLoading={list.status === 'loading'}
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
                    <span className={styles.visuallyHidden}>{t('users.columns.actions')}</span>
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
            {list.total > 0 ? (
              <Pagination
                aria-label={t('users.list.pagination')}
                page={list.page}
                pageSize={USERS_PAGE_SIZE}
                totalItems={list.total}
                onPageChange={setPage}
                isDisabled={list.status === 'loading'}
              />
            ) : null}
          </>
        )}
      </div>

      <DeleteUserDialog
        user={toDelete}
        onConfirm={() => confirmDelete(toDelete!)}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
