import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import {
  LightTab as Tab,
  LightTabList as TabList,
  LightTabPanel as TabPanel,
  LightTabs as Tabs,
  type LightTabsProps as TabsProps,
} from './LightTabs';

function Orders(props: Partial<TabsProps>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Pedidos">
        <Tab id="pending" count={1234}>
          Pendentes
        </Tab>
        <Tab id="approved">Aprovados</Tab>
        <Tab id="archived" isDisabled>
          Arquivados
        </Tab>
      </TabList>
      <TabPanel id="pending">Aguardando</TabPanel>
      <TabPanel id="approved">Aprovados no mês</TabPanel>
      <TabPanel id="archived">Antigos</TabPanel>
    </Tabs>
  );
}

// The same behaviour as Tabs.test.tsx, for the light tabs (no React Aria collections).
describe('LightTabs', () => {
  it('shows the first tab panel and switches panels on click', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(<Orders onSelectionChange={onSelectionChange} />);
    expect(screen.getByRole('tablist', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Aguardando');
    await user.click(screen.getByRole('tab', { name: 'Aprovados' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('approved');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Aprovados no mês');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Aprovados');
  });

  it('reads the count in the tab name, formatted for the locale', () => {
    renderWithUi(<Orders />);
    expect(screen.getByRole('tab', { name: 'Pendentes (1.234)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('formats the count for English too', () => {
    renderWithUi(<Orders />, { locale: 'en' });
    expect(screen.getByRole('tab', { name: 'Pendentes (1,234)' })).toBeInTheDocument();
  });

  it('moves with the arrows and Home/End, skipping disabled tabs', async () => {
    const user = userEvent.setup();
    renderWithUi(<Orders />);
    await user.tab();
    expect(screen.getByRole('tab', { name: /Pendentes/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Aprovados' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    // Wraps past the disabled last tab to the first one.
    expect(screen.getByRole('tab', { name: /Pendentes/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Aprovados' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: /Pendentes/ })).toHaveFocus();
  });

  it('flips the arrows right-to-left', async () => {
    const user = userEvent.setup();
    renderWithUi(<Orders />, { locale: 'ar' });
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Aprovados' })).toHaveFocus();
  });

  it('keeps a controlled selection until the parent changes it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    renderWithUi(<Orders selectedKey="approved" onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('tab', { name: /Pendentes/ }));
    expect(onSelectionChange).toHaveBeenCalledWith('pending');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Aprovados no mês');
  });

  it('does not select a disabled tab', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSelectionChange = vi.fn();
    renderWithUi(<Orders onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('tab', { name: 'Arquivados' }));
    expect(onSelectionChange).not.toHaveBeenCalledWith('archived');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Aguardando');
  });

  it('with manual activation, the arrows move focus and Enter selects', async () => {
    const user = userEvent.setup();
    renderWithUi(<Orders keyboardActivation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Aprovados' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Pendentes/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Aprovados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Aprovados no mês');
  });

  it('ties each tab to its panel and keeps one tab in the Tab order', () => {
    renderWithUi(<Orders />);
    const selected = screen.getByRole('tab', { name: /Pendentes/ });
    const panel = screen.getByRole('tabpanel');
    expect(selected).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', selected.id);
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Aprovados' })).toHaveAttribute('tabindex', '-1');
  });
});
