import { useMemo, useState } from 'react';
import { filterNav, navState, type NavFeature, type NavNode, type Role } from '@backoffice/domain';
import type { UiNavNode } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { toUiNav } from './to-ui-nav';

export interface NavTree {
  items: UiNavNode[];
  activeId: string | null;
  expandedIds: string[];
  onExpandedChange: (ids: string[]) => void;
}

/**
 * One nav tree for the user's role and the company's flags: the active entry follows the path, and the collapses
 * above it open on their own (the user can still close or open any collapse by hand).
 */
export function useNavTree(
  config: readonly NavNode[],
  role: Role | null,
  features: Partial<Record<NavFeature, boolean>>,
  path: string,
): NavTree {
  const t = useT();
  const { communication, forms } = features;
  const visible = useMemo(
    () => filterNav(config, { role, features: { communication, forms } }),
    [config, role, communication, forms],
  );
  const { activeId, openIds } = useMemo(() => navState(visible, path), [visible, path]);
  const [opened, setOpened] = useState({ path, ids: openIds });
  let expandedIds = opened.ids;
  if (opened.path !== path) {
    // On a new path, open the collapses leading to it without closing the ones the user opened (React's
    // "adjust state while rendering" pattern: no effect, no extra paint with the old state).
    expandedIds = [...opened.ids, ...openIds.filter((id) => !opened.ids.includes(id))];
    setOpened({ path, ids: expandedIds });
  }
  const onExpandedChange = (ids: string[]) => setOpened({ path, ids });
  const items = useMemo(() => toUiNav(visible, t), [visible, t]);
  return { items, activeId, expandedIds, onExpandedChange };
}
