import { style } from '@vanilla-extract/css';
import { vars } from '@backoffice/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** After the first screen: the voting's heading, the progress and the step closer together. */
export const pageCompact = style([page, { gap: vars.space.md }]);

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': {
    '(min-width: 600px)': { padding: vars.space.xl },
  },
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
