import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { AppShell, Sidebar, TopBar } from '@backoffice/ui';
import { Logo } from '@admin/components/Logo';
import { useT } from '@admin/lib/i18n';
import { signOut } from '@admin/stores/auth';
import { sessionStore } from '@admin/stores/session';
import { themeStore } from '@admin/stores/theme';
import { setDrawerOpen, toggleDrawer, uiStore } from '@admin/stores/ui';
import { AppearanceMenu } from './AppearanceMenu';
import { HelpButton } from './HelpButton';
import { MenuButton } from './MenuButton';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';

export interface ShellLayoutProps {
  /** Composed by the app: the workspace switcher and the language switcher live in other features. */
  workspaceSwitcher: ReactNode;
  languageSwitcher: ReactNode;
  /** Off by default (spec: the footer is off unless a screen asks for it). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The signed-in frame: top bar, the role-filtered sidebar with the user panel, and the content. */
export function ShellLayout({ workspaceSwitcher, languageSwitcher, footer, children }: ShellLayoutProps) {
  const t = useT();
  const [path] = useLocation();
  const { user, company } = useSnapshot(sessionStore);
  const { drawerOpen } = useSnapshot(uiStore);
  const { layout, navStyle } = useSnapshot(themeStore);

  // Following a link closes the drawer.
  useEffect(() => setDrawerOpen(false), [path]);

  const topBar = (
    <TopBar
      start={
        <>
          <MenuButton isOpen={drawerOpen} onToggle={toggleDrawer} />
          <Logo label={t('app.name')} compact />
          {workspaceSwitcher}
        </>
      }
      end={
        <>
          {languageSwitcher}
          <AppearanceMenu />
          <HelpButton />
        </>
      }
    />
  );

  const sidebar = (
    <Sidebar
      header={
        <UserMenu
          name={user?.name}
          role={user?.role}
          photoURL={user?.photoURL}
          onSignOut={() => void signOut()}
        />
      }
    >
      <SidebarNav
        role={user?.role ?? null}
        features={{ communication: company?.communication ?? false, forms: company?.forms ?? false }}
        path={path}
      />
    </Sidebar>
  );

  return (
    <AppShell
      topBar={topBar}
      sidebar={sidebar}
      footer={footer}
      layout={layout}
      navStyle={navStyle}
      transitionKey={path}
      isDrawerOpen={drawerOpen}
      onDrawerOpenChange={setDrawerOpen}
      drawerLabel={t('shell.navLabel')}
    >
      {children}
    </AppShell>
  );
}
