// Breakpoints in px (min-width). `lg` is where the shell's sidebar stops being a drawer and becomes fixed.
export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const mediaQuery = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

export const shellBreakpoint: Breakpoint = 'lg';
