import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { voteResults } from '../private/chart/chartFixtures';
import { DonutChart } from './DonutChart';

function segments(image: HTMLElement) {
  return Array.from(image.querySelectorAll<SVGCircleElement>('[data-key]'));
}

function drawnLength(segment: SVGCircleElement) {
  return Number(segment.getAttribute('stroke-dasharray')!.split(' ')[0]);
}

describe('DonutChart', () => {
  it('is an image named by the summary, with the total in the middle and a legend of values and shares', () => {
    renderWithUi(<DonutChart title="Votos" data={voteResults} />);
    const image = screen.getByRole('img', { name: /^Votos: Aprovar 120 \(63,8%\), .*Total: 188$/ });
    expect(image).toHaveTextContent('188Total');
    expect(segments(image)).toHaveLength(4);
    const legend = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(legend).toEqual([
      'Aprovar120 (63,8%)',
      'Rejeitar45 (23,9%)',
      'Abstenção20 (10,6%)',
      'Conflito de interesse3 (1,6%)',
    ]);
  });

  it('sizes segments by share, leaves out zeros, and leaves the rest of a larger total empty', () => {
    const { rerender } = renderWithUi(
      <DonutChart
        title="Votos"
        data={[
          { key: 'a', label: 'A', value: 30 },
          { key: 'b', label: 'B', value: 0 },
          { key: 'c', label: 'C', value: 10 },
        ]}
      />,
    );
    let drawn = segments(screen.getByRole('img'));
    expect(drawn.map((segment) => segment.dataset.key)).toEqual(['a', 'c']);
    // Equal gaps come off each segment, so compare with them added back.
    const gap = 3;
    expect((drawnLength(drawn[0]!) + gap) / (drawnLength(drawn[1]!) + gap)).toBeCloseTo(3, 5);
    rerender(
      <DonutChart title="Votos" data={[{ key: 'a', label: 'A', value: 25 }]} total={100} size={200} />,
    );
    drawn = segments(screen.getByRole('img'));
    const circumference = 2 * Math.PI * Number(drawn[0]!.getAttribute('r'));
    expect(drawnLength(drawn[0]!) / circumference).toBeCloseTo(0.25, 5);
  });

  it('one option fills the whole ring without a gap', () => {
    renderWithUi(<DonutChart title="Síndico" data={[{ key: 'ana', label: 'Ana', value: 87 }]} />);
    const [ring] = segments(screen.getByRole('img', { name: 'Síndico: Ana 87 (100%). Total: 87' }));
    const circumference = 2 * Math.PI * Number(ring!.getAttribute('r'));
    expect(drawnLength(ring!)).toBeCloseTo(circumference, 5);
  });

  it('starts at the top and runs clockwise, mirrored right-to-left', () => {
    const { unmount } = renderWithUi(<DonutChart title="Votos" data={voteResults} />);
    const ltr = screen.getByRole('img').querySelector('g')!.getAttribute('transform');
    expect(ltr).toMatch(/^rotate\(-90/);
    unmount();
    renderWithUi(<DonutChart title="Votos" data={voteResults} />, { locale: 'ar' });
    expect(screen.getByRole('img').querySelector('g')!.getAttribute('transform')).toMatch(
      /scale\(-1 1\) rotate\(-90/,
    );
  });

  it('switches to the data table and back', async () => {
    const user = userEvent.setup();
    renderWithUi(<DonutChart title="Votos" data={voteResults} totalLabel="Votos válidos" />);
    expect(screen.getByRole('img')).toHaveTextContent('Votos válidos');
    await user.click(screen.getByRole('button', { name: 'Ver como tabela' }));
    const table = screen.getByRole('table', { name: 'Votos' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ver gráfico' }));
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('all zeros: only the empty ring, and the total 0', () => {
    renderWithUi(<DonutChart title="Parcial" data={voteResults.map((datum) => ({ ...datum, value: 0 }))} />);
    const image = screen.getByRole('img');
    expect(segments(image)).toHaveLength(0);
    expect(image).toHaveTextContent('0Total');
  });
});
