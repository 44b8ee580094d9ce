import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

const trail = [
  { id: 'home', label: 'Início', href: '#inicio' },
  { id: 'companies', label: 'Empresas', href: '#empresas' },
  { id: 'acme', label: 'Acme Indústria Ltda.', href: '#empresas/acme' },
];

const meta = {
  title: 'Components/Breadcrumbs',
  component: Breadcrumbs,
  args: { onAction: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'Trilha de navegação: mostra onde a página atual está na hierarquia. O último item é a própria página (`aria-current="page"`).',
          '',
          '- **Do**: comece pela raiz da área e termine na página atual.',
          '- **Do**: use os mesmos nomes dos títulos das páginas.',
          '- **Don’t**: use como substituto do menu principal nem em páginas de primeiro nível.',
          '- **Don’t**: ponha a trilha em mais de um lugar da mesma página.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <Breadcrumbs {...args}>
      {trail.map((crumb) => (
        <Breadcrumb key={crumb.id} id={crumb.id} href={crumb.href}>
          {crumb.label}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
    const current = within(nav).getByText('Acme Indústria Ltda.');
    await expect(current).toHaveAttribute('aria-current', 'page');
    const companies = within(nav).getByRole('link', { name: 'Empresas' });
    await expect(companies).toHaveAttribute('href', '#empresas');
    await expect(companies).not.toHaveAttribute('aria-current');
    await userEvent.click(companies);
    await expect(args.onAction).toHaveBeenCalledWith('companies');
    // A name keeps its own reading order on a page of the other direction: the full stop of 'Acme Indústria Ltda.'
    // stays at its end (on an Arabic page it jumped to its start: '.Acme Indústria Ltda').
    const text = current.firstChild as Text;
    const range = document.createRange();
    const leftOf = (start: number) => {
      range.setStart(text, start);
      range.setEnd(text, start + 1);
      return range.getBoundingClientRect().left;
    };
    await expect(leftOf(text.data.length - 1)).toBeGreaterThan(leftOf(0));
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Início' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Empresas' })).toHaveFocus();
    // The current page is not a stop: it is where the user already is.
    await userEvent.tab();
    await expect(canvas.getByText('Acme Indústria Ltda.')).not.toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const home = canvas.getByRole('link', { name: 'Início' });
    await expect(home).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(home, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

const deepTrail = [
  'Início',
  'Financeiro',
  'Contas a receber',
  'Clientes corporativos',
  'Acme Indústria e Comércio de Equipamentos Ltda.',
  'Fatura 2026-000123',
];

/** A deep trail wraps on a phone instead of widening the page. */
export const LongOnPhone: Story = {
  parameters: { testViewport: { width: 360, height: 640 } },
  render: (args) => (
    <Breadcrumbs {...args}>
      {deepTrail.map((label, index) => (
        <Breadcrumb key={label} id={label} href={`#nivel-${index}`}>
          {label}
        </Breadcrumb>
      ))}
    </Breadcrumbs>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Fatura 2026-000123')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
