import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const textArea = style({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  paddingBlock: vars.space.sm,
  lineHeight: vars.font.lineHeight,
  resize: 'vertical',
});

export const footerRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  selectors: {
    // Nothing to show (no description, no error, no counter): take no room in the field's gap.
    '&:has(> :first-child:empty):not(:has(> :nth-child(2)))': { display: 'none' },
  },
});

export const footerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const counter = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  fontSize: vars.font.sizeXs,
  color: vars.color.onSurfaceMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-full]': { color: vars.color.onSurface, fontWeight: vars.font.weightMedium } },
});
