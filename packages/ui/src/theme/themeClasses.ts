import { darkTheme, lightTheme, modernStyle, standardStyle } from './themes.css';

export const themeModes = ['light', 'dark', 'semi-dark'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const themeStyles = ['standard', 'modern'] as const;
export type ThemeStyle = (typeof themeStyles)[number];

export type ThemePart = 'app' | 'sidebar' | 'topBar';

/** Colour theme class for one part of the screen. Semi-dark = the dark theme on the sidebar and top bar of a light app. */
export function surfaceThemeClass(mode: ThemeMode, part: ThemePart): string {
  if (mode === 'dark') return darkTheme;
  if (mode === 'semi-dark' && part !== 'app') return darkTheme;
  return lightTheme;
}

export function styleThemeClass(style: ThemeStyle): string {
  return style === 'modern' ? modernStyle : standardStyle;
}
