import { createContext, useContext } from 'react';
import type { ThemeMode, ThemeStyle } from '../theme/themeClasses';

export interface UiTheme {
  mode: ThemeMode;
  themeStyle: ThemeStyle;
}

export const UiThemeContext = createContext<UiTheme>({ mode: 'semi-dark', themeStyle: 'standard' });

/** The current theme mode and style, for parts that apply a theme class of their own (sidebar, top bar). */
export function useUiTheme(): UiTheme {
  return useContext(UiThemeContext);
}
