import { useEffect, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { hiddenInClosedRail } from '../private/shared.css';
import { IconButton } from '../IconButton/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import type { UserPanelMenuItem } from './UserPanel';

export interface UserPanelMenuProps {
  label: string;
  items: UserPanelMenuItem[];
  onAction: (id: string) => void;
}

/**
 * The user panel's menu button and menu, loaded when its stand-in is first pressed (UserPanel.tsx). It takes the focus
 * at once and opens on the next frame, so that the menu moves the focus in and gives it back to this button.
 */
export default function UserPanelMenu({ label, items, onAction }: UserPanelMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    trigger.current?.focus();
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <IconButton
        ref={trigger}
        className={hiddenInClosedRail}
        aria-label={label}
        icon={<ChevronDown size={18} aria-hidden />}
      />
      <Menu aria-label={label} items={items} onAction={(key) => onAction(String(key))}>
        {(item) => (
          <MenuItem id={item.id} icon={item.icon}>
            {item.label}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
