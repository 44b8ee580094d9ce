import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { BrandLogo } from './BrandLogo';

describe('BrandLogo', () => {
  it('shows the company logo image as decoration beside the name', () => {
    const { container } = renderWithUi(<BrandLogo name="Demo Fundos" logoSrc="/logo.png" mark={<svg />} />);
    expect(screen.getByText('Demo Fundos')).toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/logo.png');
    expect(image).toHaveAttribute('alt', '');
    // The image wins over the product mark.
    expect(container.querySelector('svg')).toBeNull();
  });

  it('falls back to the mark, and to the name alone', () => {
    const { container, rerender } = renderWithUi(<BrandLogo name="Backoffice" mark={<svg data-mark />} />);
    expect(container.querySelector('[aria-hidden="true"] svg[data-mark]')).not.toBeNull();
    rerender(<BrandLogo name="Backoffice" />);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByText('Backoffice')).toBeInTheDocument();
  });
});
