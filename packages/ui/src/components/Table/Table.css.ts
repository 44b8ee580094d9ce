import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { textEnd, textStart } from '../../theme/textAlign.css';

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
  // Separate borders: collapsed ones would scroll away from the sticky header cells.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.sizeSm,
});

export const caption = style({
  captionSide: 'top',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightMedium,
  textAlign: textStart,
});

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
  verticalAlign: 'middle',
});

/** The sort button fills the header cell, so the whole cell is its target. */
export const sortableColumn = style({ padding: 0 });

export const sortButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '24px',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-pressed]': { backgroundColor: vars.color.pressed },
    '&[data-focus-visible]': focusInside,
  },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
});

export const sortIcon = style({ flexShrink: 0 });
export const unsorted = style({ color: vars.color.onSurfaceMuted });

export const align = styleVariants({
  start: { textAlign: textStart },
  center: { textAlign: 'center' },
  end: { textAlign: textEnd },
});

export const selectionColumn = style({ width: '1%', paddingInlineEnd: 0 });

export const row = style({
  selectors: {
    '&[data-interactive]': { cursor: 'pointer' },
    '&[data-selected]': {
      backgroundColor: vars.color.primaryContainer,
      color: vars.color.onPrimaryContainer,
    },
    '&[data-disabled]': { color: vars.color.onSurfaceMuted },
  },
});

export const cell = style({
  // One line per row, as back-office tables read best; the box scrolls sideways when it does not fit.
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontWeight: 'inherit',
  verticalAlign: 'middle',
  selectors: {
    [`${row}:last-child > &`]: { borderBlockEnd: 'none' },
  },
  '@media': {
    // A tint over the row's own background (selected rows keep theirs).
    '(hover: hover)': {
      selectors: {
        [`${row}[data-interactive]:hover > &`]: {
          backgroundImage: `linear-gradient(${vars.color.hover}, ${vars.color.hover})`,
        },
      },
    },
  },
});

export const selectionCell = style({ width: '1%', paddingInlineEnd: 0 });

/** The row header's content as the row action's button (keyboard path to `onRowAction`). */
export const rowAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.font.weightMedium,
  textAlign: textStart,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const stateCell = style({
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
  color: vars.color.onSurfaceMuted,
  textAlign: 'center',
  verticalAlign: 'middle',
});

export const stateContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
