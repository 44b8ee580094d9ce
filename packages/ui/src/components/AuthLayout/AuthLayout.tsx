import type { ReactNode } from 'react';
import { useUiTheme } from '../../provider/UiThemeContext';
import { surfaceThemeClass } from '../../theme/themeClasses';
import { cx } from '../private/cx';
import { Heading } from '../Typography/Typography';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** The page's h1, e.g. 'Entrar'. */
  title: ReactNode;
  logo?: ReactNode;
  children: ReactNode;
  /** Below the card, on the dark background (e.g. a language switcher). */
  footer?: ReactNode;
  className?: string;
}

/** Sign-in style page: full-page dark background, a centred card in the app's theme. */
export function AuthLayout({ title, logo, children, footer, className }: AuthLayoutProps) {
  const { mode } = useUiTheme();
  return (
    <main className={cx(surfaceThemeClass('dark', 'app'), styles.page, className)}>
      <div className={cx(surfaceThemeClass(mode, 'app'), styles.card)}>
        <div className={styles.header}>
          {logo}
          <Heading level={1} size="lg">
            {title}
          </Heading>
        </div>
        {children}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </main>
  );
}
