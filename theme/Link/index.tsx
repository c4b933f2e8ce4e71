import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { startPageTransition } from '../chrome/pageTransition';
import { isProtocolRelative } from './href';

/**
 * Rspress's Link with three changes: a protocol-relative href is rendered as a
 * plain external link, in-site navigation runs through the browser's view
 * transition (see startPageTransition), and an aria-hidden link is taken out
 * of the Tab order.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => {
  const { href, className, startTransition, ...linkProps } = props;
  // Rspress's heading "#" anchors are aria-hidden; a link hidden from screen
  // readers must not be a Tab stop either (axe: aria-hidden-focus).
  const hiddenFromAssistiveTech = String(linkProps['aria-hidden']) === 'true';
  const rest = hiddenFromAssistiveTech ? { tabIndex: -1, ...linkProps } : linkProps;
  if (isProtocolRelative(href)) {
    const { children, ...anchorProps } = rest;
    return (
      <a
        ref={ref}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={[className, 'rp-link'].filter(Boolean).join(' ')}
        {...anchorProps}
      >
        {children}
      </a>
    );
  }
  return (
    <OriginalLink
      ref={ref}
      href={href}
      className={className}
      startTransition={startTransition ?? ((update) => startPageTransition(update, href))}
      {...rest}
    />
  );
});

Link.displayName = 'Link';
