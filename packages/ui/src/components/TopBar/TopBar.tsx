import type { ReactNode } from 'react';
import { useUiTheme } from '../../provider/UiThemeContext';
import { surfaceThemeClass } from '../../theme/themeClasses';
import { cx } from '../private/cx';
import * as styles from './TopBar.css';

export interface TopBarProps {
  /** Logo, menu button, workspace switcher…: the part that gives way on a narrow screen. */
  start?: ReactNode;
  /** Language switcher, help button…: always shown whole. */
  end?: ReactNode;
  className?: string;
}

export function TopBar({ start, end, className }: TopBarProps) {
  const { mode } = useUiTheme();
  return (
    <header className={cx(surfaceThemeClass(mode, 'topBar'), styles.topBar, className)}>
      <div className={styles.startSlot}>{start}</div>
      <div className={styles.endSlot}>{end}</div>
    </header>
  );
}
