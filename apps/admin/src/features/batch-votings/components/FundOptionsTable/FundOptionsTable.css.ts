import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const section = style({ display: 'grid', gap: vars.space.sm });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const quotas = style({ minInlineSize: '9rem' });
export const opinion = style({ minInlineSize: '9rem' });
/** The select's own name (the fund's), for screen readers: its column header says it to the eye. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
