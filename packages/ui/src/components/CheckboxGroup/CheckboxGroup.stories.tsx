import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup, checkboxGroupOrientations } from './CheckboxGroup';

const meta = {
  title: 'Components/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Canais de aviso',
    onChange: fn(),
    children: (
      <>
        <Checkbox value="email">E-mail</Checkbox>
        <Checkbox value="sms">SMS</Checkbox>
        <Checkbox value="whatsapp">WhatsApp</Checkbox>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: checkboxGroupOrientations } },
  parameters: {
    docs: {
      description: {
        component: [
          'Várias opções independentes que respondem a uma mesma pergunta; o valor é a lista dos `value` marcados.',
          '',
          '- **Do**: dê um `label` que diga a pergunta e um `value` a cada `Checkbox`.',
          '- **Do**: mostre o erro no grupo (`errorMessage`), não em cada opção.',
          "- **Don't**: use quando só uma opção pode ser escolhida: isso é `RadioGroup`.",
          "- **Don't**: use `horizontal` com rótulos longos ou mais de quatro opções.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: ['email'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Canais de aviso' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
  },
};

/** Keyboard only: Tab moves between options, Space toggles. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'WhatsApp' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'whatsapp']);
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('checkbox', { name: 'SMS' })).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['sms'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  },
};

export const WithDescription: Story = {
  args: { description: 'Você pode mudar isso depois no seu perfil.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Você pode mudar isso depois no seu perfil.',
    );
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Escolha ao menos um canal' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription(
      'Escolha ao menos um canal',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['email', 'sms'] },
  play: async ({ canvasElement }) => {
    for (const checkbox of within(canvasElement).getAllByRole('checkbox')) {
      await expect(checkbox).toBeDisabled();
    }
  },
};
