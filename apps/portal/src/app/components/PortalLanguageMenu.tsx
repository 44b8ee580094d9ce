import { useEffect, useRef, useState } from 'react';
import { LanguageMenu } from '@backoffice/app-common';
import { setPortalLocale } from '../stores/locale';
import { useLanguageTrigger } from './language-trigger';
import * as styles from './PortalLayout.css';

/**
 * The language menu (app-common's, the operator app's too): the seven languages, each in its own name; the choice is
 * kept, and Arabic turns the page right-to-left. Its own chunk, loaded when the voter reaches for the button: the
 * menu and popover code would otherwise weigh on the portal's first screen. It replaces the stand-in button in place,
 * takes the focus (so closing the menu gives it back here) and opens when asked to.
 */
export default function PortalLanguageMenu({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const { locale, label } = useLanguageTrigger();
  const trigger = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!openAtOnce) return;
    // Focus first, open on the next frame: the menu then hands the focus back to this button when it closes.
    trigger.current?.focus();
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openAtOnce]);
  return (
    <LanguageMenu
      locale={locale}
      label={label}
      onChange={setPortalLocale}
      isOpen={isOpen}
      onOpenChange={setOpen}
      buttonRef={trigger}
      buttonClassName={styles.languageButton}
      codeClassName={styles.languageCode}
    />
  );
}
