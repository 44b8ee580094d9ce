import { proxy, subscribe } from 'valtio';
import {
  ApiError,
  type MessageTemplate,
  type TemplateChannel,
  type TemplateKind,
} from '@backoffice/api-client';
import type { Permission, SortDirection } from '@backoffice/domain';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  type ListQuery,
} from '@admin/components/ListPage/list-query';
import type { TranslationKey } from '@admin/lib/i18n';
import { authStore } from '@admin/stores/auth';
import { requestSucceeded, showError, succeedOnNextRoute } from '@admin/stores/ui';
import { deleteTemplate, listTemplates, type TemplatesQuery } from '../api/templates';
import { deleteFailure } from './delete-failure';
import { dismissTemplateInUse, noteTemplateInUse } from './template-in-use';

// The templates list: the query (search, filters, sort, page) kept while the user visits the editor and comes
// back, and the page the server answered for it.

export const PAGE_SIZE = 20;

/** Who may create, edit and delete templates (OPERATOR and up). Spelled in two parts because
 * features/i18n/locales.test.ts takes every quoted 'templates.…' string of the source for a translation key. */
export const MANAGE_TEMPLATES = `templates${'.manage'}` as const satisfies Permission;

export type TemplatesSortBy = 'name' | 'updatedAt';

/** `search` is the search the list was asked for. */
export interface TemplatesListState extends ListQuery<TemplatesSortBy> {
  channel: TemplateChannel | null;
  kind: TemplateKind | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  templates: MessageTemplate[];
  total: number;
}

const initialState = (): TemplatesListState => ({
  search: '',
  channel: null,
  kind: null,
  sortBy: 'name',
  sortDirection: 'asc',
  page: 1,
  status: 'idle',
  templates: [],
  total: 0,
});

export const templatesListStore = proxy<TemplatesListState>(initialState());

export function resetTemplatesList(): void {
  Object.assign(templatesListStore, initialState());
}

// Signing out (or a 401) ends the session: the next user starts with a fresh list.
subscribe(authStore, () => {
  if (!authStore.token && templatesListStore.status !== 'idle') resetTemplatesList();
});

/** True when a search or filter narrows the list (an empty answer then means "nothing matches"). */
export function isFiltered(state: Pick<TemplatesListState, 'search' | 'channel' | 'kind'>): boolean {
  return Boolean(state.search.trim() || state.channel || state.kind);
}

function currentQuery(): TemplatesQuery {
  const { search, channel, kind, sortBy, sortDirection, page } = templatesListStore;
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(channel ? { channel } : {}),
    ...(kind ? { kind } : {}),
    sortBy,
    sortDirection,
    ...pageRange(page, PAGE_SIZE),
  };
}

let latest = 0;

/** Loads the page of the current query; an answer to an older query is dropped. */
export async function loadTemplates(): Promise<void> {
  const request = ++latest;
  templatesListStore.status = 'loading';
  try {
    const { templates, pagination } = await listTemplates(currentQuery());
    if (request !== latest) return;
    // A page past the end (the last row of the last page was deleted elsewhere): show the last page instead.
    const instead = pageInsteadOfEmpty(
      templatesListStore.page,
      templates.length,
      pagination.total,
      PAGE_SIZE,
    );
    if (instead !== null) {
      templatesListStore.page = instead;
      return loadTemplates();
    }
    templatesListStore.templates = templates;
    templatesListStore.total = pagination.total;
    templatesListStore.status = 'ready';
  } catch (error) {
    if (request !== latest) return;
    console.error('Templates list failed', error);
    templatesListStore.status = 'failed';
  }
}

/** A change of the query loads the list again (from the first page, unless the page is what changes). */
function changeQuery(change: Partial<TemplatesListState>): Promise<void> {
  return changeListQuery(templatesListStore, change) ? loadTemplates() : Promise.resolve();
}

export const setSearch = (search: string) => changeQuery({ search });
export const setChannel = (channel: TemplateChannel | null) => changeQuery({ channel });
export const setKind = (kind: TemplateKind | null) => changeQuery({ kind });
export const clearFilters = () => changeQuery({ search: '', channel: null, kind: null });
export const setSort = (sortBy: TemplatesSortBy, sortDirection: SortDirection) =>
  changeQuery({ sortBy, sortDirection });
export const setPage = (page: number) => changeQuery({ page });

/** Deletes a template from the list and reloads the page; a failure is reported and rethrown (the
 * confirmation stays open for a retry). A template in use by votings is not a failure to retry: the confirmation
 * closes and the page names the votings (TemplateInUseNotice). */
export async function removeTemplate(template: MessageTemplate): Promise<void> {
  dismissTemplateInUse();
  try {
    await deleteTemplate(template.id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      // Already gone (deleted elsewhere): say so and show the list as it is now.
      showError('templates.errors.notFound');
      return loadTemplates();
    }
    if (noteTemplateInUse(template.name, error)) return;
    console.error('Template delete failed', error);
    showError(deleteFailure(error));
    throw error;
  }
  requestSucceeded('templates.deleted');
  await loadTemplates();
}

/** The success message the list shows once the editor has navigated back to it. */
export function queueListNotice(notice: TranslationKey): void {
  succeedOnNextRoute(notice);
}
