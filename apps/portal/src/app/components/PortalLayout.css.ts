import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
});

export const bar = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** The bar's content lines up with the page's column (main's width and padding). */
export const barContent = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  inlineSize: '100%',
  maxInlineSize: '52rem',
  minBlockSize: '56px',
  marginInline: 'auto',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  '@media': {
    '(min-width: 600px)': { paddingInline: vars.space.xl },
  },
});

/** The page's part of the bar (the company): the room the language button leaves. */
export const barStart = style({ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center' });

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

export const languageSlot = style({ display: 'inline-flex', flexShrink: 0 });

/** 44 px high and wide (WCAG 2.5.5 on phones). */
export const languageButton = style({ minBlockSize: '44px', minInlineSize: '44px' });

export const languageCode = style({ fontWeight: vars.font.weightMedium });
