import { useI18n, useSite } from '@rspress/core/runtime';
import { copyToClipboard, getCopyableText } from '@rspress/core/theme-original';
import { type RefObject, useRef, useState, useSyncExternalStore } from 'react';
import type { rspressTexts } from '../../site/i18n';
import { IconCopy, IconSuccess, IconWrap, IconWrapped } from '../CodeBlockIcons';
// Rspress's stylesheets for these classes; its own CodeButtonGroup, which would bring them, is replaced.
import '@rspress/core/dist/theme/components/CodeButtonGroup/index.css';
import '@rspress/core/dist/theme/components/CodeButtonGroup/CopyCodeButton.css';
import './index.css';

export interface CodeButtonGroupProps {
  copyElementRef: RefObject<HTMLDivElement | null>;
  wrapCode: boolean;
  toggleWrapCode: () => void;
  showWrapCodeButton?: boolean;
  showCopyButton?: boolean;
}

/** Rspress's state for a code block's buttons (its CodeBlock calls this through the theme). */
export function useCodeButtonGroup(initialWrapCode?: boolean) {
  const { site } = useSite();
  const [wrapCode, setWrapCode] = useState(initialWrapCode ?? site.markdown.defaultWrapCode);
  const copyElementRef = useRef<HTMLDivElement>(null);
  return { copyElementRef, wrapCode, toggleWrapCode: () => setWrapCode(!wrapCode) };
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true after: the
 * buttons do nothing without JavaScript, and a page of examples repeated
 * their markup in every block of its HTML (up to 1.8 kB of gzip).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const copiedClass = 'rp-code-copy-button--copied';
const copiedFor = new WeakMap<HTMLButtonElement, number>();

async function copyCode(block: HTMLElement | null, button: HTMLButtonElement | null) {
  if (!block || !button) return;
  const text = getCopyableText(block, {
    ignoreClasses: ['linenumber'],
    ignoreSelectors: ['.rp-copy-ignore'],
  });
  if (!(await copyToClipboard(text))) return;
  button.classList.add(copiedClass);
  window.clearTimeout(copiedFor.get(button));
  copiedFor.set(
    button,
    window.setTimeout(() => button.classList.remove(copiedClass), 2000),
  );
}

/**
 * Rspress's code-block buttons (same classes, icons and behaviour), replaced
 * whole because Rspress 2.0.22 names the copy button only by `title` and
 * takes the focus off it after copying (it hid the button that way), which
 * drops a keyboard user's place on the page. Here both buttons carry an
 * `aria-label` in the page's language, the wrap button says whether it is on
 * (`aria-pressed`), the focus stays, and index.css shows the buttons while
 * one of them has the keyboard focus. They are rendered once the page has
 * hydrated, not into its HTML.
 */
export function CodeButtonGroup({
  wrapCode,
  toggleWrapCode,
  copyElementRef,
  showWrapCodeButton = true,
  showCopyButton = true,
}: CodeButtonGroupProps) {
  const t = useI18n<typeof rspressTexts>();
  const copyButton = useRef<HTMLButtonElement>(null);
  const wrapText = t('codeButtonGroupWrapButtonText');
  const copyText = t('codeButtonGroupCopyButtonText');
  if (!useHydrated()) return null;
  return (
    <div className="rp-code-button-group">
      {showWrapCodeButton && (
        <button
          type="button"
          className={`rp-code-button-group__button rp-code-wrap-button${wrapCode ? ' rp-code-wrap-button--wrapped' : ''}`}
          onClick={toggleWrapCode}
          title={wrapText}
          aria-label={wrapText}
          aria-pressed={wrapCode}
        >
          <IconWrapped className="rp-code-button-group__icon rp-code-button-group__icon--wrapped" />
          <IconWrap className="rp-code-button-group__icon rp-code-button-group__icon--wrap" />
        </button>
      )}
      {showCopyButton && (
        <button
          ref={copyButton}
          type="button"
          className="rp-code-button-group__button rp-code-copy-button"
          onClick={() => copyCode(copyElementRef.current, copyButton.current)}
          title={copyText}
          aria-label={copyText}
        >
          <IconCopy className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--copy" />
          <IconSuccess className="rp-code-button-group__icon rp-code-copy-button__icon rp-code-copy-button__icon--success" />
        </button>
      )}
    </div>
  );
}
