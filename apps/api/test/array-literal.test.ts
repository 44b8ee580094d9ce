import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { arrayLiteral } from '../src/db/array-literal.ts';
import { useApi } from './support/harness.ts';
import { BACKENDS } from './support/test-database.ts';

// db/array-literal.ts writes an array as PostgreSQL's text form ahead of the statement: every value must come back
// from the database as it was.

const TRICKY_TEXTS = [
  'Ana "Nana" d\'Ávila',
  'C:\\fundos\\novo',
  'ends with a backslash \\',
  '\\"',
  '{braces}, commas; and NULL',
  'NULL',
  '',
  '  spaced  ',
  'line\nbreak\tand tab',
  'تصويت عربي',
  'emoji 🗳️ and ção',
  null,
];

describe.each(BACKENDS)('array literals on %s', (backend) => {
  const api = useApi(backend);

  async function roundTrip(literal: string, type: 'text' | 'uuid' | 'numeric') {
    const { rows } = await sql<{ value: string | null }>`
      select u.value::text as value from unnest(${literal}::${sql.raw(type)}[]) with ordinality as u(value, n)
      order by n`.execute(api.database.db);
    return rows.map((row) => row.value);
  }

  it('bring texts back as they were: quotes, backslashes, braces, the word NULL, nulls, empty, control characters, right-to-left, emoji', async () => {
    expect(await roundTrip(arrayLiteral(TRICKY_TEXTS), 'text')).toEqual(TRICKY_TEXTS);
  });

  it('read uuids and numbers, and an empty array', async () => {
    const ids = ['0192f3a0-0000-7000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001'];
    expect(await roundTrip(arrayLiteral(ids), 'uuid')).toEqual(ids);
    const numbers = ['1234.56', '0.000001', '1', null];
    expect(await roundTrip(arrayLiteral(numbers), 'numeric')).toEqual(numbers);
    expect(await roundTrip(arrayLiteral([]), 'text')).toEqual([]);
  });
});
