import { type MaskIconProps as IconProps, MaskIcon } from '../MaskIcon';
import './index.css';

/**
 * Rspress's copy, copied, wrap and wrapped icons, which every code block
 * repeats inline as SVG, as one empty element each (decisions/0006-first-round-trip.md);
 * the shapes are CSS masks defined once in index.css. Rspress's components
 * import these from the theme, so the code-block buttons, the "Copy page as
 * Markdown" button and the prompt box all use them.
 */
export const IconCopy = (props: IconProps) => <MaskIcon name="copy" {...props} />;
export const IconSuccess = (props: IconProps) => <MaskIcon name="success" {...props} />;
export const IconWrap = (props: IconProps) => <MaskIcon name="wrap" {...props} />;
export const IconWrapped = (props: IconProps) => <MaskIcon name="wrapped" {...props} />;
