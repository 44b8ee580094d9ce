import type { ReactNode } from 'react';
import { PortalLanguageSwitcher } from './PortalLanguageSwitcher';
import * as styles from './PortalLayout.css';

/** The portal's page: a slim bar with the language switcher, then the page's own content as the main landmark. */
export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <PortalLanguageSwitcher />
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
