import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers';

function Broken(): never {
  throw new Error('render failure');
}

describe('generic error fallback', () => {
  it('replaces a screen that fails to render and suggests a refresh', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders>
        <Broken />
      </AppProviders>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ah! Something went wrong.');
    expect(screen.getByText('Tente atualizar a página.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar a página' })).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Rendering failed', expect.any(Error));
  });
});
