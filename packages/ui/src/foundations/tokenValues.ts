/** `--radii-sm__1x2y3z` from vanilla-extract's reference `var(--radii-sm__1x2y3z)`. */
export function cssVarName(reference: string): string {
  const match = /^var\((--[^,)\s]+)/.exec(reference);
  if (!match) throw new Error(`not a CSS variable reference: ${reference}`);
  return match[1]!;
}

/** The values the tokens compute to on `element` (the theme class on it or an ancestor decides). */
export function readTokens<K extends string>(element: Element, tokens: Record<K, string>): Record<K, string> {
  const computed = getComputedStyle(element);
  const entries = (Object.keys(tokens) as K[]).map(
    (key) => [key, computed.getPropertyValue(cssVarName(tokens[key])).trim()] as const,
  );
  return Object.fromEntries(entries) as Record<K, string>;
}

/** The tokens of a group whose names start with `prefix` (e.g. the font sizes of `vars.font`). */
export function pickByPrefix<K extends string>(tokens: Record<K, string>, prefix: string): Record<K, string> {
  return Object.fromEntries(
    Object.entries<string>(tokens).filter(([key]) => key.startsWith(prefix)),
  ) as Record<K, string>;
}

/** Pixels of a `px` or `rem` length (rem against `rootFontSize`); null for anything else. */
export function toPixels(value: string, rootFontSize = 16): number | null {
  const match = /^(-?[\d.]+)(px|rem)$/.exec(value.trim());
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2] === 'rem' ? amount * rootFontSize : amount;
}
