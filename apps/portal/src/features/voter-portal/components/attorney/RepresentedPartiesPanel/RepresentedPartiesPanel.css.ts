import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const panel = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({ display: 'grid', gap: vars.space.xxs, flex: '1 1 16rem' });

export const section = style({ display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const listTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMd,
  fontWeight: vars.font.weightBold,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const addForm = style({ display: 'grid', gap: vars.space.sm });

/** Name, CPF/CNPJ and weight side by side where they fit, one under the other on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});
export const nameField = style({});
export const taxIdField = style({});
export const weightField = style({});

export const importPart = style({ display: 'grid', gap: vars.space.md });

export const result = style({
  display: 'grid',
  gap: vars.space.md,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' } },
});

export const iconLine = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });
export const doneIcon = style({ color: vars.color.success, flexShrink: 0 });
export const warningIcon = style({ flexShrink: 0, color: vars.color.warning });

export const refused = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerContainer,
  color: vars.color.onDangerContainer,
});
export const refusedList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'grid',
  gap: vars.space.xxs,
});

export const issueList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const issue = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  fontSize: vars.font.sizeSm,
});
export const issueWhere = style({ fontWeight: vars.font.weightBold });
export const issueValue = style({ color: vars.color.onSurfaceMuted, overflowWrap: 'anywhere' });
export const mono = style({ fontFamily: 'monospace' });
export const nowrap = style({ whiteSpace: 'nowrap' });

export const status = style({ fontSize: vars.font.sizeSm, color: vars.color.success });

export const partyList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const party = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.color.border}`,
});
export const partyText = style({ flex: '1 1 auto', minInlineSize: 0, display: 'grid', gap: vars.space.xxs });
export const partyName = style({
  fontWeight: vars.font.weightMedium,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});
