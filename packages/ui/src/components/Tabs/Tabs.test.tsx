import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

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

describe('Tabs', () => {
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
});
