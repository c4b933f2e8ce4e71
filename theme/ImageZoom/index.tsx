import { useLocation } from '@rspress/core/runtime';
import type { Zoom } from 'medium-zoom';
import { useEffect } from 'react';
import './index.css';

/** Body images of doc pages. */
const selector = '.rspress-doc img';

/**
 * Image zoom as Rspress's medium-zoom component does it (same library, same
 * options, the page background behind the zoomed image), but medium-zoom is
 * fetched on the first click on a body image and then attached to the page's
 * images: Rspress's component put the library in every page's JavaScript.
 */
export default function ImageZoom() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a page switch brings new images, so the zoom attached to the old ones is dropped
  useEffect(() => {
    let zoom: Zoom | undefined;
    let current = true;
    const onClick = (event: MouseEvent) => {
      const image = event.target;
      if (zoom || !(image instanceof HTMLImageElement) || !image.matches(selector)) return;
      // The build without its own style element, which the site's
      // Content-Security-Policy would refuse; its stylesheet as a file.
      Promise.all([import('medium-zoom/dist/pure'), import('medium-zoom/dist/style.css')]).then(
        ([{ default: mediumZoom }]) => {
          if (!current || zoom) return;
          zoom = mediumZoom(selector, {
            margin: 0,
            scrollOffset: 40,
            background: 'var(--rp-c-bg)',
          });
          zoom.open({ target: image });
        },
        // Offline, or a deploy removed the chunk: the image stays as it is, and
        // the next click fetches the chunk again.
        () => {},
      );
    };
    document.addEventListener('click', onClick);
    return () => {
      current = false;
      document.removeEventListener('click', onClick);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname]);
  return null;
}
