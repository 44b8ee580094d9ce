type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Replaces every local `$ref` ('#/…') with the value it points to, recursively.
 * The contract has no recursive schemas; a cycle is reported rather than looped on.
 */
export function dereference<T>(document: T): T {
  const root = document as Json;
  const resolve = (node: Json, trail: string[]): Json => {
    if (Array.isArray(node)) return node.map((item) => resolve(item, trail));
    if (node === null || typeof node !== 'object') return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported, got ${ref}`);
      if (trail.includes(ref)) throw new Error(`Circular $ref: ${[...trail, ref].join(' → ')}`);
      const { $ref: _ref, ...siblings } = node;
      const target = resolve(pointer(root, ref), [...trail, ref]);
      // OpenAPI 3.1 allows siblings next to $ref (e.g. description); they override the target's.
      return Object.keys(siblings).length && isObject(target)
        ? { ...target, ...resolveAll(siblings, trail) }
        : target;
    }
    return resolveAll(node, trail);
  };
  const resolveAll = (node: { [key: string]: Json }, trail: string[]) =>
    Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value, trail)]));
  return resolve(root, []) as T;
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pointer(root: Json, ref: string): Json {
  let node: Json = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[key] as Json;
  }
  return node;
}
