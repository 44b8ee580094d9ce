import type { NavNode } from '@backoffice/domain';
import { Badge, type UiNavNode } from '@backoffice/ui';
import type { Translate, TranslationKey } from '@admin/lib/i18n';
import { navIcon } from './nav-icons';

// The nav config holds translation keys (checked against pt-BR by the i18n test); here they become labels.
const label = (t: Translate, key: string) => t(key as TranslationKey);

/** Turns the (already filtered) typed nav config into the UI kit's nav tree, translated. */
export function toUiNav(nodes: readonly NavNode[], t: Translate): UiNavNode[] {
  return nodes.map((node): UiNavNode => {
    const caption = node.captionKey ? label(t, node.captionKey) : undefined;
    if (node.type === 'group') {
      return {
        type: 'group',
        id: node.id,
        label: label(t, node.titleKey),
        caption,
        children: toUiNav(node.children, t),
      };
    }
    const badge = node.badgeKey ? <Badge tone="primary">{label(t, node.badgeKey)}</Badge> : undefined;
    if (node.type === 'collapse') {
      return {
        type: 'collapse',
        id: node.id,
        label: label(t, node.titleKey),
        icon: navIcon(node.icon),
        caption,
        badge,
        children: toUiNav(node.children, t),
      };
    }
    return {
      type: 'item',
      id: node.id,
      label: label(t, node.titleKey),
      href: node.url,
      icon: navIcon(node.icon),
      caption,
      badge,
      external: node.external,
    };
  });
}
