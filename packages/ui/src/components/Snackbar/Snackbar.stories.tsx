import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Snackbar, snackbarTones, type SnackbarProps } from './Snackbar';

const meta = {
  title: 'Components/Snackbar',
  parameters: {
    docs: {
      description: {
        component: [
          'Mensagem breve depois de uma ação (status; erro como alerta); some após `autoHideMs` e pausa com foco ou mouse.',
          '',
          '- **Do** diga o que aconteceu (“Usuário criado”) e use `autoHideMs={null}` para erros que precisam ser lidos.',
          "- **Don't** ponha nele ações essenciais nem empilhe várias mensagens de uma vez.",
        ].join('\n'),
      },
    },
  },
  component: Snackbar,
  args: { message: 'Usuário criado', tone: 'success', closeLabel: 'Fechar', onClose: fn(), autoHideMs: null },
  argTypes: { tone: { control: 'inline-radio', options: snackbarTones } },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Usuário criado');
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    message: 'Ops, estamos com algum problema. Por favor, entre em contato com o suporte',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Ops, estamos com algum problema',
    );
  },
};

export const Warning: Story = {
  args: { tone: 'warning', message: 'Sessão prestes a expirar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sessão prestes a expirar');
  },
};

function AutoHideDemo(props: SnackbarProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Salvar</Button>
      <Snackbar
        {...props}
        isOpen={isOpen}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

/** Hides by itself (shortened to 600 ms here; 3 s by default). */
export const AutoHide: Story = {
  args: { autoHideMs: 600, tone: 'info', message: 'Código enviado para o e-mail' },
  render: (args) => <AutoHideDemo {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Código enviado para o e-mail');
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
