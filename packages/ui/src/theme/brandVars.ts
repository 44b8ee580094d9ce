import { assignInlineVars } from '@vanilla-extract/dynamic';
import { colorVars } from './vars.css';

/**
 * Inline style that overrides the primary colour at run time (e.g. a company's brand colour).
 * The caller is responsible for choosing an `onColor` with enough contrast (4.5:1) against `color`.
 */
export function brandVars(color: string, onColor = '#ffffff'): Record<string, string> {
  return assignInlineVars({
    [colorVars.primary]: color,
    [colorVars.info]: color,
    [colorVars.focus]: color,
    [colorVars.onPrimary]: onColor,
    [colorVars.onInfo]: onColor,
  });
}
