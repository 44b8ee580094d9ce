import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';
import { PLACEHOLDER_ATTRIBUTE } from './placeholderNode';

/** The field's box, as the kit draws a control: a border that turns the primary colour with the focus inside. */
export const box = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onSurface,
  selectors: {
    '&:focus-within': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-invalid]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
    '&[data-readonly]': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const toolbar = style({
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const toolbarButton = style({ paddingInline: vars.space.sm });

/** Grows with the text up to a height, then scrolls (the toolbar stays in view above it). */
export const scroller = style({ maxHeight: '28rem', overflowY: 'auto' });

export const content = style({
  minHeight: '12rem',
  padding: vars.space.md,
  outline: 'none',
  fontSize: vars.font.sizeMd,
  lineHeight: vars.font.lineHeight,
  overflowWrap: 'anywhere',
  // ProseMirror's own base rules (Tiptap's injected <style> is off: the page's policy takes no inline <style>).
  whiteSpace: 'pre-wrap',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
});
globalStyle(`${content} [contenteditable="false"]`, { whiteSpace: 'normal' });
globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: 'transparent' });
globalStyle(`${content}.ProseMirror-hideselection`, { caretColor: 'transparent' });
globalStyle(`${content} > * + *`, { marginBlockStart: vars.space.sm });
globalStyle(`${content} :is(p, h1, h2, h3, h4, ul, ol, blockquote)`, { marginBlock: 0 });
globalStyle(`${content} :is(ul, ol)`, { paddingInlineStart: vars.space.xl });
globalStyle(`${content} blockquote`, {
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.onSurfaceMuted,
});
globalStyle(`${content} a`, { color: vars.color.primary, textDecoration: 'underline' });
globalStyle(`${content} h1`, { fontSize: vars.font.sizeXl });
globalStyle(`${content} h2`, { fontSize: vars.font.sizeLg });
globalStyle(`${content} :is(h3, h4)`, { fontSize: vars.font.sizeMd });

/** A placeholder: a chip that reads as one piece (its braces in a code font, left to right in any page). */
globalStyle(`${content} [${PLACEHOLDER_ATTRIBUTE}]`, {
  display: 'inline-block',
  paddingInline: vars.space.xs,
  marginInline: '1px',
  borderRadius: vars.radii.sm,
  backgroundColor: vars.color.primaryContainer,
  color: vars.color.onPrimaryContainer,
  fontFamily: 'ui-monospace, monospace',
  fontSize: '0.9em',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
});
globalStyle(`${content} [${PLACEHOLDER_ATTRIBUTE}].ProseMirror-selectednode`, {
  outline: `2px solid ${vars.color.focus}`,
});

export const linkRemove = style({ display: 'flex', justifyContent: 'flex-start' });
