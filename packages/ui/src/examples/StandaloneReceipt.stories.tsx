import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StandaloneReceipt, type ReceiptItem } from './StandaloneReceipt';

const items: ReceiptItem[] = [
  { description: 'Caneca de cerâmica esmaltada', quantity: 2, unitPrice: 6490 },
  { description: 'Jogo americano de linho', quantity: 1, unitPrice: 11900 },
  { description: 'Embalagem para presente', quantity: 1, unitPrice: 0 },
];

const meta = {
  title: 'Examples/Standalone product',
  component: StandaloneReceipt,
  parameters: {
    docs: {
      description: {
        component: [
          'Um produto que não é o back-office — o recibo de uma loja — montado só com a API pública do kit: o seu próprio `UiProvider`, a cor da marca por `brandVars` e os seus próprios textos. O mesmo arquivo é empacotado contra o `dist/` no teste de fumaça do pacote.',
          '',
          '- **Do** envolva o produto num `UiProvider` próprio (os estilos de cada componente vêm com ele) e passe a cor da marca com um texto de contraste 4,5:1 (uma para o claro, outra para o escuro).',
          "- **Don't** importe arquivos internos do kit nem espere textos prontos do kit além dos seus (paginação etc.): os textos do produto são do produto.",
        ].join('\n'),
      },
    },
  },
  args: {
    shopName: 'Ateliê Ipê',
    order: '4821',
    paidAt: '2025-03-12T15:30:00Z',
    items,
    onDownload: fn(),
    onSend: fn(),
  },
  // The product's provider follows the workbench's toolbar, so it is also checked dark and right-to-left.
  render: (args, { globals }) => (
    <StandaloneReceipt
      {...args}
      locale={globals.locale as string}
      mode={globals.mode === 'dark' ? 'dark' : 'light'}
      direction={globals.direction === 'rtl' || globals.direction === 'ltr' ? globals.direction : undefined}
    />
  ),
} satisfies Meta<typeof StandaloneReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recibo de pagamento' })).toBeVisible();
    await expect(canvas.getByText('Pago')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Baixar PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: open the e-mail form, meet the required error, send, and land back on the button. */
export const SendByEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Enviar por e-mail' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Baixar PDF' })).toHaveFocus();
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const email = await canvas.findByRole('textbox', { name: /E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(open).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{Enter}');
    await expect(email).toHaveAccessibleDescription('Informe um e-mail para enviar o recibo.');
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.type(email, 'cliente@example.com{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('cliente@example.com');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Recibo enviado para cliente@example.com.',
    );
    await waitFor(() => expect(open).toHaveFocus());
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Enviar por e-mail' });
    await userEvent.click(open);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(canvas.queryByRole('textbox', { name: /E-mail/ })).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
