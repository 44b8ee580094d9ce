import { assignInlineVars } from '@vanilla-extract/dynamic';
import { colorVars } from './vars.css';

/**
 * Inline style that overrides the primary colour at run time (e.g. a company's brand colour), with its hover and
 * container shades derived from it: mixed toward the theme's text colour (darker in light mode, lighter in dark) and
 * toward its surface. The caller is responsible for an `onColor` with enough contrast (4.5:1) against `color`.
 * `UiProvider`'s `brand` prop applies it on the theme root, so overlays get it too.
 */
export function brandVars(color: string, onColor = '#ffffff'): Record<string, string> {
  return assignInlineVars({
    [colorVars.primary]: color,
    [colorVars.primaryHover]: `color-mix(in srgb, ${color} 80%, ${colorVars.onSurface})`,
    [colorVars.primaryContainer]: `color-mix(in srgb, ${color} 16%, ${colorVars.surface})`,
    [colorVars.info]: color,
    [colorVars.focus]: color,
    [colorVars.onPrimary]: onColor,
    [colorVars.onInfo]: onColor,
  });
}
