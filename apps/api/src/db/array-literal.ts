// PostgreSQL's text form of an array ('{"a","b\"c",NULL}'), as node-postgres writes a JS array parameter: each
// element quoted, `"` and `\` escaped with a backslash, null as NULL. Built by the caller ahead of time, the driver
// only copies it: a large import writes its next statement's arrays while the database runs the one before, instead
// of the database waiting while the driver escapes 45,000 values (write-voters.ts). Sent as `${literal}::text[]`,
// the parameter's type is the array's and PostgreSQL reads it when binding, as it reads the driver's.

const NEEDS_ESCAPE = /["\\]/;

function element(value: string | null): string {
  if (value === null) return 'NULL';
  const escaped = NEEDS_ESCAPE.test(value) ? value.replace(/[\\"]/g, '\\$&') : value;
  return `"${escaped}"`;
}

export function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map(element).join(',')}}`;
}
