import { useI18n } from '@rspress/core/runtime';
import { CodeBlock, type CodeBlockProps } from '@rspress/core/theme';
import {
  Children,
  type ComponentProps,
  type CSSProperties,
  cloneElement,
  isValidElement,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { TOKEN_CLASSES } from '../../site/code-token-classes';
import type { siteTexts } from '../../site/i18n';

type ShikiPreProps = Omit<CodeBlockProps, 'children'> & ComponentProps<'pre'>;

/** The inline colours Shiki and Rspress's package-manager tabs give a `<pre>`; `.shiki` sets them (theme/styles/code-tokens.css). */
const shikiColours = {
  backgroundColor: 'var(--shiki-background)',
  color: 'var(--shiki-foreground)',
};

/** Classes of Shiki's `<pre>` that no stylesheet or script of the site reads. */
const unreadClasses = new Set(['css-variables', 'twoslash', 'lsp']);

const withoutUnreadClasses = (className: string) =>
  className
    .split(/\s+/)
    .filter((name) => name && !unreadClasses.has(name))
    .join(' ');

const tokenColour = /^var\(--shiki-token-([a-z-]+)\)$/;

type CodeElementProps = { style?: CSSProperties; className?: string; children?: ReactNode };

/**
 * The tokens of a block a Rspress component highlights itself (the
 * package-manager tabs: `<code style="white-space:pre">` and a span with an
 * inline colour per token) as the Markdown blocks have them: the token
 * classes, and no inline `white-space` (the `<pre>` sets it).
 */
function withTokenClasses(node: ReactNode): ReactNode {
  if (!isValidElement<CodeElementProps>(node) || typeof node.type !== 'string') return node;
  const { style, className, children } = node.props;
  const colour =
    style && Object.keys(style).length === 1 ? tokenColour.exec(String(style.color)) : null;
  const tokenClass = colour?.[1] ? TOKEN_CLASSES[colour[1]] : undefined;
  const onlyPre =
    node.type === 'code' && style?.whiteSpace === 'pre' && Object.keys(style).length === 1;
  const props: CodeElementProps = {};
  if (tokenClass && !className) Object.assign(props, { style: undefined, className: tokenClass });
  else if (onlyPre) props.style = undefined;
  const mapped = Children.map(children, withTokenClasses);
  return cloneElement(node, props, ...(mapped ?? []));
}

/** The `<pre>`'s attributes without what only repeats in every block's HTML. */
function withoutShikiColours({ style, className, children, ...props }: ComponentProps<'pre'>) {
  const colours = style && Object.entries(style);
  const onlyColours =
    colours?.length === 2 &&
    colours.every(([name, value]) => shikiColours[name as keyof typeof shikiColours] === value);
  return {
    ...props,
    ...(style && !onlyColours ? { style } : {}),
    ...(className ? { className: withoutUnreadClasses(className) } : {}),
    children: Children.map(children, withTokenClasses),
  };
}

/**
 * Rspress's Markdown `pre`, with one change: a code block whose lines are
 * wider than the column becomes a named, focusable region, so a keyboard
 * user can reach it and scroll it with the arrow keys (axe
 * `scrollable-region-focusable`). A block that fits leaves the tab order.
 * Its `<pre>` carries no inline colours (`.shiki` sets them) and, outside
 * the Markdown render, no copy of the block's title and language.
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
      {/* Rspress's Markdown render (llms.txt, .md copies) reads the fence's language
          and title from these; the web page does not, and they repeat on every block. */}
      {import.meta.env.SSG_MD ? (
        <ScrollablePre {...preProps} data-lang={lang} data-title={title} />
      ) : (
        <ScrollablePre {...withoutShikiColours(preProps)} />
      )}
    </CodeBlock>
  );
}

function ScrollablePre(
  props: ComponentProps<'pre'> & { 'data-lang'?: string; 'data-title'?: string },
) {
  const t = useI18n<typeof siteTexts>();
  const ref = useRef<HTMLPreElement>(null);
  const label = t('codeRegion');
  useEffect(() => {
    const element = ref.current;
    if (!element?.parentElement) return;
    return watchSidewaysScroll(element, label);
  }, [label]);
  // Shiki renders every <pre> with tabindex="0", so without JavaScript each
  // block can be reached; once measured, only a block that scrolls stays in
  // the tab order, as a named region (set on the element, see below).
  return <pre ref={ref} {...props} />;
}

/** Each watched <pre>, and its box, leads to the <pre> and the label it gets while it scrolls. */
const watched = new Map<Element, { pre: HTMLElement; label: string }>();
let observer: ResizeObserver | undefined;

/**
 * Whether a block's box (the code block's scroll container, the <pre>'s
 * parent) scrolls sideways is read when a ResizeObserver reports it, after
 * the browser's own layout: on load, when the column width changes, when the
 * wrap button wraps the lines. One observer serves every block, and the
 * answer is written to the <pre>'s attributes directly: all boxes are read
 * first, then the attributes written, so no read forces a layout, and no
 * React state means no second render of each block after hydration.
 */
function watchSidewaysScroll(element: HTMLPreElement, label: string): () => void {
  observer ??= new ResizeObserver((entries) => {
    const blocks = new Set(entries.map(({ target }) => watched.get(target)));
    const measured = [...blocks].flatMap((block) => {
      const box = block?.pre.parentElement;
      return block && box ? [{ ...block, scrolls: box.scrollWidth > box.clientWidth + 1 }] : [];
    });
    for (const { pre, label, scrolls } of measured) {
      if (scrolls) {
        pre.tabIndex = 0;
        pre.setAttribute('role', 'region');
        pre.setAttribute('aria-label', label);
      } else {
        pre.removeAttribute('tabindex');
        pre.removeAttribute('role');
        pre.removeAttribute('aria-label');
      }
    }
  });
  const box = element.parentElement as HTMLElement;
  const block = { pre: element, label };
  watched.set(element, block);
  watched.set(box, block);
  observer.observe(box);
  observer.observe(element);
  return () => {
    watched.delete(element);
    watched.delete(box);
    observer?.unobserve(box);
    observer?.unobserve(element);
  };
}
