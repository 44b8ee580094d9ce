import { Menu } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { IconButton, useIsLargeScreen } from '@backoffice/ui';
import { useT } from '@admin/lib/i18n';
import { setTheme, themeStore } from '@admin/stores/theme';

/**
 * Below the large breakpoint it opens the navigation drawer; at or above it, where the sidebar is fixed, it switches
 * the navigation between expanded and collapsed (the rail of icons), which is the stored nav style.
 */
export function MenuButton({ isOpen, onToggle }: { isOpen: boolean; onToggle: () => void }) {
  const t = useT();
  const isLarge = useIsLargeScreen();
  const { navStyle } = useSnapshot(themeStore);
  if (isLarge) {
    const isCollapsed = navStyle === 'collapsed';
    return (
      <IconButton
        aria-label={t(isCollapsed ? 'shell.expandNav' : 'shell.collapseNav')}
        icon={<Menu size={22} aria-hidden />}
        onPress={() => setTheme({ navStyle: isCollapsed ? 'vertical' : 'collapsed' })}
      />
    );
  }
  return (
    <IconButton
      aria-label={t('shell.menuButton')}
      aria-expanded={isOpen}
      icon={<Menu size={22} aria-hidden />}
      onPress={onToggle}
    />
  );
}
