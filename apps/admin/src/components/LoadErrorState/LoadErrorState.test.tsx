import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorState } from '@backoffice/app-common';

describe('LoadErrorState', () => {
  it('announces what could not be loaded, under the screen title, and retries', async () => {
    const onRetry = vi.fn();
    render(
      <LoadErrorState
        title="Não foi possível carregar os usuários"
        description="Verifique sua conexão e tente novamente."
        retryLabel="Tentar novamente"
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { level: 2, name: 'Não foi possível carregar os usuários' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Verifique sua conexão e tente novamente.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows another icon when given one, hidden from assistive technology', () => {
    render(
      <LoadErrorState
        title="Não foi possível carregar os modelos"
        retryLabel="Tentar novamente"
        onRetry={() => {}}
        icon={<svg data-testid="icon" />}
      />,
    );
    expect(screen.getByTestId('icon').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
