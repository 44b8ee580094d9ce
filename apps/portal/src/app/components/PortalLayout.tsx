import type { ReactNode } from 'react';
import { HeaderSlotOutlet, HeaderSlotProvider } from '../../components/HeaderSlot/HeaderSlot';
import { PortalLanguageSwitcher } from './PortalLanguageSwitcher';
import * as styles from './PortalLayout.css';

/**
 * The portal's page: a bar with what the page puts there (the voter's link: the company's logo and name) and the
 * language picker, then the page's own content as the main landmark.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  return (
    <HeaderSlotProvider>
      <div className={styles.page}>
        <header className={styles.bar}>
          <div className={styles.barContent}>
            <HeaderSlotOutlet className={styles.barStart} />
            <PortalLanguageSwitcher />
          </div>
        </header>
        <main className={styles.main}>{children}</main>
      </div>
    </HeaderSlotProvider>
  );
}
