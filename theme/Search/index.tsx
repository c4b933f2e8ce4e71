/**
 * The site's search: the nav's search box and the panel it opens. Exported
 * from theme/index.tsx, it replaces Rspress's built-in Search everywhere.
 *
 * Only the box ships with every page. The panel and the search engine are a
 * separate chunk, fetched with the language's first-stage index on the first
 * sign of intent (pointer over the box, focus on it, a touch, Ctrl/Cmd+K) and
 * opened when it has arrived. A page view without such a sign fetches neither.
 */
import { NoSSR, useI18n, useLang, useVersion, withBase } from '@rspress/core/runtime';
import {
  type ComponentProps,
  Suspense,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { retryingImport } from '../chrome/retryingImport';
import { MaskIcon } from '../MaskIcon';
import { fetchJsonOnce, indexFiles } from './index-files';
import './index.css';

type PanelModule = typeof import('./SearchPanel');
type PanelProps = ComponentProps<PanelModule['SearchPanel']>;

/**
 * Starts fetching the panel chunk (once). If it cannot be fetched, the panel
 * closes, and the next sign of intent fetches the chunk again.
 */
const loadPanel = retryingImport(() => import('./SearchPanel'));

function PanelSlot({
  request,
  ...props
}: PanelProps & { request: Promise<PanelModule | undefined> }) {
  const module = use(request);
  return module ? <module.SearchPanel {...props} /> : null;
}

/** True for Ctrl+K, or Cmd+K on a Mac. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
}

export function Search() {
  const t = useI18n();
  const lang = useLang();
  const version = useVersion();
  // The panel's chunk and the first-stage index, fetched side by side.
  const prepare = useCallback(() => {
    const firstStage = indexFiles(lang, version, withBase)?.firstStage;
    // A failure is the panel's to report, when it loads the index itself.
    if (firstStage) fetchJsonOnce(firstStage).catch(() => {});
    return loadPanel();
  }, [lang, version]);
  // The panel's chunk while the panel is open; undefined while it is closed.
  const [request, setRequest] = useState<Promise<PanelModule | undefined>>();
  const [shortcut, setShortcut] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = useCallback(() => {
    const opened = prepare();
    setRequest(opened);
    // A failed fetch closes the panel as soon as it fails, not when React next
    // reveals the Suspense boundary (up to 300 ms later), so that the next
    // Ctrl+K or click opens it and fetches the chunk again.
    opened.then((module) => {
      if (!module) setRequest((shown) => (shown === opened ? undefined : shown));
    });
  }, [prepare]);
  const close = useCallback(() => setRequest(undefined), []);

  useEffect(() => {
    setShortcut(/Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? '⌘' : 'Ctrl');
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const placeholder = t('searchPlaceholderText');
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="rs-search-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={open}
      >
        <MaskIcon name="search" className="rs-search-button__icon" />
        {/* The button's name; on narrow screens it is hidden visually only. */}
        <span className="rs-search-button__text">{placeholder}</span>
        {shortcut && (
          <span className="rs-search-button__keys" aria-hidden="true">
            {shortcut} K
          </span>
        )}
      </button>
      <NoSSR>
        {request && (
          <Suspense fallback={null}>
            <PanelSlot request={request} onClose={close} returnFocusTo={buttonRef} />
          </Suspense>
        )}
      </NoSSR>
    </>
  );
}
