/**
 * The site's search: the nav's search box and the panel it opens. Exported
 * from theme/index.tsx, it replaces Rspress's built-in Search everywhere.
 */
import { NoSSR, useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { SearchPanel } from './SearchPanel';
import './index.css';

/** True for Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export function Search() {
  const t = useI18n();
  const [open, setOpen] = useState(false);
  const [shortcut, setShortcut] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setShortcut(/Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? '⌘' : 'Ctrl');
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const placeholder = t('searchPlaceholderText');
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="rslib-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <SvgWrapper icon={IconSearch} className="rslib-search-button__icon" />
        {/* The button's name; on narrow screens it is hidden visually only. */}
        <span className="rslib-search-button__text">{placeholder}</span>
        {shortcut && (
          <span className="rslib-search-button__keys" aria-hidden="true">
            {shortcut} K
          </span>
        )}
      </button>
      <NoSSR>
        {open && <SearchPanel onClose={() => setOpen(false)} returnFocusTo={buttonRef} />}
      </NoSSR>
    </>
  );
}
