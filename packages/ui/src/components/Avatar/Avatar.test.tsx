import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithUi } from '../../test/render';
import { Avatar, initialOf } from './Avatar';

describe('Avatar', () => {
  it('shows the initial of the name when there is no photo', () => {
    renderWithUi(<Avatar name="ana Administradora" />);
    const avatar = screen.getByRole('img', { name: 'ana Administradora' });
    expect(avatar).toHaveTextContent('A');
    expect(avatar.querySelector('img')).toBeNull();
  });

  it('shows the photo, and falls back to the initial when it fails to load', () => {
    const { container } = renderWithUi(<Avatar name="Olívia" src="https://example.com/olivia.png" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', 'https://example.com/olivia.png');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Olívia' })).toHaveTextContent('O');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithUi(<Avatar name="Marcos" isDecorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('takes the first character, whatever the script', () => {
    expect(initialOf('  érica')).toBe('É');
    expect(initialOf('Ölçek')).toBe('Ö');
    expect(initialOf('张伟')).toBe('张');
    expect(initialOf('')).toBe('?');
  });
});
