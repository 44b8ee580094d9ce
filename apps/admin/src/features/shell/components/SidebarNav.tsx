import { NavList } from '@backoffice/ui';
import type { NavFeature, Role } from '@backoffice/domain';
import { assistantNavConfig, navConfig } from '@admin/config/nav';
import { useT } from '@admin/lib/i18n';
import { useNavTree } from './useNavTree';

export interface SidebarNavProps {
  role: Role | null;
  features: Partial<Record<NavFeature, boolean>>;
  path: string;
}

/** The areas allowed for the role (and the company's flags), then the AI-labelled assistant section. */
export function SidebarNav({ role, features, path }: SidebarNavProps) {
  const t = useT();
  const areas = useNavTree(navConfig, role, features, path);
  const assistant = useNavTree(assistantNavConfig, role, features, path);
  return (
    <>
      <NavList aria-label={t('shell.navLabel')} {...areas} />
      {assistant.items.length > 0 ? (
        <NavList aria-label={t('nav.assistant.sectionLabel')} {...assistant} />
      ) : null}
    </>
  );
}
