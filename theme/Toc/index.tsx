import { Link, renderInlineMarkdown, useActiveAnchor, useDynamicToc } from '@rspress/core/theme';
import { useEffect, useRef } from 'react';
// Rspress's stylesheet for these classes; its own Toc, which would bring it, is replaced.
import '@rspress/core/dist/theme/components/Toc/TocItem.css';
import './index.css';

/** Headings below the page title: h2 is the outline's first level. */
const BASE_HEADING_LEVEL = 2;

/**
 * Keeps the active entry in view, centred, in each box that scrolls between
 * it and the outline (the list, then the outline itself), never the page: as
 * Rspress's outline does with its scroll-into-view-if-needed boundary.
 */
function scrollIntoOutline(item: HTMLElement) {
  for (let box = item.parentElement; box; box = box.parentElement) {
    if (box.scrollHeight > box.clientHeight) {
      const itemBox = item.getBoundingClientRect();
      const boxRect = box.getBoundingClientRect();
      if (itemBox.top < boxRect.top || itemBox.bottom > boxRect.bottom) {
        const offset = itemBox.top - boxRect.top - (box.clientHeight - itemBox.height) / 2;
        box.scrollTo({ top: box.scrollTop + offset, behavior: 'smooth' });
      }
    }
    if (box.classList.contains('rp-doc-layout__outline')) return;
  }
}

function TocItem({
  id,
  text,
  depth,
  active,
}: {
  id: string;
  text: string;
  depth: number;
  active: boolean;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (active && ref.current) scrollIntoOutline(ref.current);
  }, [active]);
  return (
    <Link
      href={`#${id}`}
      ref={ref}
      className={active ? 'rp-toc-item rp-toc-item--active' : 'rp-toc-item'}
      data-depth={depth}
    >
      <span className="rp-toc-item__text rp-doc" {...renderInlineMarkdown(text)} />
    </Link>
  );
}

/**
 * The outline's list of headings, Rspress 2.0.22's own (same classes, links
 * and active entry), replaced for its HTML: each entry repeated its text as a
 * `title` (the text wraps, never cut off, so the tooltip only repeated it)
 * and its indent as an inline style, which index.css sets by `data-depth`.
 */
export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  return (
    <>
      {headers.map((header) => (
        // A heading's id is unique on its page.
        <TocItem
          key={header.id}
          id={header.id}
          text={header.text}
          depth={header.depth - BASE_HEADING_LEVEL}
          active={activeAnchorId === header.id}
        />
      ))}
    </>
  );
}
