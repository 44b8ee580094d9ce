import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const logo = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const mark = style({ inlineSize: '2rem', blockSize: '2rem', flexShrink: 0 });
export const name = style({
  fontWeight: vars.font.weightBold,
  fontSize: vars.font.sizeLg,
  whiteSpace: 'nowrap',
});
