import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

// Layout only: colours, type and shape come from the UI kit's components.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: '48rem',
});
export const heading = style({ selectors: { '&:focus': { outline: 'none' } } });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const search = style({ flex: '1 1 18rem', maxInlineSize: '28rem' });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
export const name = style({ overflowWrap: 'anywhere' });
export const actionsColumn = style({ inlineSize: '1%', whiteSpace: 'nowrap' });
