import { proxy, subscribe } from 'valtio';

// Theme settings (spec §4): changeable, persisted, and settable from the URL (theme_mode, is_rtl, nav_style,
// theme_style) so a link can open the app in a given look.
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
  /** 'rtl' forces right-to-left even for a left-to-right locale; Arabic is right-to-left regardless. */
  direction: (typeof directions)[number];
}

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

function persisted(): Partial<ThemeState> {
  try {
    const raw = localStorage.getItem(THEME_STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const themeStore = proxy<ThemeState>({ ...defaults, ...persisted() });

subscribe(themeStore, () => {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(themeStore));
  } catch {
    // Without storage the settings last for this page only.
  }
});

export function setTheme(patch: Partial<ThemeState>): void {
  Object.assign(themeStore, sanitize(patch));
}

const truthy = (value: string | null): 'rtl' | 'ltr' | undefined =>
  value === null ? undefined : ['true', '1', 'yes'].includes(value.toLowerCase()) ? 'rtl' : 'ltr';

/** Applies `theme_mode`, `is_rtl`, `nav_style` and `theme_style` from a query string; unknown values are ignored. */
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
