import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  backgroundColor: vars.color.sidebarBackground,
  color: vars.color.sidebarText,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const header = style({ flexShrink: 0, padding: vars.space.lg });
export const scroll = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.lg,
});
export const footer = style({
  flexShrink: 0,
  padding: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
