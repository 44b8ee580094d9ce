import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LightTab, LightTabList, LightTabPanel, LightTabs } from './LightTabs';

const meta = {
  title: 'Components/LightTabs',
  component: LightTabs,
  args: { onSelectionChange: fn(), children: null },
  parameters: {
    docs: {
      description: {
        component: [
          'As mesmas abas de `Tabs`, sem as coleções do React Aria: para uma tela cujo primeiro carregamento não precisa',
          'de mais nada delas (o detalhe da votação). Só abas escritas diretamente (sem `items` nem `href`).',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <LightTabs {...args}>
      <LightTabList aria-label="Pedidos">
        <LightTab id="pending" count={12}>
          Pendentes
        </LightTab>
        <LightTab id="approved" count={253}>
          Aprovados
        </LightTab>
        <LightTab id="archived">Arquivados</LightTab>
      </LightTabList>
      <LightTabPanel id="pending">Pedidos aguardando aprovação.</LightTabPanel>
      <LightTabPanel id="approved">Pedidos aprovados neste mês.</LightTabPanel>
      <LightTabPanel id="archived">Pedidos arquivados.</LightTabPanel>
    </LightTabs>
  ),
} satisfies Meta<typeof LightTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The arrows move and select in the reading direction (mirrored right to left); Home/End go to the ends. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = document.documentElement.dir === 'rtl' ? '{ArrowLeft}' : '{ArrowRight}';
    const first = canvas.getByRole('tab', { name: 'Pendentes (12)' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pedidos aguardando aprovação.');
    first.focus();
    await userEvent.keyboard(next);
    const approved = canvas.getByRole('tab', { name: 'Aprovados (253)' });
    await expect(approved).toHaveFocus();
    await expect(approved).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('approved');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Arquivados' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Pedidos arquivados.');
  },
};
