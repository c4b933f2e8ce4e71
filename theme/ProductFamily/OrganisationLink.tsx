import { type ReactNode, useEffect, useRef } from 'react';
import { organisationUrl } from '../../site/organisation';

/**
 * The panel's first link, to every Rstack project: the list's header, or all
 * the panel holds when the list cannot be fetched. `focus` moves focus to it
 * when it shows or when the flag turns true (Tab pressed before it arrived).
 */
export function OrganisationLink({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <a
      ref={ref}
      className="rs-product-family__header"
      href={organisationUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
