import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../features/i18n/components/I18nProvider';
import { ListNoMatch } from './ListNoMatch';

describe('ListNoMatch', () => {
  it("says what found nothing under the screen's h1 and offers 'Limpar filtros'", async () => {
    const onClear = vi.fn();
    render(
      <I18nProvider>
        <ListNoMatch
          title="Nenhum modelo encontrado"
          description="Nenhum modelo corresponde à busca e aos filtros escolhidos."
          onClear={onClear}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nenhum modelo encontrado' })).toBeVisible();
    expect(screen.getByText('Nenhum modelo corresponde à busca e aos filtros escolhidos.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("takes the list's own clear text and title level", () => {
    render(
      <I18nProvider>
        <ListNoMatch
          title="Nenhum votante encontrado"
          titleLevel={3}
          compact
          clearLabel="Limpar busca"
          onClear={() => undefined}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nenhum votante encontrado' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Limpar busca' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('offers no button when there is nothing to clear with', () => {
    render(
      <I18nProvider>
        <ListNoMatch title="Nenhum workspace encontrado" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Nenhum workspace encontrado' })).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
