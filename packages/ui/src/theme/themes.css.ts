import { createTheme, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors } from './palette';
import { colorVars, shapeVars } from './vars.css';

export const lightTheme = createTheme(colorVars, lightColors);

export const darkTheme = createTheme(colorVars, darkColors);

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
  // Spec §9: route transition 300 ms; sidebar 19rem (21.6rem from xl); boxed layout 1260 px (1680 px from xl).
  motion: { fast: '150ms', routeTransition: '300ms', easing: 'cubic-bezier(0.4, 0, 0.2, 1)' },
  layout: {
    sidebarWidth: '19rem',
    sidebarWidthXl: '21.6rem',
    /** The collapsed navigation: icons only until hovered or focused. */
    sidebarRailWidth: '4.75rem',
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
