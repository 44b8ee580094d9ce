import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

const fill = style({
  height: '100%',
  borderRadius: 'inherit',
  transition: `width ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast}`,
});

export const toneFill = styleVariants({
  neutral: [fill, { backgroundColor: vars.color.primary }],
  success: [fill, { backgroundColor: vars.color.success }],
  warning: [fill, { backgroundColor: vars.color.warning }],
  danger: [fill, { backgroundColor: vars.color.danger }],
});
