import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PinField, type PinFieldProps } from './PinField';

const meta = {
  title: 'Components/PinField',
  component: PinField,
  args: {
    label: 'Código de verificação',
    description: 'Enviamos o código por SMS.',
    onChange: fn(),
    onComplete: fn(),
    onInvalidInput: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          'Código numérico (uso único ou PIN) desenhado em casas. Por baixo é **um** campo só (`inputMode="numeric"`, `autoComplete="one-time-code"`), então leitores de tela e preenchimento automático veem um campo. Só aceita dígitos: outra tecla ou colagem com não dígitos é recusada e chama `onInvalidInput`.',
          '',
          '- **Do**: mostre a sua mensagem quando `onInvalidInput` for chamado (`isInvalid` + `errorMessage`, ex.: "Somente números são permitidos").',
          '- **Do**: use `onComplete` para enviar o código sem pedir outro clique.',
          "- **Don't**: use para números com formato (CPF, telefone): veja `TaxIdField`.",
          "- **Don't**: quebre o código em vários campos: colar e o preenchimento por SMS deixam de funcionar.",
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof PinField>;

export default meta;
type Story = StoryObj<typeof meta>;

const codeInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Código de verificação' });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = codeInput(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('482913');
    await expect(input).toHaveValue('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
  },
};

/** Keyboard only: Tab in, type, Backspace to correct, finish the code. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = codeInput(canvasElement);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12345');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('123');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.keyboard('999');
    await expect(args.onComplete).toHaveBeenCalledWith('123999');
  },
};

export const PasteWholeCode: Story = {
  play: async ({ canvasElement, args }) => {
    const input = codeInput(canvasElement);
    await userEvent.click(input);
    await userEvent.paste('739105');
    await expect(input).toHaveValue('739105');
    await expect(args.onComplete).toHaveBeenCalledWith('739105');
  },
};

/** The product shows its own message when a non-digit is refused. */
function WithOwnMessage(props: PinFieldProps) {
  const [hasBadInput, setBadInput] = useState(false);
  return (
    <PinField
      {...props}
      isInvalid={hasBadInput}
      errorMessage="Somente números são permitidos"
      onChange={(code) => {
        setBadInput(false);
        props.onChange?.(code);
      }}
      onInvalidInput={() => {
        setBadInput(true);
        props.onInvalidInput?.();
      }}
    />
  );
}

export const RefusesNonDigits: Story = {
  render: (args) => <WithOwnMessage {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = codeInput(canvasElement);
    await userEvent.click(input);
    await userEvent.keyboard('12a');
    await expect(input).toHaveValue('12');
    await expect(args.onInvalidInput).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Somente números são permitidos')).toBeInTheDocument();
    await userEvent.paste('34-56');
    await expect(input).toHaveValue('12');
    await expect(args.onInvalidInput).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('3');
    await expect(canvas.queryByText('Somente números são permitidos')).toBeNull();
  },
};

export const Invalid: Story = {
  args: { defaultValue: '000000', isInvalid: true, errorMessage: 'Código incorreto ou expirado' },
  play: async ({ canvasElement }) => {
    const input = codeInput(canvasElement);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Código incorreto ou expirado/);
  },
};

export const FourDigitPin: Story = {
  args: { label: 'PIN', description: undefined, length: 4, isMasked: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('PIN');
    await userEvent.click(input);
    await userEvent.keyboard('2468');
    await expect(args.onComplete).toHaveBeenCalledWith('2468');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1234' },
  play: async ({ canvasElement }) => {
    await expect(codeInput(canvasElement)).toBeDisabled();
  },
};
