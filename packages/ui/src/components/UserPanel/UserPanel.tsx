import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '../private/cx';
import { hiddenInClosedRail, ownDirectionText } from '../private/shared.css';
import { Avatar } from '../Avatar/Avatar';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './UserPanel.css';

// The menu's code (menu, popover, collections) is its own chunk, off the first screen of every signed-in page: the
// panel draws a plain button of the same face and name; pointing at it or focusing it fetches the menu, pressing it
// swaps in the real menu button, which takes the focus and opens.
const loadMenu = () => import('./UserPanelMenu');
const UserPanelMenu = lazy(loadMenu);

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
  const [wanted, setWanted] = useState(false);
  const preloadOn = useCallback((button: HTMLButtonElement | null) => {
    if (!button) return;
    const preload = () => void loadMenu().catch(() => {}); // the lazy menu's own import reports a failure
    button.addEventListener('pointerenter', preload);
    button.addEventListener('focus', preload);
    return () => {
      button.removeEventListener('pointerenter', preload);
      button.removeEventListener('focus', preload);
    };
  }, []);
  const standIn = (
    <IconButton
      ref={preloadOn}
      className={hiddenInClosedRail}
      aria-label={menuLabel}
      aria-haspopup
      aria-expanded={false}
      icon={<ChevronDown size={18} aria-hidden />}
      onPress={() => setWanted(true)}
    />
  );
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
      {wanted ? (
        <Suspense fallback={standIn}>
          <UserPanelMenu label={menuLabel} items={menuItems} onAction={onAction} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}
