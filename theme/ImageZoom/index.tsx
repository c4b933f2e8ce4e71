import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './index.css';

/** Body images of doc pages (spec §2.7). */
const selector = '.rspress-doc img';

/**
 * Image zoom as Rspress's medium-zoom component does it (same library, same
 * options, the page background behind the zoomed image), but medium-zoom is
 * fetched only on a page that has a body image: most pages have none, and
 * Rspress's component put the library in every page's first JavaScript.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  useEffect(() => {
    let zoom: Zoom | undefined;
    let current = true;
    // After the new page's content has rendered, as Rspress's component waits.
    const timeout = setTimeout(() => {
      const images = document.querySelectorAll<HTMLImageElement>(selector);
      if (images.length === 0) return;
      import('medium-zoom').then(({ default: mediumZoom }) => {
        if (!current) return;
        zoom = mediumZoom(images, { margin: 0, scrollOffset: 40, background: 'var(--rp-c-bg)' });
      });
    }, 100);
    return () => {
      current = false;
      clearTimeout(timeout);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
