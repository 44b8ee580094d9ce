import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useOpenAtOnce } from '@backoffice/app-common';
import {
  Badge,
  Button,
  Dialog,
  DialogTrigger,
  ListBox,
  ListBoxItem,
  Popover,
  SearchField,
  Select,
  SelectItem,
  IconButton,
  Text,
  Tooltip,
  TooltipTrigger,
} from '@backoffice/ui';
import {
  WORKSPACE_LIST_MAX_HEIGHT_PX,
  searchWorkspaces,
  sortWorkspaces,
  type SortKey,
} from '@backoffice/domain';
import type { WorkspaceListEntry } from '@backoffice/api-client';
import { useCurrentLocale, useT } from '@admin/lib/i18n';
import { sessionStore } from '@admin/stores/session';
import {
  resetSwitcher,
  setQuery,
  setSortKey,
  switchWorkspace,
  switcherStore,
  toggleSortDirection,
} from '../stores/switcher';
import * as styles from './WorkspaceSwitcher.css';
import { WorkspaceTriggerFace } from './workspace-trigger';

/** The switcher's dialog and its button, loaded when the button is first pressed (WorkspaceSwitcher.tsx). */
export default function WorkspaceSwitcherPopup({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const t = useT();
  const locale = useCurrentLocale();
  const { user, workspaces } = useSnapshot(sessionStore);
  const { query, sortKey, direction } = useSnapshot(switcherStore);
  const { triggerRef, isOpen, setOpen } = useOpenAtOnce(openAtOnce);

  const visible = useMemo(
    () => sortWorkspaces(searchWorkspaces(workspaces as WorkspaceListEntry[], query), sortKey, direction),
    [workspaces, query, sortKey, direction],
  );
  const dateFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  const currentName = user?.workspace?.name ?? t('workspaces.none');
  const sortOrderLabel = t(direction === 'desc' ? 'workspaces.descending' : 'workspaces.ascending');

  return (
    <DialogTrigger
      isOpen={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (!open) resetSwitcher();
      }}
    >
      <Button
        ref={triggerRef}
        variant="ghost"
        aria-label={t('workspaces.trigger', { name: currentName })}
        className={styles.trigger}
      >
        <WorkspaceTriggerFace name={currentName} />
      </Button>
      <Popover placement="bottom start" className={styles.popover}>
        <Dialog title={t('workspaces.title')}>
          {({ close }) => (
            <div className={styles.body}>
              <SearchField
                label={t('workspaces.search')}
                clearLabel={t('common.clearSearch')}
                value={query}
                onChange={setQuery}
              />
              <div className={styles.sortRow}>
                <Select
                  label={t('workspaces.sortBy')}
                  selectedKey={sortKey}
                  onSelectionChange={(key) => key !== null && setSortKey(key as SortKey)}
                  className={styles.sortSelect}
                >
                  <SelectItem id="name">{t('workspaces.sortName')}</SelectItem>
                  <SelectItem id="createdAt">{t('workspaces.sortCreatedAt')}</SelectItem>
                </Select>
                {/* Its name says the order the list is in now (not a pressed/unpressed toggle with a fixed name,
                    which read 'Ordem decrescente' in both orders); pressing it turns the order around. */}
                <TooltipTrigger>
                  <IconButton
                    variant="tonal"
                    aria-label={sortOrderLabel}
                    icon={
                      direction === 'desc' ? (
                        <ArrowDownWideNarrow size={18} aria-hidden />
                      ) : (
                        <ArrowUpNarrowWide size={18} aria-hidden />
                      )
                    }
                    onPress={toggleSortDirection}
                  />
                  <Tooltip>{sortOrderLabel}</Tooltip>
                </TooltipTrigger>
              </div>
              <ListBox
                aria-label={t('workspaces.list')}
                items={visible}
                maxHeight={WORKSPACE_LIST_MAX_HEIGHT_PX}
                onAction={(id) => {
                  // Close first: the loading overlay and any failure message must not sit behind a modal popover.
                  close();
                  void switchWorkspace(String(id));
                }}
                renderEmptyState={() => <Text tone="muted">{t('workspaces.empty')}</Text>}
              >
                {(workspace) => (
                  <ListBoxItem id={workspace.id} textValue={workspace.name}>
                    {/* Plain text, no label/description slots: the option's name is all it shows (label in name). */}
                    <span className={styles.row}>
                      <span className={styles.option}>
                        <span>{workspace.name}</span>
                        <Text elementType="span" size="sm" tone="muted">
                          {workspace.createdAt
                            ? t('workspaces.createdAt', {
                                date: dateFormat.format(new Date(workspace.createdAt)),
                              })
                            : t('workspaces.noCreatedAt')}
                        </Text>
                      </span>
                      {workspace.id === user?.currentWorkspaceId ? (
                        <Badge tone="primary">{t('workspaces.current')}</Badge>
                      ) : null}
                    </span>
                  </ListBoxItem>
                )}
              </ListBox>
            </div>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
