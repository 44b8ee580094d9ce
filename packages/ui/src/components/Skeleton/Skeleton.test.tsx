import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Skeleton } from './Skeleton';

function skeletons(container: HTMLElement) {
  return container.querySelectorAll('[data-shape]');
}

describe('Skeleton', () => {
  it('is hidden from assistive technology, so the busy region around it speaks for it', () => {
    renderWithUi(
      <section aria-busy="true" aria-label="Votações">
        <Skeleton lines={3} />
        <Skeleton shape="circle" />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Votações' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    const [text, circle] = Array.from(skeletons(region));
    expect(text).toHaveAttribute('aria-hidden', 'true');
    expect(circle).toHaveAttribute('aria-hidden', 'true');
    expect(region).toHaveTextContent('');
  });

  it('draws one bar per line of text, at least one', () => {
    const { container, rerender } = renderWithUi(<Skeleton lines={4} />);
    expect(skeletons(container)[0]?.children).toHaveLength(4);
    rerender(<Skeleton lines={0} />);
    expect(skeletons(container)[0]?.children).toHaveLength(1);
    rerender(<Skeleton lines={2.7} />);
    expect(skeletons(container)[0]?.children).toHaveLength(2);
  });

  it('passes sizes as CSS lengths (numbers are px) and only the ones given', () => {
    const { container, rerender } = renderWithUi(<Skeleton shape="rect" width={320} height="10rem" />);
    const rect = skeletons(container)[0] as HTMLElement;
    expect(rect.dataset.shape).toBe('rect');
    const values = Array.from(rect.style).map((name) => rect.style.getPropertyValue(name));
    expect(values).toEqual(expect.arrayContaining(['320px', '10rem']));
    rerender(<Skeleton shape="circle" />);
    const circle = skeletons(container)[0] as HTMLElement;
    expect(circle.dataset.shape).toBe('circle');
    expect(circle.style.length).toBe(0);
  });

  it('keeps the caller className', () => {
    const { container } = renderWithUi(<Skeleton shape="rect" className="chart-placeholder" />);
    expect(skeletons(container)[0]).toHaveClass('chart-placeholder');
  });
});
