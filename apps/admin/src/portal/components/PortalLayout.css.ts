import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});

export const bar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const main = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '52rem',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': {
    '(min-width: 600px)': { paddingInline: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

/** WCAG 2.5.5: 44 px on phones for controls the kit draws smaller. */
export const touchTarget = style({ minBlockSize: '44px', minInlineSize: '44px' });
