import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  minInlineSize: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const explanation = style({ display: 'grid', gap: vars.space.xs });
export const point = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const icon = style({ flexShrink: 0, color: vars.color.info, marginBlockStart: '2px' });

export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  alignItems: 'start',
});

/** An e-mail address reads left to right whatever the page's direction; on an Arabic page it keeps to the start. */
export const email = style({});
globalStyle(`${email} input`, { direction: 'ltr' });
globalStyle(`[dir="rtl"] ${email} input`, { textAlign: 'right' });
