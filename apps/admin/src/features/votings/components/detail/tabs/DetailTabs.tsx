import { Suspense, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { Voting } from '@backoffice/api-client';
// The light tabs: React Aria's Tabs would bring its collections (≈13 KB) that nothing else of this first load needs.
import {
  LightTab as Tab,
  LightTabList as TabList,
  LightTabPanel as TabPanel,
  LightTabs as Tabs,
  type Key,
} from '@backoffice/ui';
import { BusyPlaceholder } from '@admin/components/BusyPlaceholder/BusyPlaceholder';
import { useT } from '@admin/lib/i18n';
import { lazyNamed } from '@admin/lib/lazy-named';
import { VotersTab } from './VotersTab';

// The voters' tabs (the first one opens by default) are part of the page; each other tab's code loads when it is
// opened.
const RepresentedTab = lazyNamed(() => import('./RepresentedTab'), 'RepresentedTab');
const DocumentsTab = lazyNamed(() => import('./DocumentsTab'), 'DocumentsTab');
const DispatchesTab = lazyNamed(() => import('./DispatchesTab'), 'DispatchesTab');
const AuditTab = lazyNamed(() => import('./AuditTab'), 'AuditTab');

/** A tab whose code loads when opened: an announced, busy placeholder until it is there. */
function LazyTab({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<BusyPlaceholder label={t('votings.detail.tabs.loading')} heights={['12rem']} />}>
      {children}
    </Suspense>
  );
}

export const DETAIL_TABS = [
  'completed',
  'pending',
  'voided',
  'represented',
  'documents',
  'dispatches',
  'audit',
] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

const isDetailTab = (value: string | null): value is DetailTab =>
  (DETAIL_TABS as readonly (string | null)[]).includes(value);

/** The tab named by `?tab=` (the first one when absent or unknown), so a reload or a shared link keeps it. */
export function useTabFromUrl(): [DetailTab, (tab: DetailTab) => void] {
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const asked = params.get('tab');
  const tab = isDetailTab(asked) ? asked : DETAIL_TABS[0];
  const select = (next: DetailTab) => {
    if (next === tab) return;
    params.set('tab', next);
    navigate(`${location}?${params.toString()}`, { replace: true });
  };
  return [tab, select];
}

export interface DetailTabsProps {
  voting: Voting;
  canRun: boolean;
}

/** The voters by participation, the represented votes, the documents, the sends and the audit trail. */
export function DetailTabs({ voting, canRun }: DetailTabsProps) {
  const t = useT();
  const [tab, select] = useTabFromUrl();
  const { counts } = voting;
  return (
    <Tabs selectedKey={tab} onSelectionChange={(key: Key) => select(String(key) as DetailTab)}>
      <TabList aria-label={t('votings.detail.tabs.label')}>
        <Tab id="completed" count={counts.completed}>
          {t('votings.detail.tabs.completed')}
        </Tab>
        <Tab id="pending" count={counts.pending}>
          {t('votings.detail.tabs.pending')}
        </Tab>
        <Tab id="voided" count={counts.voided}>
          {t('votings.detail.tabs.voided')}
        </Tab>
        <Tab id="represented">{t('votings.detail.tabs.represented')}</Tab>
        <Tab id="documents" count={voting.documents.length}>
          {t('votings.detail.tabs.documents')}
        </Tab>
        <Tab id="dispatches">{t('votings.detail.tabs.dispatches')}</Tab>
        <Tab id="audit">{t('votings.detail.tabs.audit')}</Tab>
      </TabList>
      {(['completed', 'pending', 'voided'] as const).map((participation) => (
        <TabPanel key={participation} id={participation}>
          <VotersTab key={participation} participation={participation} voting={voting} canRun={canRun} />
        </TabPanel>
      ))}
      <TabPanel id="represented">
        <LazyTab>
          <RepresentedTab />
        </LazyTab>
      </TabPanel>
      <TabPanel id="documents">
        <LazyTab>
          <DocumentsTab voting={voting} canRun={canRun} />
        </LazyTab>
      </TabPanel>
      <TabPanel id="dispatches">
        <LazyTab>
          <DispatchesTab />
        </LazyTab>
      </TabPanel>
      <TabPanel id="audit">
        <LazyTab>
          <AuditTab />
        </LazyTab>
      </TabPanel>
    </Tabs>
  );
}
