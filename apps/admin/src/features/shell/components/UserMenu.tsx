import { LogOut } from 'lucide-react';
import { UserPanel } from '@backoffice/ui';
import type { Role } from '@backoffice/domain';
import { useT, type TranslationKey } from '@admin/lib/i18n';

const roleKeys: Record<Role, TranslationKey> = {
  OBSERVER: 'roles.OBSERVER',
  OPERATOR: 'roles.OPERATOR',
  MASTER: 'roles.MASTER',
  ADMIN: 'roles.ADMIN',
};

export interface UserMenuProps {
  name: string | null | undefined;
  role: Role | null | undefined;
  photoURL: string | null | undefined;
  onSignOut: () => void;
}

/** Photo or initial, name (default admin label when missing), role and the 'Sair' menu. */
export function UserMenu({ name, role, photoURL, onSignOut }: UserMenuProps) {
  const t = useT();
  return (
    <UserPanel
      name={name?.trim() || t('shell.user.defaultName')}
      roleLabel={role ? t(roleKeys[role]) : ''}
      photoURL={photoURL}
      menuLabel={t('shell.user.menu')}
      menuItems={[{ id: 'signOut', label: t('shell.user.signOut'), icon: <LogOut size={16} aria-hidden /> }]}
      onAction={(id) => {
        if (id === 'signOut') onSignOut();
      }}
    />
  );
}
