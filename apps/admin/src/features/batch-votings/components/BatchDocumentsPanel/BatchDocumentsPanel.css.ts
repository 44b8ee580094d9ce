import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: the frame is the kit's Card, as the detail's other sections.
export const panel = style({ display: 'grid', gap: vars.space.lg });
export const titles = style({ display: 'grid', gap: vars.space.xxs });
// The focus target of a preview or an attachment's outcome: no gap of its own while it has nothing to say.
export const result = style({
  outline: 'none',
  display: 'grid',
  gap: vars.space.md,
  selectors: { '&:empty': { display: 'none' } },
});
export const summary = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, margin: 0 });
export const ok = style({ flex: 'none', color: vars.color.success });
export const refused = style({ display: 'flex', gap: vars.space.sm, color: vars.color.danger });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const fileName = style({ overflowWrap: 'anywhere' });
