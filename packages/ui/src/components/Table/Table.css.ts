import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The table's box: it scrolls (sideways on phones, down under `maxHeight`) so the page never does. */
export const scroller = style({
  position: 'relative',
  maxWidth: '100%',
  overflow: 'auto',
  overscrollBehaviorInline: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radii.md,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

export const header = style({});

const focusInside = { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' } as const;

export const column = style({
  // Sticky: stays on top while the rows scroll inside the box.
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.onSurface,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  textAlign: 'start',
  verticalAlign: 'middle',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusInside },
});

export const sortable = style({
  cursor: 'pointer',
  // An overlay, so the sticky header keeps its opaque background.
  selectors: { '&[data-hovered]': { boxShadow: `inset 0 0 0 100vmax ${vars.color.hover}` } },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '24px',
});

export const sortIcon = style({ flexShrink: 0 });
export const unsorted = style({ color: vars.color.onSurfaceMuted });

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
});

export const selectionColumn = style({ width: '1%', paddingInlineEnd: 0 });

export const body = style({});

export const row = style({
  outline: 'none',
  selectors: {
    // RAC marks a row hovered only when it does something (action or selection).
    '&[data-hovered]': { backgroundColor: vars.color.hover, cursor: 'pointer' },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-selected]': {
      backgroundColor: vars.color.primaryContainer,
      color: vars.color.onPrimaryContainer,
    },
    '&[data-focus-visible]': focusInside,
    '&[data-disabled]': { opacity: 0.55 },
  },
});

export const cell = style({
  // One line per row, as back-office tables read best; the box scrolls sideways when it does not fit.
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    [`${row}:last-child &`]: { borderBlockEnd: 'none' },
    '&[data-focus-visible]': focusInside,
  },
});

export const selectionCell = style({ width: '1%', paddingInlineEnd: 0 });

const stateRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  color: vars.color.onSurfaceMuted,
  textAlign: 'center',
});

export const empty = stateRow;
export const loading = stateRow;
