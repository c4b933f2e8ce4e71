/**
 * The site's search: the nav's search box and the panel it opens. Exported
 * from theme/index.tsx, it replaces Rspress's built-in Search everywhere.
 *
 * Only the box ships with every page. The panel and the search engine are a
 * separate chunk, fetched on the first sign of intent (pointer over the box,
 * focus on it, a touch, Ctrl/Cmd+K) and opened when it has arrived.
 */
import { NoSSR, useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import {
  type ComponentProps,
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import './index.css';

let panelModule: Promise<typeof import('./SearchPanel')> | undefined;

/** Starts fetching the panel chunk (once). */
function loadPanel() {
  panelModule ??= import('./SearchPanel');
  // A failed fetch is retried at the next sign of intent.
  panelModule.catch(() => {
    panelModule = undefined;
  });
  return panelModule;
}

type PanelProps = ComponentProps<typeof import('./SearchPanel').SearchPanel>;

/**
 * The lazy panel. A chunk that cannot be fetched (offline, or a page left open
 * across a deploy that removed it) must not take the page down: the panel
 * closes again and the next opening fetches it anew.
 */
function lazyPanel() {
  return lazy<ComponentType<PanelProps>>(() =>
    loadPanel().then(
      (module) => ({ default: module.SearchPanel }),
      () => ({ default: PanelUnavailable }),
    ),
  );
}
let SearchPanel = lazyPanel();

function PanelUnavailable({ onClose }: PanelProps) {
  useEffect(() => {
    SearchPanel = lazyPanel();
    onClose();
  }, [onClose]);
  return null;
}

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
      loadPanel();
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
        className="rs-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onTouchStart={loadPanel}
        onClick={() => setOpen(true)}
      >
        <SvgWrapper icon={IconSearch} className="rs-search-button__icon" />
        {/* The button's name; on narrow screens it is hidden visually only. */}
        <span className="rs-search-button__text">{placeholder}</span>
        {shortcut && (
          <span className="rs-search-button__keys" aria-hidden="true">
            {shortcut} K
          </span>
        )}
      </button>
      <NoSSR>
        {open && (
          <Suspense fallback={null}>
            <SearchPanel onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
          </Suspense>
        )}
      </NoSSR>
    </>
  );
}
