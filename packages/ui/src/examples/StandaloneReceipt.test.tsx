import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { colorVars } from '../theme/vars.css';
import { cssVarName } from '../foundations/tokenValues';
import { StandaloneReceipt, receiptTexts, type StandaloneReceiptProps } from './StandaloneReceipt';

const props: StandaloneReceiptProps = {
  shopName: 'Ateliê Ipê',
  order: '4821',
  paidAt: '2025-03-12T15:30:00Z',
  items: [
    { description: 'Caneca', quantity: 2, unitPrice: 6490 },
    { description: 'Jogo americano', quantity: 1, unitPrice: 11900 },
  ],
};

/** The element that carries the inline brand variables. */
function brandedElement(container: HTMLElement) {
  const element = container.querySelector<HTMLElement>(`[style*="${cssVarName(colorVars.primary)}"]`);
  if (!element) throw new Error('no element carries the brand colour');
  return element;
}

describe('StandaloneReceipt', () => {
  it('brings its own provider, texts and totals', () => {
    const { container } = render(<StandaloneReceipt {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recibo de pagamento' })).toBeInTheDocument();
    expect(screen.getByText('Pedido nº 4821 · 12 de março de 2025')).toBeInTheDocument();
    expect(screen.getByText('2 × Caneca')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total').textContent?.replace(/\s/g, ' ')).toBe('R$ 248,80');
    expect(container.querySelector('[lang="pt-BR"][dir="ltr"]')).not.toBeNull();
  });

  it('wears the shop brand, a lighter one in dark mode', () => {
    const { container, unmount } = render(<StandaloneReceipt {...props} />);
    const name = cssVarName(colorVars.primary);
    expect(brandedElement(container).style.getPropertyValue(name)).toBe('#0f766e');
    unmount();
    const dark = render(<StandaloneReceipt {...props} mode="dark" />);
    expect(brandedElement(dark.container).style.getPropertyValue(name)).toBe('#5eead4');
  });

  it('formats for its locale and direction, and takes other texts', () => {
    const { container } = render(
      <StandaloneReceipt
        {...props}
        locale="en"
        currency="USD"
        direction="rtl"
        texts={{
          ...receiptTexts,
          title: 'Payment receipt',
          orderLabel: (order, date) => `Order ${order}, ${date}`,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Payment receipt' })).toBeInTheDocument();
    expect(screen.getByText('Order 4821, March 12, 2025')).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total')).toHaveTextContent('$248.80');
    expect(container.querySelector('[lang="en"][dir="rtl"]')).not.toBeNull();
  });

  it('sends the receipt by e-mail after asking for the address', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<StandaloneReceipt {...props} onSend={onSend} />);
    const open = screen.getByRole('button', { name: 'Enviar por e-mail' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const email = screen.getByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(email).toHaveAccessibleDescription('Informe um e-mail para enviar o recibo.');

    await user.type(email, '  cliente@example.com ');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenCalledWith('cliente@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Recibo enviado para cliente@example.com.');
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    await waitFor(() => expect(open).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('cancelling closes the form without sending and returns focus', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<StandaloneReceipt {...props} onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'x@example.com');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onSend).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar por e-mail' })).toHaveFocus());
  });

  it('downloads on request', async () => {
    const onDownload = vi.fn();
    render(<StandaloneReceipt {...props} onDownload={onDownload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Baixar PDF' }));
    expect(onDownload).toHaveBeenCalledTimes(1);
  });
});
