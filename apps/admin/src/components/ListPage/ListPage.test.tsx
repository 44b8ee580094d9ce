import { createRef, type ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../features/i18n/components/I18nProvider';
import { LIST_TITLE_ID, ListPage } from './ListPage';

const renderPage = (ui: ReactElement) => render(<I18nProvider>{ui}</I18nProvider>);

describe('ListPage', () => {
  it('is a region named by its h1, with the intro, the action and the results; the document takes the title', () => {
    renderPage(
      <ListPage
        title="Usuários"
        intro="As pessoas da empresa."
        action={<button type="button">Novo usuário</button>}
        dialogs={<p>diálogo</p>}
      >
        <p>resultados</p>
      </ListPage>,
    );
    const region = screen.getByRole('region', { name: 'Usuários' });
    const heading = within(region).getByRole('heading', { level: 1, name: 'Usuários' });
    expect(heading).toHaveAttribute('id', LIST_TITLE_ID);
    expect(region).toHaveTextContent('As pessoas da empresa.');
    expect(within(region).getByRole('button', { name: 'Novo usuário' })).toBeInTheDocument();
    expect(within(region).getByText('resultados')).toBeInTheDocument();
    expect(within(region).getByText('diálogo')).toBeInTheDocument();
    expect(document.title).toMatch(/^Usuários \| /);
  });

  it('has no toolbar without one; a named toolbar is a search landmark', () => {
    const { rerender } = renderPage(
      <ListPage title="Workspaces">
        <p>resultados</p>
      </ListPage>,
    );
    expect(screen.queryByRole('search')).toBeNull();
    rerender(
      <I18nProvider>
        <ListPage
          title="Modelos de mensagem"
          toolbar={<input type="search" aria-label="Buscar modelo" />}
          toolbarLabel="Buscar e filtrar modelos"
        >
          <p>resultados</p>
        </ListPage>
      </I18nProvider>,
    );
    const search = screen.getByRole('search', { name: 'Buscar e filtrar modelos' });
    expect(within(search).getByRole('searchbox', { name: 'Buscar modelo' })).toBeInTheDocument();
  });

  it('keeps an unnamed toolbar out of the landmarks', () => {
    renderPage(
      <ListPage title="Usuários" toolbar={<input type="search" aria-label="Buscar usuários" />}>
        <p>resultados</p>
      </ListPage>,
    );
    expect(screen.getByRole('searchbox', { name: 'Buscar usuários' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('makes the results a focus target only when asked to', () => {
    const results = createRef<HTMLDivElement>();
    const { rerender } = renderPage(
      <ListPage title="Usuários" resultsRef={results}>
        <p>resultados</p>
      </ListPage>,
    );
    expect(results.current).toHaveAttribute('tabindex', '-1');
    results.current!.focus();
    expect(results.current).toHaveFocus();
    rerender(
      <I18nProvider>
        <ListPage title="Usuários">
          <p>resultados</p>
        </ListPage>
      </I18nProvider>,
    );
    expect(screen.getByText('resultados').parentElement).not.toHaveAttribute('tabindex');
  });
});
