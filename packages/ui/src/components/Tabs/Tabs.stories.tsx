import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), children: null },
  parameters: {
    docs: {
      description: {
        component: [
          'Abas horizontais para alternar entre seções de uma mesma página. Setas movem entre as abas, Home/End vão às pontas.',
          '',
          '- **Do**: dê um `aria-label` à `TabList` e um `id` igual a cada `Tab` e `TabPanel`.',
          '- **Do**: use `count` para números (pendências); o leitor de tela ouve “Pendentes (12)”.',
          '- **Don’t**: use abas para navegar entre páginas diferentes nem para passos de um formulário.',
          '- **Don’t**: ponha mais de 6 abas; em telas estreitas elas rolam para o lado.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Pedidos">
        <Tab id="pending" count={12}>
          Pendentes
        </Tab>
        <Tab id="approved" count={253}>
          Aprovados
        </Tab>
        <Tab id="archived">Arquivados</Tab>
      </TabList>
      <TabPanel id="pending">Pedidos aguardando aprovação.</TabPanel>
      <TabPanel id="approved">Pedidos aprovados neste mês.</TabPanel>
      <TabPanel id="archived">Pedidos arquivados.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** RAC selects the first tab in an effect: wait for it before pressing keys. */
async function firstTabSelected(canvasElement: HTMLElement) {
  const first = within(canvasElement).getAllByRole('tab')[0]!;
  await waitFor(() => expect(first).toHaveAttribute('tabindex', '0'));
  return first;
}

/** Arrow key that moves to the next tab in the reading direction. */
function nextKey() {
  return document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await firstTabSelected(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Pendentes (12)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pedidos aguardando aprovação.');
    await userEvent.click(canvas.getByRole('tab', { name: /Arquivados/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('archived');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pedidos arquivados.');
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [pending, approved, archived] = canvas.getAllByRole('tab');
    await firstTabSelected(canvasElement);
    await userEvent.tab();
    await expect(pending).toHaveFocus();
    await userEvent.keyboard(nextKey());
    await expect(approved).toHaveFocus();
    await expect(approved).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard('{End}');
    await expect(archived).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pedidos arquivados.');
    await userEvent.keyboard('{Home}');
    await expect(pending).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args} disabledKeys={['archived']}>
      <TabList aria-label="Pedidos">
        <Tab id="pending">Pendentes</Tab>
        <Tab id="approved">Aprovados</Tab>
        <Tab id="archived">Arquivados</Tab>
      </TabList>
      <TabPanel id="pending">Pedidos aguardando aprovação.</TabPanel>
      <TabPanel id="approved">Pedidos aprovados neste mês.</TabPanel>
      <TabPanel id="archived">Pedidos arquivados.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Arquivados' })).toHaveAttribute('aria-disabled', 'true');
    await firstTabSelected(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    // End skips the disabled tab.
    await expect(canvas.getByRole('tab', { name: 'Aprovados' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const tab of canvas.getAllByRole('tab')) await expect(tab).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: /Aprovados/ }), { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('approved');
  },
};

const months = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto'];

/** On a phone the tabs scroll sideways inside their list; the page itself never scrolls sideways. */
export const OverflowOnPhone: Story = {
  parameters: { testViewport: { width: 360, height: 640 } },
  render: (args) => (
    <Tabs {...args} defaultSelectedKey="Janeiro">
      <TabList aria-label="Meses">
        {months.map((month) => (
          <Tab key={month} id={month} count={month.length}>
            {month}
          </Tab>
        ))}
      </TabList>
      {months.map((month) => (
        <TabPanel key={month} id={month}>
          Fechamento de {month.toLowerCase()}.
        </TabPanel>
      ))}
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Meses' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await firstTabSelected(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: /Agosto/ });
    await expect(last).toHaveFocus();
    // The focused tab is scrolled into view inside the list.
    await waitFor(() => {
      const listBox = list.getBoundingClientRect();
      const lastBox = last.getBoundingClientRect();
      expect(lastBox.left).toBeGreaterThanOrEqual(listBox.left - 1);
      expect(lastBox.right).toBeLessThanOrEqual(listBox.right + 1);
    });
  },
};
