import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { voteResults } from '../private/chart/chartFixtures';
import { BarChart } from './BarChart';

const summary =
  'Resultado: Aprovar 120 (63,8%), Rejeitar 45 (23,9%), Abstenção 20 (10,6%) e Conflito de interesse 3 (1,6%). Total: 188';

function bars(image: HTMLElement) {
  return Array.from(image.querySelectorAll<SVGRectElement>('[data-bar]'));
}

describe('BarChart', () => {
  it('is an image named by a summary of every value and share, in a figure named by its title', () => {
    renderWithUi(<BarChart title="Resultado" data={voteResults} />);
    expect(screen.getByRole('figure', { name: 'Resultado' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: summary });
    expect(bars(image)).toHaveLength(4);
    // Labels and values are printed too, not only coloured.
    expect(image).toHaveTextContent('Conflito de interesse');
    expect(image).toHaveTextContent('45 (23,9%)');
  });

  it('draws bars in proportion to the share of the total', () => {
    renderWithUi(<BarChart title="Resultado" data={voteResults} />);
    const [approve, reject] = bars(screen.getByRole('img')).map((bar) => Number(bar.getAttribute('width')));
    expect(approve! / reject!).toBeCloseTo(120 / 45, 5);
  });

  it('grows bars from the inline start: x = 0 left-to-right, flush with the right edge right-to-left', () => {
    const { unmount } = renderWithUi(<BarChart title="Resultado" data={voteResults} />);
    const ltrBar = bars(screen.getByRole('img'))[0]!;
    expect(Number(ltrBar.getAttribute('x'))).toBe(0);
    unmount();
    renderWithUi(<BarChart title="Resultado" data={voteResults} />, { locale: 'ar' });
    const image = screen.getByRole('img');
    const rtlBar = bars(image)[0]!;
    const imageWidth = Number(image.getAttribute('width'));
    const trackEnd = Number(rtlBar.getAttribute('x')) + Number(rtlBar.getAttribute('width'));
    expect(Number(rtlBar.getAttribute('x'))).toBeGreaterThan(0);
    expect(trackEnd).toBeCloseTo(imageWidth, 5);
  });

  it('switches to a data table with a caption and back, keeping focus on the switch', async () => {
    const user = userEvent.setup();
    renderWithUi(<BarChart title="Resultado" data={voteResults} />);
    const toggle = screen.getByRole('button', { name: 'Ver como tabela' });
    await user.click(toggle);
    expect(screen.queryByRole('img')).toBeNull();
    const table = screen.getByRole('table', { name: 'Resultado' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'OpçãoValorPercentual',
      'Aprovar12063,8%',
      'Rejeitar4523,9%',
      'Abstenção2010,6%',
      'Conflito de interesse31,6%',
      'Total188100%',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Rejeitar' })).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Ver gráfico');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('takes shares of a given total, formats values, and can start on the table with custom texts', () => {
    renderWithUi(
      <BarChart
        title="Por fração ideal"
        data={[
          { key: 'approve', label: 'Aprovar', value: 0.45 },
          { key: 'reject', label: 'Rejeitar', value: 0.3 },
        ]}
        total={1}
        formatValue={(value) => value.toFixed(2)}
        defaultView="table"
        labelHeader="Voto"
        valueHeader="Fração"
        showChartLabel="Gráfico"
      />,
    );
    const table = screen.getByRole('table', { name: 'Por fração ideal' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Voto', 'Fração', 'Percentual']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Aprovar0.4545%');
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent('Total1.00100%');
    expect(screen.getByRole('button', { name: 'Gráfico' })).toBeInTheDocument();
  });

  it('zeros: no bars, 0% everywhere; one option: a single bar of 100%', () => {
    const zeros = voteResults.map((datum) => ({ ...datum, value: 0 }));
    const { rerender } = renderWithUi(<BarChart title="Parcial" data={zeros} />);
    const image = screen.getByRole('img', { name: /Aprovar 0 \(0%\).*Total: 0$/ });
    expect(bars(image)).toHaveLength(0);
    rerender(<BarChart title="Síndico" data={[{ key: 'ana', label: 'Ana', value: 87 }]} />);
    expect(screen.getByRole('img', { name: 'Síndico: Ana 87 (100%). Total: 87' })).toBeInTheDocument();
    expect(bars(screen.getByRole('img'))).toHaveLength(1);
  });

  it('without data: a message, no image, no switch; negative values count as zero', () => {
    const { rerender } = renderWithUi(<BarChart title="Resultado" data={[]} />);
    expect(screen.getByText('Sem dados para exibir')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<BarChart title="R" data={[{ key: 'a', label: 'A', value: -5 }]} />);
    expect(screen.getByRole('img', { name: 'R: A 0 (0%). Total: 0' })).toBeInTheDocument();
  });

  it('speaks the locale in its built-in texts and numbers', () => {
    renderWithUi(<BarChart title="Result" data={voteResults} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'View as table' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Result: Aprovar 120 \(63\.8%\), .*Total: 188$/ }),
    ).toBeInTheDocument();
  });
});
