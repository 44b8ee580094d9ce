import { describe, expect, it } from 'vitest';
import { darkColors, lightColors, type ColorTokens } from './palette';

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not an opaque #rrggbb colour: ${hex}`);
  const channels = [0, 2, 4].map((offset) => parseInt(match[1]!.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens, minimum: number];

// Text pairs need 4.5:1; UI boundaries and focus indicators 3:1 (WCAG 1.4.3, 1.4.11).
const pairs: Pair[] = [
  ['onSurface', 'surface', 4.5],
  ['onSurface', 'background', 4.5],
  ['onSurface', 'surfaceMuted', 4.5],
  ['onSurfaceMuted', 'surface', 4.5],
  ['onSurfaceMuted', 'background', 4.5],
  ['onSurfaceMuted', 'surfaceRaised', 4.5],
  ['onPrimary', 'primary', 4.5],
  ['onPrimary', 'primaryHover', 4.5],
  ['onPrimaryContainer', 'primaryContainer', 4.5],
  ['primary', 'surface', 4.5],
  ['primary', 'surfaceRaised', 4.5],
  ['onDanger', 'danger', 4.5],
  ['onDangerContainer', 'dangerContainer', 4.5],
  ['danger', 'surface', 4.5],
  ['onSuccess', 'success', 4.5],
  ['onWarning', 'warning', 4.5],
  ['onInfo', 'info', 4.5],
  ['sidebarText', 'sidebarBackground', 4.5],
  ['sidebarTextMuted', 'sidebarBackground', 4.5],
  ['sidebarText', 'sidebarHover', 4.5],
  ['sidebarActiveText', 'sidebarActiveBackground', 4.5],
  ['borderStrong', 'surface', 3],
  ['focus', 'surface', 3],
  ['focus', 'background', 3],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('%s theme contrast', (_name, colors) => {
  it.each(pairs)('%s on %s >= %s:1', (foreground, background, minimum) => {
    expect(contrast(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
  });
});

// The auth page always wears the dark theme (AuthLayout), whatever the mode.
it('auth page text on the dark auth background', () => {
  expect(contrast(darkColors.onSurface, darkColors.authBackground)).toBeGreaterThanOrEqual(4.5);
  expect(contrast(darkColors.onSurfaceMuted, darkColors.authBackground)).toBeGreaterThanOrEqual(4.5);
});

describe('contrast()', () => {
  it('matches known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});
