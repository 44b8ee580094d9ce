// The variants every story is checked in, all in one test-runner run (see ../test-runner.ts). The first one is the
// render the test runner itself makes (the preview's initial globals); the others re-render the same story, with its
// play function, after changing the globals in the page.

export interface Variant {
  name: string;
  /** Globals set on top of the initial ones; none for the runner's own render. */
  globals: Record<string, string> | null;
  /** Only stories with this tag are checked in this variant. */
  tag?: string;
}

export const variants: readonly Variant[] = [
  // pt-BR, semi-dark, left-to-right: .storybook/globals.ts's defaults.
  { name: 'default', globals: null },
  { name: 'rtl-dark', globals: { mode: 'dark', direction: 'rtl', locale: 'ar' } },
  // In semi-dark everything but the top bar, the sidebar and the auth background already wears the light theme: only
  // the stories of those surfaces (tagged 'theme-surfaces') are checked in light mode too.
  { name: 'light', globals: { mode: 'light' }, tag: 'theme-surfaces' },
];

/**
 * STORYBOOK_TEST_VARIANTS (comma-separated names, set by scripts/test-storybook.mjs --variants=…) narrows the checks;
 * unset or empty, every variant runs.
 */
export function selectedVariants(value = process.env.STORYBOOK_TEST_VARIANTS): Variant[] {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...variants];
  const unknown = names.filter((name) => !variants.some((variant) => variant.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown STORYBOOK_TEST_VARIANTS ${unknown.join(', ')} (known: ${variants.map((v) => v.name).join(', ')}).`,
    );
  }
  return variants.filter((variant) => names.includes(variant.name));
}
