import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './list-query';
import { useDebouncedSearch } from './use-debounced-search';

describe('useDebouncedSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the text once typing pauses, not at every key', () => {
    const apply = vi.fn();
    const { rerender } = renderHook(({ text }) => useDebouncedSearch(text, '', apply), {
      initialProps: { text: 'a' },
    });
    rerender({ text: 'an' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    rerender({ text: 'ana' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect(apply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('ana');
  });

  it('sends nothing while the list already asks for the text (e.g. Enter sent it at once)', () => {
    const apply = vi.fn();
    const { rerender } = renderHook(({ text, asked }) => useDebouncedSearch(text, asked, apply), {
      initialProps: { text: '', asked: '' },
    });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    rerender({ text: 'ana', asked: '' });
    rerender({ text: 'ana', asked: 'ana' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    expect(apply).not.toHaveBeenCalled();
  });
});
