import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../private/cx';
import { hiddenInClosedRail, ownDirectionText } from '../private/shared.css';
import { Avatar } from '../Avatar/Avatar';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import * as styles from './UserPanel.css';

export interface UserPanelMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
}

export interface UserPanelProps {
  name: string;
  roleLabel: string;
  photoURL?: string | null;
  /** Accessible name of the menu button and the menu, e.g. 'Menu do usuário'. */
  menuLabel: string;
  menuItems: UserPanelMenuItem[];
  onAction: (id: string) => void;
  className?: string;
}

/** Photo (or initial), name and role of the signed-in user, with a menu (e.g. 'Sair'). */
export function UserPanel({
  name,
  roleLabel,
  photoURL,
  menuLabel,
  menuItems,
  onAction,
  className,
}: UserPanelProps) {
  return (
    <div className={cx(styles.panel, className)}>
      <Avatar src={photoURL} name={name} isDecorative />
      <div className={cx(styles.text, hiddenInClosedRail)}>
        {/* A person's name keeps its own direction (a Latin name in an Arabic page is cut at its end, not its start). */}
        <span className={cx(styles.name, ownDirectionText)} dir="auto">
          {name}
        </span>
        <span className={styles.role}>{roleLabel}</span>
      </div>
      <MenuTrigger>
        <IconButton
          className={hiddenInClosedRail}
          aria-label={menuLabel}
          icon={<ChevronDown size={18} aria-hidden />}
        />
        <Menu aria-label={menuLabel} items={menuItems} onAction={(key) => onAction(String(key))}>
          {(item) => (
            <MenuItem id={item.id} icon={item.icon}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
    </div>
  );
}
