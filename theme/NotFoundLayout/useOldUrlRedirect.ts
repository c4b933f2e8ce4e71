import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useEffect } from 'react';
import { redirectTarget } from '../../site/redirects';

/**
 * Client-side half of site/redirects.ts: when the router lands on an old URL
 * (a history entry, an in-app link), replace it with the page that covers
 * its topic, keeping the query and fragment. A full page load of an old URL
 * gets the static redirect page the build writes.
 */
export function useOldUrlRedirect() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = redirectTarget(pathname);
    if (target) navigate(`${target}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
}
