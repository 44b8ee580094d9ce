import type { ReactNode } from 'react';
import { Heading as RACHeading, Text as RACText } from 'react-aria-components';
import { cx } from '../private/cx';
import * as styles from './Typography.css';

export interface HeadingProps {
  level?: 1 | 2 | 3 | 4 | 5 | 6;
  size?: keyof typeof styles.headingSize;
  id?: string;
  /** RAC slot, e.g. 'title' inside a Dialog. */
  slot?: string;
  className?: string;
  children: ReactNode;
}

export function Heading({ level = 2, size = 'lg', className, children, ...props }: HeadingProps) {
  return (
    <RACHeading {...props} level={level} className={cx(styles.headingSize[size], className)}>
      {children}
    </RACHeading>
  );
}

export interface TextProps {
  size?: keyof typeof styles.textSize;
  tone?: keyof typeof styles.textTone;
  elementType?: 'p' | 'span' | 'div';
  /** RAC slot, e.g. 'description' inside a field or list item. */
  slot?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Text({
  size = 'md',
  tone = 'default',
  elementType = 'p',
  className,
  children,
  ...props
}: TextProps) {
  const classes = cx(styles.textSize[size], styles.textTone[tone], className);
  // Without a slot it is plain text, also inside RAC items and fields (whose slotted Text would demand a slot).
  if (props.slot === undefined) {
    const Element = elementType;
    return (
      <Element id={props.id} className={classes}>
        {children}
      </Element>
    );
  }
  return (
    <RACText {...props} elementType={elementType} className={classes}>
      {children}
    </RACText>
  );
}
