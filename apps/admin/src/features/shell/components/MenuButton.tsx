import { Menu } from 'lucide-react';
import { IconButton, useIsLargeScreen } from '@backoffice/ui';
import { useT } from '../../../lib/i18n';

/** Toggles the navigation drawer; only below the large breakpoint, where the sidebar is a drawer. */
export function MenuButton({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  const t = useT();
  const isLarge = useIsLargeScreen();
  if (isLarge) return null;
  return (
    <IconButton
      aria-label={t('shell.menuButton')}
      aria-expanded={isOpen}
      icon={<Menu size={22} aria-hidden />}
      onPress={onToggle}
    />
  );
}
