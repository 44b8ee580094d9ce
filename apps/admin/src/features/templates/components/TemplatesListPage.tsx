import { useEffect, useMemo, useState } from 'react';
import { AlertTriangle, FileText, Plus, Trash2 } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { MessageTemplate, TemplateChannel, TemplateKind } from '@backoffice/api-client';
import { can } from '@backoffice/domain';
import {
  AlertDialog,
  Badge,
  Button,
  Cell,
  Column,
  EmptyState,
  IconButton,
  Radio,
  RadioGroup,
  Row,
  Table,
  TableBody,
  TableHeader,
  Text,
} from '@backoffice/ui';
import { LIST_TITLE_ID, ListPage } from '@admin/components/ListPage/ListPage';
import { listQueryProps, type ListQueryProps } from '@admin/components/ListPage/list-query-props';
import { ListNoMatch } from '@admin/components/ListNoMatch/ListNoMatch';
import { ListPagination } from '@admin/components/ListPagination/ListPagination';
import { ListSearch } from '@admin/components/ListSearch/ListSearch';
import { ListSkeleton } from '@admin/components/ListSkeleton/ListSkeleton';
import { LoadErrorState, visuallyHidden } from '@backoffice/app-common';
import { paths } from '@admin/config/paths';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import {
  MANAGE_TEMPLATES,
  PAGE_SIZE,
  clearFilters,
  isFiltered,
  loadTemplates,
  removeTemplate,
  setChannel,
  setKind,
  setPage,
  setSearch,
  setSort,
  templatesListStore,
} from '../stores/list';
import { dismissTemplateInUse } from '../stores/template-in-use';
import { token } from './issueMessages';
import { TemplateInUseNotice } from './TemplateInUseNotice';
import * as styles from './TemplatesListPage.css';

const ALL = 'all';

export const templatePath = (id: string) => paths.templates.edit.replace(':id', encodeURIComponent(id));

/** The message templates of the current workspace: search, filters, server-side sort and pages. */
export default function TemplatesListPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const role = useSnapshot(sessionStore).user?.role;
  const list = useSnapshot(templatesListStore);
  const canManage = can(role, MANAGE_TEMPLATES);
  // The template stays after the dialog closes, so its text does not change while the dialog fades out.
  const [toDelete, setToDelete] = useState<MessageTemplate | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void loadTemplates();
    return dismissTemplateInUse;
  }, []);

  // 'idle' too: the screen's first frame, before its load starts, shows the placeholders, not an empty table.
  const firstLoad = (list.status === 'idle' || list.status === 'loading') && list.templates.length === 0;
  const isEmpty = list.status === 'ready' && list.total === 0;
  const wired = listQueryProps({
    query: list,
    total: list.total,
    pageSize: PAGE_SIZE,
    isLoading: list.status === 'loading',
    setSearch,
    setSort,
    setPage,
  });

  return (
    <ListPage
      title={t('templates.list.title')}
      action={
        canManage ? (
          <Button onPress={() => navigate(paths.templates.new)}>
            <Plus size={18} aria-hidden />
            {t('templates.list.new')}
          </Button>
        ) : null
      }
      toolbar={<Filters search={wired.search} />}
      toolbarLabel={t('templates.list.filters')}
      toolbarGap="xl"
      notice={<TemplateInUseNotice />}
      dialogs={
        <AlertDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          tone="danger"
          title={t('templates.deleteDialog.title')}
          confirmLabel={t('common.delete')}
          onConfirm={() => (toDelete ? removeTemplate(toDelete) : undefined)}
        >
          {t('templates.deleteDialog.message', { name: toDelete?.name ?? '' })}
        </AlertDialog>
      }
    >
      {list.status === 'failed' ? (
        <LoadErrorState
          icon={<AlertTriangle size={40} aria-hidden />}
          title={t('templates.list.failedTitle')}
          description={t('templates.list.failedDescription')}
          retryLabel={t('common.retry')}
          onRetry={loadTemplates}
        />
      ) : firstLoad ? (
        <ListSkeleton label={t('templates.list.loading')} rows={5} />
      ) : isEmpty ? (
        <EmptyTemplates canManage={canManage} />
      ) : (
        <>
          <Table
            {...wired.table}
            aria-labelledby={LIST_TITLE_ID}
            onRowAction={(key) => navigate(templatePath(String(key)))}
            loadingLabel={t('templates.list.loading')}
          >
            <TableHeader>
              <Column id="name" isRowHeader allowsSorting>
                {t('templates.list.columns.name')}
              </Column>
              <Column id="channel">{t('templates.list.columns.channel')}</Column>
              <Column id="kind">{t('templates.list.columns.kind')}</Column>
              <Column id="placeholders">{t('templates.list.columns.placeholders')}</Column>
              <Column id="updatedAt" allowsSorting>
                {t('templates.list.columns.updatedAt')}
              </Column>
              {canManage ? (
                <Column id="actions" align="end" width="4rem">
                  <span className={visuallyHidden}>{t('common.actions')}</span>
                </Column>
              ) : null}
            </TableHeader>
            <TableBody items={list.templates as MessageTemplate[]}>
              {(template) => (
                <Row id={template.id}>
                  <Cell>{template.name}</Cell>
                  <Cell>{t(`templates.channels.${template.channel}`)}</Cell>
                  <Cell>{t(`templates.kinds.${template.kind}`)}</Cell>
                  <Cell>
                    <PlaceholderTokens names={template.placeholders} />
                  </Cell>
                  <Cell>
                    <UpdatedAt iso={template.updatedAt} />
                  </Cell>
                  {canManage ? (
                    <Cell>
                      <IconButton
                        aria-label={t('templates.list.delete', { name: template.name })}
                        icon={<Trash2 size={18} aria-hidden />}
                        onPress={() => {
                          setToDelete(template);
                          setConfirming(true);
                        }}
                      />
                    </Cell>
                  ) : null}
                </Row>
              )}
            </TableBody>
          </Table>
          <ListPagination {...wired.pagination} label={t('templates.list.pagination')} />
        </>
      )}
    </ListPage>
  );
}

/** Search (debounced) and the channel and kind filters, the toolbar's; each change goes back to the first page. */
function Filters({ search }: { search: ListQueryProps['search'] }) {
  const t = useT();
  const list = useSnapshot(templatesListStore);
  return (
    <>
      <ListSearch
        {...search}
        className={styles.search}
        label={t('templates.list.search')}
        placeholder={t('templates.list.searchPlaceholder')}
      />
      <RadioGroup
        label={t('templates.list.channel')}
        orientation="horizontal"
        value={list.channel ?? ALL}
        onChange={(value) => void setChannel(value === ALL ? null : (value as TemplateChannel))}
      >
        <Radio value={ALL}>{t('templates.list.allChannels')}</Radio>
        <Radio value="email">{t('templates.channels.email')}</Radio>
        <Radio value="whatsapp">{t('templates.channels.whatsapp')}</Radio>
      </RadioGroup>
      <RadioGroup
        label={t('templates.list.kind')}
        orientation="horizontal"
        value={list.kind ?? ALL}
        onChange={(value) => void setKind(value === ALL ? null : (value as TemplateKind))}
      >
        <Radio value={ALL}>{t('templates.list.allKinds')}</Radio>
        <Radio value="message">{t('templates.kinds.message')}</Radio>
        <Radio value="ballot">{t('templates.kinds.ballot')}</Radio>
      </RadioGroup>
    </>
  );
}

function EmptyTemplates({ canManage }: { canManage: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  const list = useSnapshot(templatesListStore);
  if (isFiltered(list)) {
    return (
      <ListNoMatch
        title={t('templates.list.noMatchTitle')}
        description={t('templates.list.noMatchDescription')}
        onClear={clearFilters}
      />
    );
  }
  return (
    <EmptyState
      icon={<FileText size={40} aria-hidden />}
      title={t('templates.list.emptyTitle')}
      description={t('templates.list.emptyDescription')}
      titleLevel={2}
      action={
        canManage ? (
          <Button onPress={() => navigate(paths.templates.new)}>{t('templates.list.new')}</Button>
        ) : undefined
      }
    />
  );
}

/** The placeholders a template uses, as small tags written the way the template writes them. */
export function PlaceholderTokens({ names }: { names: readonly string[] }) {
  const t = useT();
  if (names.length === 0) {
    return (
      <Text elementType="span" size="sm" tone="muted">
        {t('templates.list.noPlaceholders')}
      </Text>
    );
  }
  return (
    <ul className={styles.tokens}>
      {names.map((name) => (
        <li key={name}>
          <Badge>
            <bdi dir="ltr">{token(name)}</bdi>
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function UpdatedAt({ iso }: { iso: string }) {
  const locale = useCurrentLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }),
    [locale],
  );
  return <time dateTime={iso}>{format.format(new Date(iso))}</time>;
}
