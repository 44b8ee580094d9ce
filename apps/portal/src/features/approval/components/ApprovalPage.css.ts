import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });

// The title takes the focus only so that it is read out and the keyboard starts there: it is not a control, and a
// ring around it would suggest one.
globalStyle(`${page} h1:focus`, { outline: 'none' });

export const loading = style({ display: 'grid', placeItems: 'center', minBlockSize: '12rem' });

export const header = style({ display: 'grid', gap: vars.space.sm });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
globalStyle(`${facts} > div`, {
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
globalStyle(`${facts} dt`, { fontSize: vars.font.sizeSm, color: vars.color.onSurfaceMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weightMedium });

export const explain = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.color.primaryContainer,
  color: vars.color.onPrimaryContainer,
});
export const explainIcon = style({ flexShrink: 0, marginBlockStart: '2px' });

export const section = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const itemList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const itemSummary = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});
export const itemTitle = style({ fontWeight: vars.font.weightMedium });
export const position = style({ color: vars.color.onSurfaceMuted });
export const counts = style({ fontSize: vars.font.sizeSm, color: vars.color.onSurfaceMuted });

export const subjects = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const subject = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const subjectHeader = style({ display: 'grid', gap: vars.space.xxs });
export const subjectName = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  overflowWrap: 'anywhere',
});
export const nowrap = style({ whiteSpace: 'nowrap' });

export const votes = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const vote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
globalStyle(`${vote} dt`, { flex: '1 1 12rem', minInlineSize: 0 });
globalStyle(`${vote} dd`, { margin: 0 });

export const documents = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const document = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});
export const documentIcon = style({ flexShrink: 0, color: vars.color.onSurfaceMuted });
export const documentText = style({ display: 'grid', gap: vars.space.xxs, minInlineSize: 0 });
export const documentName = style({ overflowWrap: 'anywhere' });

export const decision = style({ display: 'grid', gap: vars.space.md });
export const decisionButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const notice = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const noticeIcon = style({
  color: vars.color.onSurfaceMuted,
  selectors: {
    [`${notice}[data-tone="success"] &`]: { color: vars.color.success },
    [`${notice}[data-tone="warning"] &`]: { color: vars.color.warning },
    [`${notice}[data-tone="danger"] &`]: { color: vars.color.danger },
  },
});

export const quote = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `4px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
});
