import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const fromVoting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
export const fromVotingFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});
export const votingField = style({ flex: '1 1 18rem', maxInlineSize: '28rem' });
