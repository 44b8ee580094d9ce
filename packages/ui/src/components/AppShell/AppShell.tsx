import { useEffect, type ReactNode } from 'react';
import { Dialog as RACDialog, Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { useIsLargeScreen } from '../../hooks/useMediaQuery';
import { cx } from '../private/cx';
import * as styles from './AppShell.css';

export const shellLayouts = ['full', 'boxed'] as const;
export type ShellLayout = (typeof shellLayouts)[number];

export interface AppShellProps {
  topBar: ReactNode;
  sidebar: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  layout?: ShellLayout;
  /** Drawer state below the large breakpoint; ignored when the sidebar is fixed. */
  isDrawerOpen: boolean;
  onDrawerOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the drawer dialog, e.g. 'Menu de navegação'. */
  drawerLabel: string;
  className?: string;
}

/**
 * Top bar, sidebar and content. At or above the large breakpoint the sidebar is fixed beside the content;
 * below it the sidebar is a temporary drawer (modal: focus trapped, Esc or a click outside closes it).
 */
export function AppShell({
  topBar,
  sidebar,
  children,
  footer,
  layout = 'full',
  isDrawerOpen,
  onDrawerOpenChange,
  drawerLabel,
  className,
}: AppShellProps) {
  const isLarge = useIsLargeScreen();
  // A drawer left open when the window grows past the breakpoint must not pop up again when it shrinks.
  useEffect(() => {
    if (isLarge && isDrawerOpen) onDrawerOpenChange(false);
  }, [isLarge, isDrawerOpen, onDrawerOpenChange]);
  return (
    <div className={cx(styles.shell, className)} data-sidebar={isLarge ? 'fixed' : 'drawer'}>
      <div className={styles.topBarArea}>{topBar}</div>
      <div className={styles.body}>
        {isLarge ? (
          <div className={styles.fixedSidebar} data-testid="sidebar-fixed">
            {sidebar}
          </div>
        ) : (
          <ModalOverlay
            isOpen={isDrawerOpen}
            onOpenChange={onDrawerOpenChange}
            isDismissable
            className={styles.drawerOverlay}
          >
            <RACModal className={styles.drawer}>
              <RACDialog aria-label={drawerLabel} className={styles.drawerDialog}>
                {sidebar}
              </RACDialog>
            </RACModal>
          </ModalOverlay>
        )}
        <main className={styles.main}>
          <div className={styles.content[layout]}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </main>
      </div>
    </div>
  );
}
