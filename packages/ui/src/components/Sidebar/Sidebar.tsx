import type { ReactNode } from 'react';
import { useUiTheme } from '../../provider/UiThemeContext';
import { surfaceThemeClass } from '../../theme/themeClasses';
import { cx } from '../private/cx';
import * as styles from './Sidebar.css';

export interface SidebarProps {
  /** Top of the sidebar, e.g. the UserPanel. */
  header?: ReactNode;
  /** Scrollable middle, e.g. the NavList. */
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** The sidebar surface; in semi-dark mode it takes the dark theme inside a light app. */
export function Sidebar({ header, children, footer, className }: SidebarProps) {
  const { mode } = useUiTheme();
  return (
    <div className={cx(surfaceThemeClass(mode, 'sidebar'), styles.sidebar, className)}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <div className={styles.scroll}>{children}</div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
