import { useI18n } from '@rspress/core/runtime';
import { CodeBlock, type CodeBlockProps } from '@rspress/core/theme';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import type { siteTexts } from '../../site/i18n';

type ShikiPreProps = Omit<CodeBlockProps, 'children'> & ComponentProps<'pre'>;

/**
 * Rspress's Markdown `pre`, with one change: a code block whose lines are
 * wider than the column becomes a named, focusable region, so a keyboard
 * user can reach it and scroll it with the arrow keys (axe
 * `scrollable-region-focusable`). A block that fits leaves the tab order.
 */
export function ShikiPre({
  title,
  lang,
  wrapCode,
  lineNumbers,
  fold,
  height,
  containerElementClassName,
  codeButtonGroupProps,
  ...preProps
}: ShikiPreProps) {
  return (
    <CodeBlock
      title={title}
      lang={lang}
      wrapCode={wrapCode}
      lineNumbers={lineNumbers}
      fold={fold}
      height={height}
      containerElementClassName={containerElementClassName}
      codeButtonGroupProps={codeButtonGroupProps}
    >
      <ScrollablePre {...preProps} data-lang={lang} data-title={title} />
    </CodeBlock>
  );
}

function ScrollablePre(
  props: ComponentProps<'pre'> & { 'data-lang'?: string; 'data-title'?: string },
) {
  const t = useI18n<typeof siteTexts>();
  const ref = useRef<HTMLPreElement>(null);
  const scrolls = useScrollsSideways(ref);
  // Shiki renders every <pre> with tabindex="0", so without JavaScript each
  // block can be reached; once measured, only a block that scrolls stays in
  // the tab order, as a named region.
  const region =
    scrolls === true
      ? { tabIndex: 0, role: 'region', 'aria-label': t('codeRegion') }
      : scrolls === false
        ? { tabIndex: undefined }
        : undefined;
  return <pre ref={ref} {...props} {...region} />;
}

/**
 * Whether the box around `ref` (the code block's scroll container) scrolls
 * sideways; null until measured after hydration.
 */
function useScrollsSideways(ref: React.RefObject<HTMLElement | null>): boolean | null {
  const [scrolls, setScrolls] = useState<boolean | null>(null);
  useEffect(() => {
    const element = ref.current;
    const box = element?.parentElement;
    if (!element || !box) return;
    const update = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    update();
    // Wrapping lines (the wrap button) or a new column width changes the answer.
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
