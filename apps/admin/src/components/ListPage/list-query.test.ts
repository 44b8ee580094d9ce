import { describe, expect, it } from 'vitest';
import {
  changeListQuery,
  pageInsteadOfEmpty,
  pageRange,
  toSortDescriptor,
  toSortDirection,
  type ListQuery,
} from './list-query';

const query = (overrides: Partial<ListQuery & { role: string | null }> = {}) => ({
  search: '',
  sortBy: 'name',
  sortDirection: 'asc' as const,
  page: 3,
  role: null as string | null,
  ...overrides,
});

describe('changeListQuery', () => {
  it('starts a new search, filter or sort at the first page', () => {
    const q = query();
    expect(changeListQuery(q, { search: 'ana' })).toBe(true);
    expect(q).toMatchObject({ search: 'ana', page: 1 });
    q.page = 2;
    expect(changeListQuery(q, { role: 'ADMIN' })).toBe(true);
    expect(q).toMatchObject({ role: 'ADMIN', page: 1 });
    q.page = 2;
    expect(changeListQuery(q, { sortBy: 'createdAt', sortDirection: 'desc' })).toBe(true);
    expect(q).toMatchObject({ sortBy: 'createdAt', sortDirection: 'desc', page: 1 });
  });

  it('moves to another page and keeps the rest', () => {
    const q = query({ search: 'ana' });
    expect(changeListQuery(q, { page: 5 })).toBe(true);
    expect(q).toMatchObject({ search: 'ana', page: 5 });
  });

  it('changes nothing when the query already asks for it', () => {
    const q = query({ search: 'ana', role: 'ADMIN' });
    expect(changeListQuery(q, { search: 'ana' })).toBe(false);
    expect(changeListQuery(q, { search: 'ana', role: 'ADMIN' })).toBe(false);
    expect(changeListQuery(q, { page: 3 })).toBe(false);
    expect(q.page).toBe(3);
  });

  it('changes the whole of a change when any part of it is new', () => {
    const q = query({ search: 'ana', role: 'ADMIN' });
    expect(changeListQuery(q, { search: '', role: 'ADMIN' })).toBe(true);
    expect(q).toMatchObject({ search: '', role: 'ADMIN', page: 1 });
  });
});

describe('pages', () => {
  it('turns a 1-based page into the offset and limit of the contract', () => {
    expect(pageRange(1, 20)).toEqual({ offset: 0, limit: 20 });
    expect(pageRange(3, 20)).toEqual({ offset: 40, limit: 20 });
  });

  it('goes back to the last page when the one asked for came back empty past the end', () => {
    expect(pageInsteadOfEmpty(3, 0, 25, 20)).toBe(2);
    expect(pageInsteadOfEmpty(2, 0, 0, 20)).toBe(1);
  });

  it('keeps an answer that has rows, and the first page even when empty', () => {
    expect(pageInsteadOfEmpty(2, 5, 25, 20)).toBeNull();
    expect(pageInsteadOfEmpty(1, 0, 0, 20)).toBeNull();
    // Empty but not past the end (the server says there are rows there): the answer stands.
    expect(pageInsteadOfEmpty(2, 0, 40, 20)).toBeNull();
  });
});

describe('sorting with the Table', () => {
  it('marks the sorted column and its direction', () => {
    expect(toSortDescriptor({ sortBy: 'name', sortDirection: 'asc' })).toEqual({
      column: 'name',
      direction: 'ascending',
    });
    expect(toSortDescriptor({ sortBy: 'createdAt', sortDirection: 'desc' })).toEqual({
      column: 'createdAt',
      direction: 'descending',
    });
  });

  it('reads the direction a column header asks for', () => {
    expect(toSortDirection('ascending')).toBe('asc');
    expect(toSortDirection('descending')).toBe('desc');
  });
});
