import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('shows and announces a percentage by default, and fills that much of the track', () => {
    renderWithUi(<ProgressBar label="Importando votantes" value={35} />);
    const bar = screen.getByRole('progressbar', { name: 'Importando votantes' });
    expect(bar).toHaveAttribute('aria-valuenow', '35');
    expect(bar).toHaveAttribute('aria-valuetext', '35%');
    expect(bar).toHaveTextContent('35%');
    expect(bar.querySelector('[style*="width"]')).toHaveStyle({ width: '35%' });
  });

  it('counts "350 de 1.000" with the locale number format', () => {
    const { unmount } = renderWithUi(
      <ProgressBar label="Envio" value={350} maxValue={1000} valueFormat="count" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Envio' });
    expect(bar).toHaveAttribute('aria-valuetext', '350 de 1.000');
    expect(bar).toHaveTextContent('350 de 1.000');
    unmount();
    renderWithUi(<ProgressBar label="Sending" value={350} maxValue={1000} valueFormat="count" />, {
      locale: 'en',
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '350 of 1,000');
  });

  it('counts from minValue and clamps a value outside the range', () => {
    const { rerender } = renderWithUi(
      <ProgressBar label="Envio" value={1200} maxValue={1000} valueFormat="count" />,
    );
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '1000');
    expect(bar).toHaveTextContent('1.000 de 1.000');
    rerender(<ProgressBar label="Envio" value={-5} minValue={0} maxValue={10} />);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveTextContent('0%');
    rerender(<ProgressBar label="Lote" value={15} minValue={10} maxValue={20} valueFormat="count" />);
    expect(bar).toHaveTextContent('5 de 10');
  });

  it('indeterminate: no value, no value text', () => {
    renderWithUi(<ProgressBar label="Preparando a importação" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Preparando a importação' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuetext');
    expect(bar).toHaveTextContent(/^Preparando a importação$/);
  });

  it('takes a custom value label, can hide the value, and links the description', () => {
    const { rerender } = renderWithUi(
      <ProgressBar
        label="Envio"
        value={40}
        valueLabel="40 e-mails enviados"
        description="Cerca de 2 minutos restantes"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Envio' });
    expect(bar).toHaveAttribute('aria-valuetext', '40 e-mails enviados');
    expect(bar).toHaveAccessibleDescription('Cerca de 2 minutos restantes');
    rerender(<ProgressBar aria-label="Envio" value={40} hideValue />);
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(bar).toHaveTextContent(/^$/);
    expect(bar).toHaveAccessibleName('Envio');
  });
});
