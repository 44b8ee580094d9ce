import { useState } from 'react';
import { Building2, HelpCircle, Languages, LogOut, Menu as MenuIcon } from 'lucide-react';
import { AppShell, type NavStyle, type ShellLayout } from '../components/AppShell/AppShell';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { IconButton } from '../components/IconButton/IconButton';
import { NavList } from '../components/NavList/NavList';
import { Sidebar } from '../components/Sidebar/Sidebar';
import { TopBar } from '../components/TopBar/TopBar';
import { Tooltip, TooltipTrigger } from '../components/Tooltip/Tooltip';
import { Heading, Text } from '../components/Typography/Typography';
import { UserPanel } from '../components/UserPanel/UserPanel';
import { useIsLargeScreen } from '../hooks/useMediaQuery';
import { navFixture } from './navFixture';

/** The admin shell composed from the kit, for the workbench only (the app builds its own). */
export function ShellDemo({
  layout,
  navStyle = 'vertical',
  footer,
}: {
  layout: ShellLayout;
  navStyle?: NavStyle;
  footer?: string;
}) {
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [expandedIds, setExpandedIds] = useState(['users']);
  const isLarge = useIsLargeScreen();
  const sidebar = (
    <Sidebar
      header={
        <UserPanel
          name="Ana Administradora"
          roleLabel="Administrador"
          menuLabel="Menu do usuário"
          menuItems={[{ id: 'signout', label: 'Sair', icon: <LogOut size={16} aria-hidden /> }]}
          onAction={() => {}}
        />
      }
    >
      <NavList
        items={navFixture}
        activeId="users-list"
        expandedIds={expandedIds}
        onExpandedChange={setExpandedIds}
        aria-label="Navegação principal"
      />
    </Sidebar>
  );
  return (
    <AppShell
      layout={layout}
      navStyle={navStyle}
      isDrawerOpen={isDrawerOpen}
      onDrawerOpenChange={setDrawerOpen}
      drawerLabel="Menu de navegação"
      footer={footer}
      topBar={
        <TopBar
          start={
            <>
              {isLarge ? null : (
                <IconButton
                  aria-label="Abrir menu"
                  icon={<MenuIcon size={20} aria-hidden />}
                  onPress={() => setDrawerOpen(true)}
                />
              )}
              <Building2 size={28} aria-hidden />
              <strong>Backoffice</strong>
              <Button variant="ghost" size="sm">
                São Paulo Fundos Imobiliários
              </Button>
            </>
          }
          end={
            <>
              <IconButton aria-label="Idioma" icon={<Languages size={20} aria-hidden />} />
              <TooltipTrigger>
                <IconButton aria-label="Ajuda" icon={<HelpCircle size={20} aria-hidden />} />
                <Tooltip>Área do Conhecimento - Centro de Ajuda</Tooltip>
              </TooltipTrigger>
            </>
          }
        />
      }
      sidebar={sidebar}
    >
      <Card title="Todos os usuários" titleLevel={1}>
        <Text tone="muted">Conteúdo da página.</Text>
      </Card>
      <div style={{ height: 24 }} />
      <Card>
        <Heading level={2} size="md">
          Outra seção
        </Heading>
        <Text>Texto de exemplo para ver o fundo, as margens e a largura do conteúdo.</Text>
      </Card>
    </AppShell>
  );
}
