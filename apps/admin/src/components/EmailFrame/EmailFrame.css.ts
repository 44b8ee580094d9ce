import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const frame = style({
  inlineSize: '100%',
  blockSize: '20rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
});
