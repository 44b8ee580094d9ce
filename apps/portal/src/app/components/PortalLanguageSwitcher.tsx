import { lazy, Suspense, useState } from 'react';
import { Button } from '@backoffice/ui';
import { useLanguageTrigger } from './language-trigger';
import * as styles from './PortalLayout.css';

const loadMenu = () => import('./PortalLanguageMenu');
const PortalLanguageMenu = lazy(loadMenu);

/**
 * The portal's language picker: the kit's menu button, as in the operator app. The first screen shows a stand-in of
 * the same look and name; reaching for it (pointer, focus) fetches the menu's code, pressing it opens the menu.
 */
export function PortalLanguageSwitcher() {
  const [wanted, setWanted] = useState(false);
  const { ariaLabel, content } = useLanguageTrigger();
  const standIn = (
    <Button
      variant="ghost"
      aria-label={ariaLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      className={styles.languageButton}
      onPress={() => setWanted(true)}
    >
      {content}
    </Button>
  );
  if (!wanted) {
    return (
      <span
        className={styles.languageSlot}
        onPointerEnter={() => void loadMenu()}
        onFocus={() => void loadMenu()}
      >
        {standIn}
      </span>
    );
  }
  return (
    <span className={styles.languageSlot}>
      <Suspense fallback={standIn}>
        <PortalLanguageMenu openAtOnce />
      </Suspense>
    </span>
  );
}
