import { style } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints';
import { vars } from '../../theme/vars.css';

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.layout.topBarHeight,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.sidebarBackground,
  color: vars.color.sidebarText,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mediaQuery.md]: { paddingInline: vars.space.xl } },
});

export const slot = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
