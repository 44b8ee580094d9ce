import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from './ListSkeleton';

describe('ListSkeleton', () => {
  it('is a busy region that says once what is loading, with row placeholders hidden from assistive technology', () => {
    const { container } = render(<ListSkeleton label="Carregando usuários" />);
    const busy = container.querySelector('[aria-busy="true"]')!;
    expect(screen.getByRole('status')).toHaveTextContent('Carregando usuários');
    expect(busy).toContainElement(screen.getByRole('status'));
    const rows = busy.querySelectorAll('[data-shape="rect"]');
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes as many rows as asked for', () => {
    const { container } = render(<ListSkeleton label="Carregando modelos" rows={5} />);
    expect(container.querySelectorAll('[data-shape="rect"]')).toHaveLength(5);
  });
});
