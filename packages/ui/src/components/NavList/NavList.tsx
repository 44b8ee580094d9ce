import type { ReactNode } from 'react';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { Button as RACButton, Disclosure, DisclosurePanel, Link as RACLink } from 'react-aria-components';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { cx } from '../private/cx';
import { absentInClosedRail, hiddenInClosedRail, mirrorInRtl } from '../private/shared.css';
import { Badge } from '../Badge/Badge';
import * as styles from './NavList.css';

export type UiNavNode =
  | { type: 'group'; id: string; label: ReactNode; caption?: ReactNode; children: UiNavNode[] }
  | {
      type: 'collapse';
      id: string;
      label: ReactNode;
      icon?: ReactNode;
      caption?: ReactNode;
      badge?: ReactNode;
      children: UiNavNode[];
    }
  | {
      type: 'item';
      id: string;
      label: ReactNode;
      href: string;
      icon?: ReactNode;
      caption?: ReactNode;
      badge?: ReactNode;
      /** Opens in a new tab. */
      external?: boolean;
    };

export interface NavListProps {
  items: UiNavNode[];
  /** Id of the item whose href is the current page (gets aria-current="page"). */
  activeId: string | null;
  /** Ids of the collapses that are open. */
  expandedIds: string[];
  onExpandedChange: (ids: string[]) => void;
  'aria-label': string;
  className?: string;
}

interface NodesContext {
  activeId: string | null;
  expandedIds: string[];
  onToggle: (id: string, isExpanded: boolean) => void;
}

/** Navigation tree: groups (titled sections), collapses (disclosures) and items (links). */
export function NavList({
  items,
  activeId,
  expandedIds,
  onExpandedChange,
  'aria-label': ariaLabel,
  className,
}: NavListProps) {
  const context: NodesContext = {
    activeId,
    expandedIds,
    onToggle: (id, isExpanded) =>
      onExpandedChange(
        isExpanded
          ? [...expandedIds.filter((open) => open !== id), id]
          : expandedIds.filter((open) => open !== id),
      ),
  };
  return (
    <nav aria-label={ariaLabel} className={cx(styles.nav, className)}>
      <NavNodes nodes={items} depth={0} context={context} />
    </nav>
  );
}

function NavNodes({
  nodes,
  depth,
  context,
  labelledBy,
}: {
  nodes: UiNavNode[];
  depth: number;
  context: NodesContext;
  labelledBy?: string;
}) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {nodes.map((node) => (
        <NavNodeView key={node.id} node={node} depth={depth} context={context} />
      ))}
    </ul>
  );
}

function NavNodeView({ node, depth, context }: { node: UiNavNode; depth: number; context: NodesContext }) {
  const depthStyle = assignInlineVars({ [styles.depth]: String(depth) });
  if (node.type === 'group') {
    const labelId = `nav-group-${node.id}`;
    return (
      <li className={styles.group}>
        <div className={cx(styles.groupHeader, hiddenInClosedRail)}>
          <span id={labelId} className={styles.groupLabel}>
            {node.label}
          </span>
          {node.caption ? <span className={styles.caption}>{node.caption}</span> : null}
        </div>
        <NavNodes nodes={node.children} depth={depth} context={context} labelledBy={labelId} />
      </li>
    );
  }
  if (node.type === 'collapse') {
    const isExpanded = context.expandedIds.includes(node.id);
    const holdsActive = context.activeId !== null && containsId(node.children, context.activeId);
    return (
      <li>
        <Disclosure isExpanded={isExpanded} onExpandedChange={(open) => context.onToggle(node.id, open)}>
          <RACButton
            slot="trigger"
            className={cx(styles.entry, holdsActive && styles.containsActive)}
            style={depthStyle}
          >
            <EntryContent icon={node.icon} label={node.label} caption={node.caption} badge={node.badge} />
            <ChevronDown size={16} aria-hidden className={cx(styles.chevron, hiddenInClosedRail)} />
          </RACButton>
          <DisclosurePanel className={cx(styles.panel, absentInClosedRail)}>
            <NavNodes nodes={node.children} depth={depth + 1} context={context} />
          </DisclosurePanel>
        </Disclosure>
      </li>
    );
  }
  const isActive = node.id === context.activeId;
  return (
    <li>
      <RACLink
        href={node.href}
        aria-current={isActive ? 'page' : undefined}
        target={node.external ? '_blank' : undefined}
        rel={node.external ? 'noopener noreferrer' : undefined}
        className={styles.entry}
        style={depthStyle}
      >
        <EntryContent icon={node.icon} label={node.label} caption={node.caption} badge={node.badge} />
        {node.external ? (
          <ExternalLink
            size={14}
            aria-hidden
            className={cx(styles.externalIcon, mirrorInRtl, hiddenInClosedRail)}
          />
        ) : null}
      </RACLink>
    </li>
  );
}

function EntryContent({
  icon,
  label,
  caption,
  badge,
}: {
  icon?: ReactNode;
  label: ReactNode;
  caption?: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={cx(styles.text, hiddenInClosedRail)}>
        <span>{label}</span>
        {caption ? <span className={styles.caption}>{caption}</span> : null}
      </span>
      {badge ? (
        <span className={hiddenInClosedRail}>
          {typeof badge === 'string' ? <Badge tone="primary">{badge}</Badge> : badge}
        </span>
      ) : null}
    </>
  );
}

function containsId(nodes: UiNavNode[], id: string): boolean {
  return nodes.some((node) => node.id === id || (node.type !== 'item' && containsId(node.children, id)));
}
