import type { ColorTokens } from '../theme/palette';
import { contrastRatio } from './contrast';

type ColourToken = keyof ColorTokens;

/** The pair a colour is read in: text (4.5:1), a non-text boundary or indicator (3:1), or nothing to meet. */
export interface ColourPair {
  foreground: ColourToken;
  background: ColourToken;
  /** WCAG 1.4.3 / 1.4.11 minimum; null where no minimum applies (decorative dividers). */
  minimum: 4.5 | 3 | null;
  /** Checked only in this palette (the sign-in page always wears the dark theme). */
  onlyIn?: 'dark';
}

const text = (foreground: ColourToken, background: ColourToken): ColourPair => ({
  foreground,
  background,
  minimum: 4.5,
});

/**
 * Every colour of the contract with the pair it is used in (the compiler insists on every token). Translucent
 * backgrounds (hover, pressed) are measured over `surface`; the scrim only dims what is behind a dialog.
 */
export const colourPairs: Record<ColourToken, ColourPair | null> = {
  background: text('onSurface', 'background'),
  surface: text('onSurface', 'surface'),
  surfaceRaised: text('onSurface', 'surfaceRaised'),
  surfaceMuted: text('onSurface', 'surfaceMuted'),
  onSurface: text('onSurface', 'surface'),
  onSurfaceMuted: text('onSurfaceMuted', 'surface'),
  primary: text('onPrimary', 'primary'),
  onPrimary: text('onPrimary', 'primary'),
  primaryHover: text('onPrimary', 'primaryHover'),
  primaryContainer: text('onPrimaryContainer', 'primaryContainer'),
  onPrimaryContainer: text('onPrimaryContainer', 'primaryContainer'),
  danger: text('onDanger', 'danger'),
  onDanger: text('onDanger', 'danger'),
  dangerContainer: text('onDangerContainer', 'dangerContainer'),
  onDangerContainer: text('onDangerContainer', 'dangerContainer'),
  success: text('onSuccess', 'success'),
  onSuccess: text('onSuccess', 'success'),
  warning: text('onWarning', 'warning'),
  onWarning: text('onWarning', 'warning'),
  info: text('onInfo', 'info'),
  onInfo: text('onInfo', 'info'),
  border: { foreground: 'border', background: 'surface', minimum: null },
  borderStrong: { foreground: 'borderStrong', background: 'surface', minimum: 3 },
  focus: { foreground: 'focus', background: 'surface', minimum: 3 },
  hover: text('onSurface', 'hover'),
  pressed: text('onSurface', 'pressed'),
  scrim: null,
  sidebarBackground: text('sidebarText', 'sidebarBackground'),
  sidebarText: text('sidebarText', 'sidebarBackground'),
  sidebarTextMuted: text('sidebarTextMuted', 'sidebarBackground'),
  sidebarHover: text('sidebarText', 'sidebarHover'),
  sidebarActiveBackground: text('sidebarActiveText', 'sidebarActiveBackground'),
  sidebarActiveText: text('sidebarActiveText', 'sidebarActiveBackground'),
  authBackground: { ...text('onSurface', 'authBackground'), onlyIn: 'dark' },
};

export interface PairResult {
  pair: ColourPair;
  ratio: number;
  passes: boolean;
}

/** The measured pair of `token` in `colours`, or null where nothing is measured. */
export function measurePair(
  token: ColourToken,
  colours: ColorTokens,
  palette: 'light' | 'dark',
): PairResult | null {
  const pair = colourPairs[token];
  if (!pair || (pair.onlyIn && pair.onlyIn !== palette)) return null;
  const ratio = contrastRatio(colours[pair.foreground], colours[pair.background], colours.surface);
  return { pair, ratio, passes: pair.minimum === null || ratio >= pair.minimum };
}
