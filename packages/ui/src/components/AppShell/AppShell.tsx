import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useIsLargeScreen } from '../../hooks/useMediaQuery';
import { cx } from '../private/cx';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './AppShell.css';

const loadDrawer = () => import('./AppShellDrawer');
const AppShellDrawer = lazy(loadDrawer);

export const shellLayouts = ['full', 'boxed'] as const;
export type ShellLayout = (typeof shellLayouts)[number];
export const navStyles = ['vertical', 'collapsed'] as const;
export type NavStyle = (typeof navStyles)[number];

export interface AppShellProps {
  topBar: ReactNode;
  sidebar: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  layout?: ShellLayout;
  /**
   * 'collapsed': at the large breakpoint the fixed sidebar is a rail of icons that opens over the content while the
   * pointer or the keyboard focus is inside it. Below the breakpoint the drawer is the same in both styles.
   */
  navStyle?: NavStyle;
  /** Changes with the route: the content fades in (route transition, 300 ms; none with reduced motion). */
  transitionKey?: string;
  /** Drawer state below the large breakpoint; ignored when the sidebar is fixed. */
  isDrawerOpen: boolean;
  onDrawerOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the drawer dialog, e.g. 'Menu de navegação'. */
  drawerLabel: string;
  className?: string;
}

/**
 * Top bar, sidebar and content. At or above the large breakpoint the sidebar is fixed beside the content;
 * below it the sidebar is a temporary drawer (modal: focus trapped, Esc or a click outside closes it), whose code
 * loads only below the breakpoint.
 */
export function AppShell({
  topBar,
  sidebar,
  children,
  footer,
  layout = 'full',
  navStyle = 'vertical',
  transitionKey,
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
  // The drawer's code (the modal) loads as soon as the screen is small enough to need it, not on the first press.
  useEffect(() => {
    if (!isLarge) loadDrawer().catch(() => {}); // the lazy drawer's own import reports a failure when it renders
  }, [isLarge]);
  return (
    <div className={cx(styles.shell, className)} data-sidebar={isLarge ? 'fixed' : 'drawer'}>
      <div className={styles.topBarArea}>{topBar}</div>
      <div className={styles.body}>
        {isLarge && navStyle === 'collapsed' ? (
          <SidebarRail>{sidebar}</SidebarRail>
        ) : isLarge ? (
          <div className={styles.fixedSidebar} data-testid="sidebar-fixed">
            {sidebar}
          </div>
        ) : (
          <Suspense
            // Opened before its code is there: the scrim with a busy drawer, named as the drawer will be.
            fallback={
              isDrawerOpen ? (
                <div className={styles.drawerOverlay}>
                  <div className={cx(styles.drawer, styles.drawerBusy)}>
                    <Spinner aria-label={drawerLabel} />
                  </div>
                </div>
              ) : null
            }
          >
            <AppShellDrawer isOpen={isDrawerOpen} onOpenChange={onDrawerOpenChange} label={drawerLabel}>
              {sidebar}
            </AppShellDrawer>
          </Suspense>
        )}
        <main className={styles.main}>
          <div key={transitionKey} className={cx(styles.content[layout], styles.routeTransition)}>
            {children}
          </div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </main>
      </div>
    </div>
  );
}

/** The collapsed sidebar: a rail that opens over the content while hovered or while focus is inside it. */
function SidebarRail({ children }: { children: ReactNode }) {
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setFocus] = useState(false);
  const isOpen = isHovered || hasFocus;
  return (
    <div className={styles.rail} data-testid="sidebar-fixed">
      <div
        className={styles.railPanel}
        // Read by the sidebar's pieces (NavList, UserPanel) to hide their texts while only icons show.
        data-rail={isOpen ? 'open' : 'collapsed'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocus(false);
        }}
      >
        <div className={styles.railContent}>{children}</div>
      </div>
    </div>
  );
}
