import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Meter, meterTone, type MeterThreshold } from './Meter';

const quorum: MeterThreshold[] = [
  { from: 0, tone: 'danger' },
  { from: 40, tone: 'warning' },
  { from: 50, tone: 'success' },
];

describe('Meter', () => {
  it('is a meter named by its label with a percentage value text', () => {
    renderWithUi(<Meter label="Quórum" value={62} description="Mínimo de 50% para instalar" />);
    const meter = screen.getByRole('meter', { name: 'Quórum' });
    expect(meter).toHaveAttribute('aria-valuenow', '62');
    expect(meter).toHaveAttribute('aria-valuetext', '62%');
    expect(meter).toHaveTextContent('62%');
    expect(meter).toHaveAccessibleDescription('Mínimo de 50% para instalar');
  });

  it('changes tone at the thresholds given', () => {
    const { rerender } = renderWithUi(<Meter label="Quórum" value={62} thresholds={quorum} />);
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('data-tone', 'success');
    rerender(<Meter label="Quórum" value={50} thresholds={quorum} />);
    expect(meter).toHaveAttribute('data-tone', 'success');
    rerender(<Meter label="Quórum" value={49.9} thresholds={quorum} />);
    expect(meter).toHaveAttribute('data-tone', 'warning');
    rerender(<Meter label="Quórum" value={12} thresholds={quorum} />);
    expect(meter).toHaveAttribute('data-tone', 'danger');
    rerender(<Meter label="Quórum" value={12} />);
    expect(meter).toHaveAttribute('data-tone', 'neutral');
  });

  it('picks the highest threshold at or below the value, in any order; neutral below all', () => {
    const shuffled = [quorum[2]!, quorum[0]!, quorum[1]!];
    expect(meterTone(45, shuffled)).toBe('warning');
    expect(meterTone(90, shuffled)).toBe('success');
    expect(meterTone(5, [{ from: 10, tone: 'danger' }])).toBe('neutral');
  });

  it('uses the range and a custom value label', () => {
    renderWithUi(
      <Meter label="Votos apurados" value={180} maxValue={300} valueLabel="180 de 300 unidades" />,
    );
    const meter = screen.getByRole('meter', { name: 'Votos apurados' });
    expect(meter).toHaveAttribute('aria-valuemax', '300');
    expect(meter).toHaveAttribute('aria-valuetext', '180 de 300 unidades');
    expect(meter.querySelector('[style*="width"]')).toHaveStyle({ width: '60%' });
  });
});
