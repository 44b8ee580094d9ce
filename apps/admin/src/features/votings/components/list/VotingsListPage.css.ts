import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only (the frame is the shared ListPage's): colours, type and shape come from the UI kit's components.
export const search = style({ flex: '1 1 18rem', maxInlineSize: '32rem' });
export const statusFilter = style({ flex: '0 1 14rem', minInlineSize: '12rem' });
export const nowrap = style({ whiteSpace: 'nowrap' });
/** "36 votantes + 1 representado" under the count: the eligible subjects it is out of. */
export const split = style({
  display: 'block',
  whiteSpace: 'nowrap',
  fontSize: vars.font.sizeXs,
  color: vars.color.onSurfaceMuted,
});

// Titles are long ("AGE — FII … (FPLC11)"): they wrap, so the dates, status and counts stay in view at laptop widths.
export const title = style({ display: 'inline-block', whiteSpace: 'normal', minInlineSize: '14rem' });

/** A draft's discard button, at the row's end. */
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
