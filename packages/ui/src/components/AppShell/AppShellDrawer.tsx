import type { ReactNode } from 'react';
import { Dialog as RACDialog, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import * as styles from './AppShell.css';

export interface AppShellDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the drawer dialog. */
  label: string;
  children: ReactNode;
}

/**
 * The sidebar as a temporary drawer below the large breakpoint (modal: focus trapped, Esc or a click outside closes
 * it). A module of its own, loaded by AppShell only where the drawer can show: the modal's code stays off the first
 * screen of a large one.
 */
export default function AppShellDrawer({ isOpen, onOpenChange, label, children }: AppShellDrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.drawerOverlay}>
      <RACModal className={styles.drawer}>
        <RACDialog aria-label={label} className={styles.drawerDialog}>
          {children}
        </RACDialog>
      </RACModal>
    </ModalOverlay>
  );
}
