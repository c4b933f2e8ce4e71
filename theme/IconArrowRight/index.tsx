import { MaskIcon, type MaskIconProps } from '../MaskIcon';
import './index.css';

/**
 * Rspress's right-pointing chevron, which its sidebar groups, previous/next
 * page links and menus import from the theme and each drew as inline SVG in
 * every page's HTML: here an empty element drawn by a CSS mask
 * (decisions/0006-first-round-trip.md), 1em square as the SVG was.
 */
export const IconArrowRight = (props: MaskIconProps) => <MaskIcon name="chevron" {...props} />;
