import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../features/i18n/components/I18nProvider';
import { SEARCH_DEBOUNCE_MS } from '../ListPage/list-query';
import { ListSearch } from './ListSearch';

/** A list's search as its store holds it: `onSearch` records what the list was asked for and applies it. */
function Harness({ onSearch, initial = '' }: { onSearch: (search: string) => void; initial?: string }) {
  const [search, setSearch] = useState(initial);
  const [apply] = useState(() => (value: string) => {
    onSearch(value);
    setSearch(value);
  });
  return (
    <I18nProvider>
      <ListSearch label="Buscar" placeholder="Nome" search={search} onSearch={apply} />
      <button type="button" onClick={() => setSearch('')}>
        Limpar filtros
      </button>
    </I18nProvider>
  );
}

describe('ListSearch', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('asks once typing pauses, trimmed; spaces alone are no new search', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const user = setup();
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, ' ana ');
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ana');
    await user.type(box, '  ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
    // The field keeps what was typed (the caret stays where it is).
    expect(box).toHaveValue(' ana   ');
  });

  it('Enter asks at once, and the pause then asks nothing more', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const user = setup();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'bia{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bia');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('the clear button and Escape ask for the empty search at once', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} initial="ana" />);
    const user = setup();
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(box).toHaveValue('ana');
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
    await user.type(box, 'bia{Enter}');
    await user.keyboard('{Escape}');
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('follows the list when its search changes from elsewhere (clear filters)', async () => {
    const onSearch = vi.fn();
    render(<Harness onSearch={onSearch} />);
    const user = setup();
    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, 'ana{Enter}');
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(box).toHaveValue('');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
