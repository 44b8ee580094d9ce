import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LightBreadcrumb, LightBreadcrumbs } from './LightBreadcrumbs';

const meta = {
  title: 'Components/LightBreadcrumbs',
  component: LightBreadcrumbs,
  args: { children: null },
  parameters: {
    docs: {
      description: {
        component: [
          'A mesma trilha de `Breadcrumbs`, sem as coleções do React Aria: para uma tela cujo primeiro carregamento não',
          'precisa de mais nada delas (o detalhe da votação). Só itens escritos diretamente (sem `onAction`).',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <LightBreadcrumbs {...args}>
      <LightBreadcrumb href="#inicio">Início</LightBreadcrumb>
      <LightBreadcrumb href="#empresas">Empresas</LightBreadcrumb>
      <LightBreadcrumb href="#empresas/acme">Acme Indústria Ltda.</LightBreadcrumb>
    </LightBreadcrumbs>
  ),
} satisfies Meta<typeof LightBreadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named navigation with links up the hierarchy; the last item is the page itself (aria-current), not a tab stop. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const companies = within(nav).getByRole('link', { name: 'Empresas' });
    await expect(companies).toHaveAttribute('href', '#empresas');
    await expect(companies).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByText('Acme Indústria Ltda.')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(companies).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByText('Acme Indústria Ltda.')).not.toHaveFocus();
  },
};
