import { useEffect, useRef, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger } from '@backoffice/ui';
import { SUPPORTED_LOCALES, isSupportedLocale } from '@backoffice/domain';
import { localeNames } from '@backoffice/app-common';
import { setPortalLocale } from '../stores/locale';
import { useLanguageTrigger } from './language-trigger';
import * as styles from './PortalLayout.css';

/**
 * The kit's language menu (the operator app's pattern): the seven languages, each in its own name; the choice is kept,
 * and Arabic turns the page right-to-left. Its own chunk, loaded when the voter reaches for the button: the menu and
 * popover code would otherwise weigh on the portal's first screen. It replaces the stand-in button in place, takes
 * the focus (so closing the menu gives it back here) and opens when asked to.
 */
export default function PortalLanguageMenu({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const { locale, label, ariaLabel, content } = useLanguageTrigger();
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
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button ref={trigger} variant="ghost" aria-label={ariaLabel} className={styles.languageButton}>
        {content}
      </Button>
      <Menu
        aria-label={label}
        selectionMode="single"
        selectedKeys={[locale]}
        onAction={(key) => {
          if (isSupportedLocale(key)) void setPortalLocale(key);
        }}
      >
        {SUPPORTED_LOCALES.map((option) => (
          <MenuItem key={option} id={option} textValue={localeNames[option]}>
            <span lang={option}>{localeNames[option]}</span>
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
