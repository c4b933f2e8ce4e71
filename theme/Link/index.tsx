import { type LinkProps, Link as OriginalLink } from '@rspress/core/theme-original';
import { forwardRef } from 'react';
import { startPageTransition } from '../chrome/pageTransition';
import { isProtocolRelative } from './href';

/**
 * Rspress's Link with two changes: a protocol-relative href is rendered as a
 * plain external link, and in-site navigation runs through the browser's view
 * transition (see startPageTransition).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => {
  const { href, className, startTransition, ...rest } = props;
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
      startTransition={startTransition ?? startPageTransition}
      {...rest}
    />
  );
});

Link.displayName = 'Link';
