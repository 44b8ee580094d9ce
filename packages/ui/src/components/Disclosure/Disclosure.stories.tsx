import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup } from './Disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    title: 'Dados de faturamento',
    headingLevel: 3,
    onExpandedChange: fn(),
    children: 'CNPJ 12.345.678/0001-90 · Rua das Flores, 100 · São Paulo/SP',
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Seção que abre e fecha sob o seu título (um botão dentro de um cabeçalho). Em `DisclosureGroup` vira um acordeão.',
          '',
          '- **Do**: ajuste `headingLevel` ao nível dos títulos da página (padrão 3).',
          '- **Do**: use `allowsMultipleExpanded` quando o usuário precisa comparar seções abertas.',
          '- **Don’t**: esconda numa seção fechada um campo obrigatório ou um erro de validação.',
          '- **Don’t**: ponha botões ou links dentro do título: o título inteiro já é o botão.',
        ].join('\n'),
      },
    },
  },
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <Disclosure {...args} />
    </div>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Dados de faturamento' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(trigger);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByText(/CNPJ/)).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Dados de faturamento' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText(/CNPJ/)).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Dados de faturamento' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

const sections = [
  { id: 'billing', title: 'Dados de faturamento', body: 'CNPJ, endereço e e-mail para notas fiscais.' },
  { id: 'users', title: 'Usuários e permissões', body: 'Quem pode aprovar pedidos e emitir relatórios.' },
  { id: 'integrations', title: 'Integrações', body: 'Chaves de API e webhooks configurados.' },
];

/** An accordion: opening one section closes the other. */
export const Group: Story = {
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <DisclosureGroup defaultExpandedKeys={['billing']}>
        {sections.map((section) => (
          <Disclosure key={section.id} id={section.id} title={section.title} headingLevel={args.headingLevel}>
            {section.body}
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = canvas.getByRole('button', { name: 'Dados de faturamento' });
    const users = canvas.getByRole('button', { name: 'Usuários e permissões' });
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(users);
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    await expect(billing).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Keyboard only: Tab moves between titles, Enter and Space open and close. */
export const KeyboardMultipleExpanded: Story = {
  render: (args) => (
    <div style={{ maxWidth: 560 }}>
      <DisclosureGroup allowsMultipleExpanded>
        {sections.map((section) => (
          <Disclosure key={section.id} id={section.id} title={section.title} headingLevel={args.headingLevel}>
            {section.body}
          </Disclosure>
        ))}
      </DisclosureGroup>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const billing = canvas.getByRole('button', { name: 'Dados de faturamento' });
    const users = canvas.getByRole('button', { name: 'Usuários e permissões' });
    await userEvent.tab();
    await expect(billing).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(users).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(users).toHaveAttribute('aria-expanded', 'true');
    // Both stay open.
    await expect(billing).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(users).toHaveAttribute('aria-expanded', 'false');
  },
};
