import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const summary = style({ display: 'grid', gap: vars.space.md });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&[data-flagged]': { borderColor: vars.color.danger, borderInlineStartWidth: '4px' } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  margin: 0,
  '@media': { '(max-width: 600px)': { gridTemplateColumns: '1fr' } },
});

export const description = style({ whiteSpace: 'pre-wrap', margin: 0 });
export const items = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});

export const issues = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerContainer,
  color: vars.color.onDangerContainer,
});
export const issuesTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const issueIcon = style({ flexShrink: 0 });
export const issueList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
});
export const issue = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

// Each term and its definition are wrapped in a div (valid HTML); the grid lays out their children.
globalStyle(`${facts} > div`, { display: 'contents' });
globalStyle(`${facts} dd`, { margin: 0 });
