type Tree = { [key: string]: string | Tree };

/** Deep-merges dictionaries; each feature owns its own top-level namespace, so a clash is a mistake. */
export function mergeDictionaries<T>(parts: readonly object[]): T {
  const out: Tree = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part as Tree)) {
      if (key in out) throw new Error(`Two dictionaries define the namespace "${key}"`);
      out[key] = value;
    }
  }
  return out as T;
}
