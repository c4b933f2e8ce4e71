/**
 * The in-page half of the layout audit: one call measures everything the
 * audit asks of a rendered page, so a page costs one round trip. It is passed
 * to `page.evaluate`, so it must not use anything outside its own body.
 */

import { FLAG_PATTERN } from '../../../../site/plugins/code-flags';

export type FindingKind =
  | 'overflow'
  | 'overlap'
  | 'small-text'
  | 'page-scroll'
  | 'image'
  | 'word-break';

export interface Finding {
  kind: FindingKind;
  /** The element, as `tag.class > tag.class "text…"`. */
  element: string;
  detail: string;
}

export interface ChromeLink {
  area: 'nav' | 'sidebar' | 'language' | 'edit' | 'prev-next';
  href: string;
}

export interface ProbeResult {
  findings: Finding[];
  chromeLinks: ChromeLink[];
}

/** Smallest font size (CSS px) of visible text. */
export const MIN_FONT_PX = 12;

/** Selectors of the chrome's links, checked against the build for 404s. */
export const CHROME_LINK_AREAS: Record<ChromeLink['area'], string> = {
  nav: '.rp-nav a[href], .rp-nav-screen a[href]',
  sidebar: '.rp-sidebar a[href]',
  language: '.rp-hover-group__item__link[href], .rp-nav-screen-langs a[href]',
  edit: 'a.rp-edit-link[href]',
  'prev-next': '.rp-prev-next-page a[href]',
};

/** Headings whose lines must not end inside a word (site/plugins/heading-breaks.ts). */
export const WORD_BREAK_SCOPE = '.rspress-doc :is(h1, h2, h3, h4, h5, h6)';

/** Inline code whose command-line flags must not be cut after a hyphen: the plugin's own pattern. */
export const FLAGS = { scope: '.rspress-doc :not(pre) > code', pattern: FLAG_PATTERN };

/** Text boxes that must never overlap one another: the /config/ overview cards. */
export const NO_OVERLAP_SCOPE = '.rp-overview-group';

export async function probePage(options: {
  minFontPx: number;
  chromeLinkAreas: Record<string, string>;
  noOverlapScope: string;
  wordBreakScope: string;
  flags: { scope: string; pattern: string };
}): Promise<ProbeResult> {
  const findings: Finding[] = [];
  const describeElement = (element: Element) => {
    const parts: string[] = [];
    let node: Element | null = element;
    for (let depth = 0; node && node !== document.body && depth < 3; depth++) {
      let part = node.tagName.toLowerCase();
      if (node.id) {
        parts.unshift(`${part}#${node.id}`);
        break;
      }
      const classes = [...node.classList].slice(0, 2);
      if (classes.length > 0) part += `.${classes.join('.')}`;
      parts.unshift(part);
      node = node.parentElement;
    }
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `${parts.join(' > ')}${text ? ` "${text.slice(0, 40)}${text.length > 40 ? '…' : ''}"` : ''}`;
  };
  // Screen-reader-only text (clipped to 1 px) is meant to be invisible.
  const isScreenReaderOnly = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width <= 1 || rect.height <= 1;
  };
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  // Layout settles after fonts arrive and the effects of hydration ran.
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

  // 1. Images: lazy ones are loaded now; a broken one has no natural size.
  await Promise.all(
    [...document.images].map(async (image) => {
      image.loading = 'eager';
      const loaded = await Promise.race([
        image.decode().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      if (!loaded || image.naturalWidth === 0) {
        findings.push({
          kind: 'image',
          element: describeElement(image),
          detail: `failed to load ${image.currentSrc || image.src}`,
        });
      }
    }),
  );

  // 2. The page itself scrolls sideways.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) {
    findings.push({
      kind: 'page-scroll',
      element: 'html',
      detail: `page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`,
    });
  }

  // 3. Content wider than a box that does not scroll. A box that clips
  // (overflow hidden/clip) and holds wider content cuts it off. A box that
  // lets it spill (overflow visible) is reported where visible text runs
  // past its edge: a dropdown wider than its trigger (positioned) is by design.
  const overflowing: Element[] = [];
  const styleOf = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styleOf.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styleOf.set(element, found);
    }
    return found;
  };
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    if (!(element instanceof HTMLElement)) continue;
    if (element.scrollWidth - element.clientWidth <= 1 || element.clientWidth === 0) continue;
    const { overflowX, textOverflow, display } = style(element);
    if (overflowX !== 'hidden' && overflowX !== 'clip') continue;
    if (display === 'inline' || display === 'contents') continue;
    // An ellipsis is a visible cue that the text goes on.
    if (textOverflow === 'ellipsis') continue;
    if (!visible(element) || isScreenReaderOnly(element)) continue;
    overflowing.push(element);
  }
  const textWalkerForOverflow = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = textWalkerForOverflow.nextNode(); node; node = textWalkerForOverflow.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('svg')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (text.width === 0) continue;
    for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
      const boxStyle = style(box);
      if (
        scrolls(boxStyle.overflowX) ||
        boxStyle.overflowX === 'hidden' ||
        boxStyle.overflowX === 'clip'
      )
        break;
      if (boxStyle.position === 'absolute' || boxStyle.position === 'fixed') break;
      if (boxStyle.display === 'inline' || boxStyle.display === 'contents') continue;
      const rect = box.getBoundingClientRect();
      if (rect.width === 0) continue;
      if (text.right > rect.right + 1 || text.left < rect.left - 1) {
        if (visible(parent) && !overflowing.includes(box)) overflowing.push(box);
        break;
      }
    }
  }
  for (const element of overflowing) {
    if (overflowing.some((other) => other !== element && element.contains(other))) continue;
    const { overflowX } = style(element);
    const rect = element.getBoundingClientRect();
    findings.push({
      kind: 'overflow',
      element: describeElement(element),
      detail: `content is ${element.scrollWidth} px wide in a ${Math.round(rect.width)} px box that does not scroll (overflow-x: ${overflowX})`,
    });
  }

  // 4. Visible text smaller than the minimum.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const smallSeen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || smallSeen.has(parent) || !node.textContent?.trim()) continue;
    if (parent.closest('svg, script, style, noscript, template')) continue;
    const size = Number.parseFloat(getComputedStyle(parent).fontSize);
    if (size >= options.minFontPx) continue;
    if (!visible(parent) || isScreenReaderOnly(parent)) continue;
    smallSeen.add(parent);
    findings.push({
      kind: 'small-text',
      element: describeElement(parent),
      detail: `text is ${size} px (minimum ${options.minFontPx} px)`,
    });
  }

  // 5. Text boxes of the overview grid that overlap each other.
  for (const scope of document.querySelectorAll(options.noOverlapScope)) {
    const boxes: { element: Element; rect: DOMRect }[] = [];
    const textWalker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || !visible(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && rect.height > 0) boxes.push({ element: parent, rect });
      }
    }
    const reported = new Set<string>();
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i] as (typeof boxes)[number];
        const b = boxes[j] as (typeof boxes)[number];
        if (a.element === b.element) continue;
        const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        // Glyph boxes of neighbouring lines may touch by a pixel.
        if (width <= 1 || height <= 2) continue;
        const pair = `${describeElement(a.element)} ⟷ ${describeElement(b.element)}`;
        if (reported.has(pair)) continue;
        reported.add(pair);
        findings.push({
          kind: 'overlap',
          element: pair,
          detail: `text boxes overlap by ${Math.round(width)}×${Math.round(height)} px`,
        });
      }
    }
  }

  // 6. A heading wrapped inside a word (`fileNam` / `e`): two letters of one
  // text node on different lines. Wrap points are <wbr> elements, which
  // split the text, so a wrap there is between nodes. Only headings taller
  // than one line are read.
  const characterBox = (node: Node, index: number) => {
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    return range.getBoundingClientRect();
  };
  const wordCharacter = /[\w$]/;
  for (const heading of document.querySelectorAll(options.wordBreakScope)) {
    const { lineHeight, fontSize } = style(heading);
    const line = Number.parseFloat(lineHeight) || Number.parseFloat(fontSize) * 1.2;
    if (heading.getBoundingClientRect().height < line * 1.5 || !visible(heading)) continue;
    const textWalker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      const value = node.textContent ?? '';
      let previousTop: number | undefined;
      for (let index = 0; index < value.length; index++) {
        if (!wordCharacter.test(value[index] as string)) {
          previousTop = undefined;
          continue;
        }
        const { top, height } = characterBox(node, index);
        if (previousTop !== undefined && top > previousTop + height / 2) {
          findings.push({
            kind: 'word-break',
            element: describeElement(heading),
            detail: `a line ends inside a word: "${value.slice(Math.max(0, index - 12), index)}" / "${value.slice(index, index + 12)}"`,
          });
          break;
        }
        previousTop = top;
      }
    }
  }

  // 7. A command-line flag in inline code cut after a hyphen (`--` / `lib`):
  // its first and last characters on different lines. Only code that runs
  // over more than one line is read.
  const flagPattern = new RegExp(options.flags.pattern, 'g');
  for (const code of document.querySelectorAll(options.flags.scope)) {
    if (code.getClientRects().length < 2 || !visible(code)) continue;
    const textWalker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(flagPattern)) {
        const first = characterBox(node, match.index);
        const last = characterBox(node, match.index + match[0].length - 1);
        if (last.top > first.top + first.height / 2)
          findings.push({
            kind: 'word-break',
            element: describeElement(code),
            detail: `a line ends inside the flag "${match[0]}"`,
          });
      }
    }
  }

  // 8. The chrome's links, for the caller to resolve against the build.
  const chromeLinks: ChromeLink[] = [];
  for (const [area, selector] of Object.entries(options.chromeLinkAreas)) {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(selector)) {
      chromeLinks.push({ area: area as ChromeLink['area'], href: link.href });
    }
  }
  return { findings, chromeLinks };
}
