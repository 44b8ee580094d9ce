import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&[aria-orientation="vertical"]': { flexDirection: 'column', alignItems: 'stretch' },
  },
});

export const separator = style({
  alignSelf: 'stretch',
  width: '1px',
  marginInline: vars.space.xs,
  border: 'none',
  backgroundColor: vars.color.border,
});
