import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from '../../test/render';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('boom');
  return <p>ok</p>;
}

describe('ErrorBoundary + ErrorFallback', () => {
  // React reports caught render errors on console.error; keep the output readable.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback with the error, reports it, and recovers on reset', async () => {
    const user = userEvent.setup();
    const onError = vi.fn();
    function Harness() {
      const [explode, setExplode] = useState(true);
      return (
        <ErrorBoundary
          onError={onError}
          fallback={(error, reset) => (
            <ErrorFallback
              title="Ah! Something went wrong."
              description={error.message}
              actionLabel="Tentar de novo"
              onAction={() => {
                setExplode(false);
                reset();
              }}
            />
          )}
        >
          <Bomb explode={explode} />
        </ErrorBoundary>
      );
    }
    renderWithUi(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ah! Something went wrong.');
    expect(screen.getByRole('alert')).toHaveTextContent('boom');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(screen.getByText('ok')).toBeInTheDocument();
  });

  it('shows no button without an action', () => {
    renderWithUi(<ErrorFallback title="Erro" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Erro' })).toBeInTheDocument();
  });
});
