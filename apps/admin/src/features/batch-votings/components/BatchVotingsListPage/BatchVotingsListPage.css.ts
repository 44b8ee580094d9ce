import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only (the frame is the shared ListPage's): colours, type and shape come from the UI kit's components.
export const search = style({ flex: '1 1 18rem', maxInlineSize: '32rem' });
export const nowrap = style({ whiteSpace: 'nowrap' });
// Titles are long ("Aprovação de contas 2025 — FIIs de tijolo"): they wrap, so the counts and dates stay in view.
export const title = style({ display: 'inline-block', whiteSpace: 'normal', minInlineSize: '14rem' });
/** The two create buttons side by side, wrapping on a narrow screen. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
