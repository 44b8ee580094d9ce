import { styleVariants, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const base = style({
  color: vars.color.primary,
  borderRadius: vars.radii.sm,
  cursor: 'pointer',
  outline: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const variant = styleVariants({
  inline: [
    base,
    { textDecoration: 'underline', selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } } },
  ],
  standalone: [
    base,
    {
      textDecoration: 'none',
      fontWeight: vars.font.weightMedium,
      selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
    },
  ],
});
