import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 16px)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.onSurface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.elevation.medium,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: 'none' },
  },
});
