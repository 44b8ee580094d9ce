import { proxy, subscribe } from 'valtio';

// Theme settings (spec §4): changeable, settable from the URL (theme_mode, is_rtl, nav_style, theme_style) so a link
// can open the app in a given look, and kept for the next visit — all but the direction. The direction belongs to the
// language (Arabic is right-to-left, the others left-to-right); forcing right-to-left on another language (`is_rtl`, or
// the appearance menu) previews the mirrored layout for this visit only: it lasts across the app's pages until the
// page is loaded again without it, and is never saved (it used to be, and then stayed on after the parameter was
// gone). See docs/decisions.md.
export const themeModes = ['light', 'dark', 'semi-dark'] as const;
export const themeStyles = ['standard', 'modern'] as const;
export const layouts = ['full', 'boxed'] as const;
export const navStyles = ['vertical', 'collapsed'] as const;
export const directions = ['ltr', 'rtl'] as const;

export interface ThemeState {
  mode: (typeof themeModes)[number];
  style: (typeof themeStyles)[number];
  layout: (typeof layouts)[number];
  navStyle: (typeof navStyles)[number];
  /** 'rtl' forces right-to-left even for a left-to-right locale, for this visit only; Arabic is right-to-left
   * regardless. */
  direction: (typeof directions)[number];
}

/** What is kept for the next visit. */
type SavedTheme = Omit<ThemeState, 'direction'>;

export const THEME_STORAGE_KEY = 'theme-settings';

const defaults: ThemeState = {
  mode: 'semi-dark',
  style: 'standard',
  layout: 'full',
  navStyle: 'vertical',
  direction: 'ltr',
};

const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

function sanitize(raw: Partial<Record<keyof ThemeState, unknown>>): Partial<ThemeState> {
  const picked: Partial<ThemeState> = {
    mode: oneOf(themeModes, raw.mode),
    style: oneOf(themeStyles, raw.style),
    layout: oneOf(layouts, raw.layout),
    navStyle: oneOf(navStyles, raw.navStyle),
    direction: oneOf(directions, raw.direction),
  };
  return Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined)) as Partial<ThemeState>;
}

function persisted(): Partial<SavedTheme> {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    // A direction saved by an earlier version is not read back.
    const { direction: _ignored, ...saved } = raw ? sanitize(JSON.parse(raw) as Record<string, unknown>) : {};
    return saved;
  } catch {
    return {};
  }
}

export const themeStore = proxy<ThemeState>({ ...defaults, ...persisted() });

subscribe(themeStore, () => {
  const { direction: _visitOnly, ...saved } = themeStore;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(saved satisfies SavedTheme));
  } catch {
    // Without storage the settings last for this page only.
  }
});

export function setTheme(patch: Partial<ThemeState>): void {
  Object.assign(themeStore, sanitize(patch));
}

const truthy = (value: string | null): 'rtl' | 'ltr' | undefined =>
  value === null ? undefined : ['true', '1', 'yes'].includes(value.toLowerCase()) ? 'rtl' : 'ltr';

/** Applies `theme_mode`, `is_rtl`, `nav_style` and `theme_style` from a query string; unknown values are ignored.
 * `is_rtl=true` (or 1, yes) previews right-to-left for this visit; `is_rtl=false` ends it; without it nothing changes. */
export function applyThemeParams(search: string): void {
  const params = new URLSearchParams(search);
  setTheme({
    mode: params.get('theme_mode') as ThemeState['mode'],
    direction: truthy(params.get('is_rtl')),
    navStyle: params.get('nav_style') as ThemeState['navStyle'],
    style: params.get('theme_style') as ThemeState['style'],
  });
}

export function resetTheme(): void {
  Object.assign(themeStore, defaults);
}
