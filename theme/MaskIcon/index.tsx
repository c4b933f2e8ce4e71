import type { HTMLAttributes } from 'react';
import './index.css';

export type MaskIconProps = HTMLAttributes<HTMLSpanElement>;

/**
 * An icon drawn by CSS: an empty element whose shape is the mask named by
 * `.rs-icon--<name>` (defined next to the component that uses it), painted in
 * the current text colour. A page's HTML then carries a class instead of the
 * SVG's path data, and the shape is downloaded once, with the stylesheet.
 * An empty span has nothing for assistive technology to read, so it needs no
 * `aria-hidden`; the control around it carries the name.
 */
export function MaskIcon({ name, className, ...props }: MaskIconProps & { name: string }) {
  const classes = `rs-icon rs-icon--${name}${className ? ` ${className}` : ''}`;
  return <span {...props} className={classes} />;
}
