import { createTheme, globalStyle } from '@vanilla-extract/css';
import { colorVars, shapeVars } from './vars.css';

// Contrast (WCAG AA): every on* colour is >= 4.5:1 against its pair; muted text >= 4.5:1 on surfaces;
// borderStrong (input outlines) >= 3:1.
export const lightTheme = createTheme(colorVars, {
  background: '#eef2f6',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceMuted: '#f4f6f9',
  onSurface: '#121926',
  onSurfaceMuted: '#4b5565',
  primary: '#1e5bd6',
  onPrimary: '#ffffff',
  primaryHover: '#1747a8',
  primaryContainer: '#e3ecfc',
  onPrimaryContainer: '#123a8a',
  danger: '#b42318',
  onDanger: '#ffffff',
  dangerContainer: '#fdecea',
  onDangerContainer: '#8a1c13',
  success: '#1a7f37',
  onSuccess: '#ffffff',
  warning: '#a15c00',
  onWarning: '#ffffff',
  info: '#1e5bd6',
  onInfo: '#ffffff',
  border: '#dde3ea',
  borderStrong: '#7a8494',
  focus: '#1e5bd6',
  hover: 'rgba(18, 25, 38, 0.06)',
  pressed: 'rgba(18, 25, 38, 0.12)',
  scrim: 'rgba(18, 25, 38, 0.5)',
  sidebarBackground: '#ffffff',
  sidebarText: '#364152',
  sidebarTextMuted: '#4b5565',
  sidebarHover: '#eef3fc',
  sidebarActiveBackground: '#e3ecfc',
  sidebarActiveText: '#123a8a',
  authBackground: '#111936',
});

export const darkTheme = createTheme(colorVars, {
  background: '#111936',
  surface: '#1a223f',
  surfaceRaised: '#212946',
  surfaceMuted: '#29314f',
  onSurface: '#e8ecf4',
  onSurfaceMuted: '#b2bacb',
  primary: '#8cb4ff',
  onPrimary: '#0b1533',
  primaryHover: '#aac8ff',
  primaryContainer: '#24335f',
  onPrimaryContainer: '#d6e3ff',
  danger: '#ff9c92',
  onDanger: '#3a0905',
  dangerContainer: '#4a1a17',
  onDangerContainer: '#ffd9d4',
  success: '#7ad99a',
  onSuccess: '#06240f',
  warning: '#f5c16c',
  onWarning: '#2b1a00',
  info: '#8cb4ff',
  onInfo: '#0b1533',
  border: '#343d5c',
  borderStrong: '#8a93ad',
  focus: '#aac8ff',
  hover: 'rgba(232, 236, 244, 0.08)',
  pressed: 'rgba(232, 236, 244, 0.16)',
  scrim: 'rgba(0, 0, 0, 0.6)',
  sidebarBackground: '#1a223f',
  sidebarText: '#d5dae6',
  sidebarTextMuted: '#b2bacb',
  sidebarHover: '#29314f',
  sidebarActiveBackground: '#2f3d6b',
  sidebarActiveText: '#ffffff',
  authBackground: '#0b1028',
});

const baseShape = {
  font: {
    family:
      "Roboto, 'Liberation Sans', 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans CJK SC', system-ui, -apple-system, 'Segoe UI', Arial, sans-serif",
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    sizeXxl: '1.75rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '700',
    lineHeight: '1.5',
    lineHeightTight: '1.25',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  motion: { fast: '150ms', routeTransition: '300ms', easing: 'cubic-bezier(0.4, 0, 0.2, 1)' },
  layout: {
    sidebarWidth: '19rem',
    sidebarWidthXl: '21.6rem',
    boxedMaxWidth: '1260px',
    boxedMaxWidthXl: '1680px',
    topBarHeight: '4.5rem',
    controlHeight: '2.5rem',
    controlHeightSm: '2rem',
    controlHeightLg: '3rem',
  },
};

// Standard: flatter corners and clear shadows. Modern: rounder corners, softer shadows, a bit more air.
export const standardStyle = createTheme(shapeVars, {
  ...baseShape,
  radii: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  elevation: {
    none: 'none',
    low: '0 1px 3px rgba(0, 0, 0, 0.16)',
    medium: '0 4px 12px rgba(0, 0, 0, 0.18)',
    high: '0 12px 32px rgba(0, 0, 0, 0.24)',
  },
});

export const modernStyle = createTheme(shapeVars, {
  ...baseShape,
  radii: { sm: '8px', md: '12px', lg: '20px', full: '9999px' },
  elevation: {
    none: 'none',
    low: '0 2px 8px rgba(0, 0, 0, 0.08)',
    medium: '0 8px 24px rgba(0, 0, 0, 0.12)',
    high: '0 16px 48px rgba(0, 0, 0, 0.16)',
  },
  layout: { ...baseShape.layout, controlHeight: '2.75rem' },
});

// Everything inside a theme root inherits the typography and the surface colours.
for (const theme of [lightTheme, darkTheme]) {
  globalStyle(`${theme}`, {
    color: colorVars.onSurface,
    colorScheme: theme === darkTheme ? 'dark' : 'light',
  });
}
