import { useLocation, useNavigate } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * Client-side half of site/redirects.ts: when the router lands on an old URL
 * (a history entry, an in-app link), replace it with the page that covers
 * its topic, keeping the query and fragment. A full page load of an old URL
 * gets the static redirect page the build writes. The table is fetched only
 * here, on a not-found route, not with every page.
 */
export function useOldUrlRedirect() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    import('../../site/redirects').then(
      ({ redirectTarget }) => {
        const target = redirectTarget(pathname);
        if (current && target) navigate(`${target}${search}${hash}`, { replace: true });
      },
      // Offline, or a deploy removed the chunk: the not-found page stays, with
      // its links home.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pathname, search, hash, navigate]);
}
