// The standalone example bundled against the built package (see bundleAgainstDist.ts) renders, works and is styled by
// the CSS the package ships: nothing depends on vanilla-extract at the consumer's side. Only types and plain data
// (palette values, a string helper) come from the sources here.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cssVarName } from '../../foundations/tokenValues';
import { darkColors, lightColors } from '../../theme/palette';
import type { vars as sourceVars } from '../../theme/vars.css';
import type { StandaloneReceiptProps } from '../StandaloneReceipt';
import { bundleDir } from './bundleAgainstDist';

const bundlePath = resolve(bundleDir, 'receipt.js');
const bundle = readFileSync(bundlePath, 'utf8');
const css = readFileSync(resolve(bundleDir, 'receipt.css'), 'utf8');
let StandaloneReceipt: ComponentType<StandaloneReceiptProps>;
let kit: { vars: typeof sourceVars };

beforeAll(async () => {
  const bundled = (await import(/* @vite-ignore */ pathToFileURL(bundlePath).href)) as {
    StandaloneReceipt: ComponentType<StandaloneReceiptProps>;
    vars: typeof sourceVars;
  };
  StandaloneReceipt = bundled.StandaloneReceipt;
  kit = { vars: bundled.vars };
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
});

const props: StandaloneReceiptProps = {
  shopName: 'Ateliê Ipê',
  order: '4821',
  paidAt: '2025-03-12T15:30:00Z',
  items: [{ description: 'Caneca', quantity: 2, unitPrice: 6490 }],
};

describe('the kit as another product consumes it (built dist, no vanilla-extract)', () => {
  it('bundles with only React left outside, and without vanilla-extract at run time', () => {
    const imports = [...bundle.matchAll(/^import\s.*?from\s*["']([^"']+)["']/gm)].map((match) => match[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const specifier of imports) expect(specifier).toMatch(/^react(-dom)?($|\/)/);
    expect(bundle).not.toMatch(/@vanilla-extract\/css|\.css\.ts/);
    expect(css.length).toBeGreaterThan(1000);
  });

  it('renders the product with its theme root, brand and texts', () => {
    const { container } = render(<StandaloneReceipt {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recibo de pagamento' })).toBeInTheDocument();
    expect(screen.getByTestId('receipt-total').textContent?.replace(/\s/g, ' ')).toBe('R$ 129,80');
    expect(container.querySelector('[lang="pt-BR"][dir="ltr"]')).not.toBeNull();
    expect(container.querySelector('[style*="#0f766e"]')).not.toBeNull();
  });

  it('takes its theme and component styles from the CSS that the kit modules import', () => {
    const { container, unmount } = render(<StandaloneReceipt {...props} />);
    const primary = cssVarName(kit.vars.color.primary);
    const root = container.querySelector('[lang]')!;
    expect(getComputedStyle(root).getPropertyValue(primary)).toBe(lightColors.primary);
    const download = screen.getByRole('button', { name: 'Baixar PDF' });
    // The button's background is the kit's primary variable, which the product's brand (#0f766e) sets on its theme
    // root: jsdom (31+) resolves the var() in the computed style.
    expect(getComputedStyle(download).getPropertyValue(primary)).toBe('#0f766e');
    expect(getComputedStyle(download).backgroundColor).toBe('rgb(15, 118, 110)');
    unmount();
    const dark = render(<StandaloneReceipt {...props} mode="dark" />);
    expect(getComputedStyle(dark.container.querySelector('[lang]')!).getPropertyValue(primary)).toBe(
      darkColors.primary,
    );
  });

  it('works: the e-mail form validates and sends', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<StandaloneReceipt {...props} onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Enviar por e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'cliente@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenCalledWith('cliente@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Recibo enviado para cliente@example.com.');
  });
});
