import { normalizeForSearch } from '@backoffice/domain';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FOLD_TABLE,
  countRows,
  foldedForSearch,
  orderByName,
  searchWords,
  whereEveryWord,
  type SortDirection,
} from '../src/db/search.ts';
import type { DatabaseSchema } from '../src/db/schema.ts';
import { SUITE_BACKENDS, createTestDatabase, type TestDatabase } from './support/test-database.ts';

// The shared search module of the list queries (users, workspaces, templates): the fold table and the words in JS,
// then the SQL side on both backends against a probe table of its own.

type ProbeSchema = {
  search_probe: { id: number; name: string; email: string };
};

const PROBE_ROWS: ProbeSchema['search_probe'][] = [
  { id: 1, name: 'São Paulo', email: 'sp@exemplo.com.br' },
  { id: 2, name: 'Sao Bernardo', email: 'sbc@exemplo.com.br' },
  { id: 3, name: 'Paulo Álvares', email: 'paulo.alvares@exemplo.com.br' },
  { id: 4, name: 'Conta 100% segura', email: 'conta@exemplo.com.br' },
  { id: 5, name: 'Conta_1', email: 'conta1@exemplo.com.br' },
  { id: 6, name: 'ÇAÇAPAVA Ệ', email: 'cacapava@exemplo.com.br' },
  // Stored decomposed: J-o-s-e + U+0301 (combining acute).
  { id: 7, name: 'Jose\u0301 Barra\\Sul', email: 'jose@exemplo.com.br' },
  { id: 8, name: 'bruno', email: 'bruno@exemplo.com.br' },
  { id: 9, name: 'Álvaro', email: 'alvaro1@exemplo.com.br' },
  { id: 10, name: 'Alvaro', email: 'alvaro2@exemplo.com.br' },
  { id: 11, name: 'Ana-Maria', email: 'ana2@exemplo.com.br' },
  { id: 12, name: 'Ana Maria', email: 'ana1@exemplo.com.br' },
];

describe('the fold table', () => {
  it('maps each accented letter to what normalizeForSearch makes of it, then lists combining marks to delete', () => {
    const marks = FOLD_TABLE.from.length - FOLD_TABLE.to.length;
    expect(marks).toBe(0x036f - 0x0300 + 1);
    const letters = [...FOLD_TABLE.from].slice(0, FOLD_TABLE.to.length);
    letters.forEach((letter, index) => {
      expect(FOLD_TABLE.to[index]).toBe(normalizeForSearch(letter));
      expect(FOLD_TABLE.to[index]).toMatch(/^[a-z]$/);
    });
    for (const letter of ['ã', 'Ã', 'ç', 'Ç', 'é', 'Ê', 'ü', 'ñ', 'ǎ', 'ệ', 'Ṩ'])
      expect(letters).toContain(letter);
    // Letters the domain does not reduce to a-z are left to lower().
    for (const letter of ['æ', 'ø', 'ß', 'đ', 'ł']) expect(letters).not.toContain(letter);
  });
});

describe('searchWords', () => {
  it.each([
    ['  São   PAULO ', ['sao', 'paulo']],
    ['Ação\tjá', ['acao', 'ja']],
    ['100%_x', ['100%_x']],
    ['', []],
    ['   ', []],
    [undefined, []],
  ])('%j → %j', (text, words) => {
    expect(searchWords(text)).toEqual(words);
  });
});

describe.each(SUITE_BACKENDS)('search SQL on %s', (backend) => {
  let testDatabase: TestDatabase;
  let db: Kysely<DatabaseSchema & ProbeSchema>;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(backend);
    db = testDatabase.database.db.withTables<ProbeSchema>();
    await sql`create table search_probe (id int primary key, name text not null, email text not null)`.execute(
      db,
    );
    await db.insertInto('search_probe').values(PROBE_ROWS).execute();
  });
  afterAll(async () => {
    await testDatabase?.dispose();
  });

  it('foldedForSearch removes accents (composed or not) and case as normalizeForSearch does', async () => {
    for (const text of ['ÁRVORE Çedilha', 'Jose\u0301', 'São João ẠI Ệ', 'Ñandú ÿ']) {
      const { rows } = await sql<{
        folded: string;
      }>`select ${foldedForSearch(sql.val(text))} as folded`.execute(db);
      expect(rows[0]!.folded).toBe(normalizeForSearch(text));
    }
  });

  async function found(search: string | undefined, columns: 'name' | 'both' = 'name'): Promise<number[]> {
    const query = whereEveryWord(
      db.selectFrom('search_probe').select('id'),
      search,
      columns === 'name' ? ['name'] : ['name', 'email'],
    );
    const rows = await query.orderBy('id').execute();
    return rows.map((row) => row.id);
  }

  it.each([
    ['sao paulo', [1]],
    ['PAULO', [1, 3]],
    ['  paulo   SÃO ', [1]],
    ['alvares paulo', [3]],
    ['cacapava e', [6]],
    ['josé', [7]],
    ['jose barra\\sul', [7]],
    ['%', [4]],
    ['_', [5]],
    ['\\', [7]],
    ['100%', [4]],
    ['sao rio', []],
    ['', PROBE_ROWS.map((row) => row.id)],
    [undefined, PROBE_ROWS.map((row) => row.id)],
  ])('in the name: %j finds %j (accents, case, every word, % _ \\ literal)', async (search, ids) => {
    expect(await found(search)).toEqual(ids);
  });

  it('with several columns every word must appear in one of them, not necessarily the same one', async () => {
    expect(await found('paulo sp@', 'both')).toEqual([1]);
    expect(await found('paulo sp@')).toEqual([]);
    expect(await found('alvaro1', 'both')).toEqual([9]);
    expect(await found('exemplo.com.br conta', 'both')).toEqual([4, 5]);
  });

  it.each<[SortDirection, number[]]>([
    // Folded and byte-wise: 'alvaro' ×2 (then 'Alvaro' before 'Álvaro'), 'ana maria' before 'ana-maria' (space
    // before hyphen, as collate "C" keeps them on every server), 'bruno' among the B's though lower-case.
    ['asc', [10, 9, 12, 11, 8]],
    ['desc', [8, 11, 12, 9, 10]],
  ])('orderByName %s: the folded name, then the name itself, byte-wise', async (direction, ids) => {
    const rows = await orderByName(
      db.selectFrom('search_probe').select('id').where('id', 'in', ids),
      'name',
      direction,
    ).execute();
    expect(rows.map((row) => row.id)).toEqual(ids);
  });

  it('countRows counts what the query finds, whatever it selects and however it is ordered', async () => {
    const query = whereEveryWord(db.selectFrom('search_probe').selectAll(), 'conta', ['name']).orderBy(
      'name',
    );
    expect(await countRows(query)).toBe(2);
    expect(await countRows(db.selectFrom('search_probe'))).toBe(PROBE_ROWS.length);
    expect(await countRows(whereEveryWord(db.selectFrom('search_probe'), 'nada', ['name']))).toBe(0);
  });
});
