// The typed navigation config model (spec §2 "Shell layout" and §6): every entry declares the roles that may see
// it, communication and forms entries depend on company feature flags, and the active entry is the item whose
// url equals the current path — or, on a page the nav has no entry of its own for (a voting, a template), the item
// of its section, which names that page's routes (`activeFor`).
import { hasRole, type Role } from './roles.ts';

export type NavFeature = 'communication' | 'forms';

export type NavItem = {
  type: 'item';
  id: string;
  titleKey: string;
  url: string;
  roles: readonly Role[];
  feature?: NavFeature;
  icon?: string;
  badgeKey?: string;
  captionKey?: string;
  /** Opens outside the app (a new tab); never the active entry. */
  external?: boolean;
  /**
   * Routes of the section's pages that have no entry of their own (e.g. '/votings/:id'): the item is active on them
   * too. A ':name' segment matches one whole, non-empty segment. An item whose url equals the path wins.
   */
  activeFor?: readonly string[];
};

export type NavCollapse = {
  type: 'collapse';
  id: string;
  titleKey: string;
  roles: readonly Role[];
  feature?: NavFeature;
  icon?: string;
  captionKey?: string;
  badgeKey?: string;
  children: readonly (NavItem | NavCollapse)[];
};

export type NavGroup = {
  type: 'group';
  id: string;
  titleKey: string;
  roles: readonly Role[];
  feature?: NavFeature;
  captionKey?: string;
  children: readonly (NavItem | NavCollapse)[];
};

export type NavNode = NavGroup | NavCollapse | NavItem;

export type NavContext = { role: Role | null; features: Partial<Record<NavFeature, boolean>> };

function isVisible(node: NavNode, ctx: NavContext): boolean {
  if (!hasRole(ctx.role, node.roles)) return false;
  return node.feature === undefined || ctx.features[node.feature] === true;
}

function filterChildren(
  children: readonly (NavItem | NavCollapse)[],
  ctx: NavContext,
): (NavItem | NavCollapse)[] {
  return filterNav(children, ctx) as (NavItem | NavCollapse)[];
}

/** The entries the user may see: drops those whose roles exclude the user's role or whose feature is off (a
 * feature missing from `features` counts as off), then drops groups and collapses left without children.
 * Returns new container objects; the config is never mutated. */
export function filterNav(nodes: readonly NavNode[], ctx: NavContext): NavNode[] {
  const visible: NavNode[] = [];
  for (const node of nodes) {
    if (!isVisible(node, ctx)) continue;
    if (node.type === 'item') {
      visible.push(node);
      continue;
    }
    const children = filterChildren(node.children, ctx);
    if (children.length > 0) visible.push({ ...node, children });
  }
  return visible;
}

/** The path part of a url or location: no query, no hash, no trailing slash (the root stays '/'). */
export function normalizeNavPath(path: string): string {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Whether a path (already normalized) is one of a route pattern's: same segments, ':name' standing for any one. */
function matchesRoute(pattern: string, path: string): boolean {
  const wanted = normalizeNavPath(pattern).split('/');
  const segments = path.split('/');
  return (
    wanted.length === segments.length &&
    wanted.every((part, index) => (part.startsWith(':') ? segments[index] !== '' : part === segments[index]))
  );
}

export type NavState = { activeId: string | null; openIds: string[] };

/** The active item and the ids of every collapse above it, outermost first (groups are always open, so they are not
 * listed). The active item is the one whose url equals the current path (ignoring query and trailing slash), else the
 * one with an `activeFor` route the path matches; in each pass the first in config order wins. */
export function navState(nodes: readonly NavNode[], currentPath: string): NavState {
  const path = normalizeNavPath(currentPath);
  const search = (
    list: readonly NavNode[],
    collapses: string[],
    isActive: (item: NavItem) => boolean,
  ): NavState | null => {
    for (const node of list) {
      if (node.type === 'item') {
        if (!node.external && isActive(node)) return { activeId: node.id, openIds: collapses };
        continue;
      }
      const inside = node.type === 'collapse' ? [...collapses, node.id] : collapses;
      const found = search(node.children, inside, isActive);
      if (found) return found;
    }
    return null;
  };
  return (
    search(nodes, [], (item) => normalizeNavPath(item.url) === path) ??
    search(nodes, [], (item) => (item.activeFor ?? []).some((pattern) => matchesRoute(pattern, path))) ?? {
      activeId: null,
      openIds: [],
    }
  );
}
