/**
 * The search dialog: a combobox input over a listbox of hits grouped by page.
 * Arrow keys move the active hit, Enter opens it, Escape closes; focus stays
 * inside while it is open and returns to the opener afterwards; the page
 * behind does not scroll (`data-rs-scroll-lock`, theme/styles/overrides/scroll-lock.css).
 */
import {
  isExternalUrl,
  useI18n,
  useLang,
  useNavigate,
  useSite,
  useVersion,
  withBase,
} from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import type { ResultGroup, SearchHit } from '../../search/engine/types';
import type { siteTexts } from '../../site/i18n';
import { Highlight } from './Highlight';
import { keepReaderPlace } from './keep-place';
import { useSearch } from './useSearch';

/** Pages shown per result group before "show more". */
export const RESULTS_SHOWN_BY_DEFAULT = 7;

interface SearchPanelProps {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

interface VisibleHit {
  hit: SearchHit;
  optionId: string;
}

/** The text a template puts before and after `{{query}}`. */
function splitTemplate(template: string): [string, string] {
  const at = template.indexOf('\u0000');
  return at === -1 ? [template, ''] : [template.slice(0, at), template.slice(at + 1)];
}

function HitIcon({ type }: { type: SearchHit['type'] }) {
  const symbol = type === 'title' ? '▤' : type === 'header' ? '#' : '¶';
  return (
    <span className="rs-search-hit__icon" aria-hidden="true">
      {symbol}
    </span>
  );
}

function HitBody({ hit }: { hit: SearchHit }) {
  if (hit.type === 'title') {
    return (
      <span className="rs-search-hit__main">
        <Highlight text={hit.title} ranges={hit.highlightInfoList} />
      </span>
    );
  }
  if (hit.type === 'header') {
    return (
      <span className="rs-search-hit__main">
        <Highlight text={hit.header} ranges={hit.highlightInfoList} />
      </span>
    );
  }
  return (
    <span className="rs-search-hit__text">
      <span className="rs-search-hit__main">{hit.header}</span>
      <span className="rs-search-hit__statement">
        <Highlight text={hit.statement} ranges={hit.highlightInfoList} />
      </span>
    </span>
  );
}

/** The page holding the hit at `index` of the list as shown. */
function routeOfHit(groups: ResultGroup[], index: number, expanded: boolean): string | undefined {
  let first = 0;
  for (const group of groups) {
    const pages = expanded ? group.pages : group.pages.slice(0, RESULTS_SHOWN_BY_DEFAULT);
    for (const page of pages) {
      if (index < first + page.hits.length) return page.routePath;
      first += page.hits.length;
    }
  }
  return undefined;
}

export function SearchPanel({ onClose, returnFocusTo }: SearchPanelProps) {
  const t = useI18n<typeof siteTexts>();
  const lang = useLang();
  const version = useVersion();
  const { site } = useSite();
  const navigate = useNavigate();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [expanded, setExpanded] = useState(false);
  // The reader has moved through the list (arrow keys, pointer) or asked for more since the query changed.
  const [engaged, setEngaged] = useState(false);
  const context = useMemo(
    () => ({ lang, version, group: site.title || 'Docs', resolveUrl: withBase }),
    [lang, version, site.title],
  );
  const { answeredQuery, groups: answer, stage, loading } = useSearch(query, context);

  // A press outside the dialog (on the backdrop) closes it.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!dialogRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [onClose]);

  useEffect(() => {
    inputRef.current?.focus();
    const opener = returnFocusTo.current;
    return () => opener?.focus();
  }, [returnFocusTo]);

  // A new answer starts at its first hit with the short list, except the full
  // ranking of a first-stage answer the reader is moving through: it keeps
  // the reader's place (keep-place.ts), and with it the active hit's index.
  const [shown, setShown] = useState({ answer, groups: answer, stage });
  let groups = shown.groups;
  if (shown.answer !== answer) {
    const keepsPlace = engaged && shown.stage === 'first' && stage === 'full';
    const activeRoute = routeOfHit(shown.groups, activeIndex, expanded);
    groups = keepsPlace ? keepReaderPlace(shown.groups, answer, activeRoute) : answer;
    setShown({ answer, groups, stage });
    if (!keepsPlace) {
      setActiveIndex(0);
      setExpanded(false);
    }
  }

  const visibleGroups = groups.map((group, groupIndex) => ({
    ...group,
    key: `${groupIndex}-${group.group}`,
    hidden: Math.max(0, group.pages.length - RESULTS_SHOWN_BY_DEFAULT),
    pages: expanded ? group.pages : group.pages.slice(0, RESULTS_SHOWN_BY_DEFAULT),
  }));
  const visibleHits: VisibleHit[] = [];
  for (const group of visibleGroups) {
    for (const page of group.pages) {
      for (const hit of page.hits) {
        visibleHits.push({ hit, optionId: `${baseId}-option-${visibleHits.length}` });
      }
    }
  }
  const hiddenPages = expanded ? 0 : visibleGroups.reduce((sum, group) => sum + group.hidden, 0);
  const active = visibleHits[activeIndex];
  const hasQuery = query.trim() !== '';
  const showNoResults =
    hasQuery && !loading && stage === 'full' && answeredQuery === query && !visibleHits.length;
  const state = loading ? 'loading' : 'open';

  const activeOptionId = active?.optionId;
  useEffect(() => {
    if (activeOptionId) {
      document.getElementById(activeOptionId)?.scrollIntoView({ block: 'nearest' });
    }
  }, [activeOptionId]);

  const openHit = (hit: SearchHit) => {
    onClose();
    if (isExternalUrl(hit.link)) window.location.assign(hit.link);
    else navigate(hit.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!visibleHits.length) return;
      setEngaged(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + visibleHits.length) % visibleHits.length);
    } else if (event.key === 'Enter' && event.target === inputRef.current && active) {
      event.preventDefault();
      openHit(active.hit);
    } else if (event.key === 'Tab') {
      const focusable = dialogRef.current?.querySelectorAll<HTMLElement>(
        'input, button:not([disabled])',
      );
      const first = focusable?.[0];
      const last = focusable?.[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onHitClick = (event: MouseEvent<HTMLAnchorElement>, hit: SearchHit) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openHit(hit);
  };

  const [noResultsBefore, noResultsAfter] = splitTemplate(
    t('searchNoResultsText', { query: '\u0000' }),
  );
  const placeholder = t('searchPlaceholderText');
  let optionIndex = 0;

  const backdrop = (
    <div className="rs-search-overlay" data-rs-scroll-lock="">
      <div
        ref={dialogRef}
        className="rs-search-panel"
        role="dialog"
        aria-modal="true"
        aria-label={placeholder}
        data-state={state}
        onKeyDown={onKeyDown}
      >
        <div className="rs-search-panel__bar">
          <SvgWrapper icon={IconSearch} className="rs-search-panel__icon" />
          <input
            ref={inputRef}
            className="rs-search-panel__input"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={visibleHits.length > 0}
            aria-controls={listboxId}
            aria-activedescendant={active?.optionId}
            aria-label={placeholder}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setEngaged(false);
            }}
          />
          {loading && (
            <span className="rs-search-panel__spinner" role="status">
              {t('searchLoadingText')}
            </span>
          )}
          <button type="button" className="rs-search-panel__close" onClick={onClose}>
            {t('searchCloseText')}
          </button>
        </div>
        <div
          id={listboxId}
          className="rs-search-panel__results"
          role="listbox"
          aria-label={t('searchResultsLabel')}
          data-answered={stage === 'full' ? answeredQuery : ''}
          data-stage={stage}
        >
          {visibleGroups.map((group) => (
            <div key={group.key} role="presentation" className="rs-search-group">
              {groups.length > 1 && (
                <div className="rs-search-group__title" role="presentation">
                  {group.group}
                </div>
              )}
              {group.pages.map((page) => (
                // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role="group"; a fieldset is a form control group
                <div
                  key={page.routePath}
                  role="group"
                  aria-label={page.title}
                  data-route={page.routePath}
                  className="rs-search-page"
                >
                  <div className="rs-search-page__title" aria-hidden="true">
                    {page.title}
                  </div>
                  {page.hits.map((hit) => {
                    const option = visibleHits[optionIndex++];
                    if (!option) return null;
                    const isActive = option === active;
                    return (
                      <a
                        key={option.optionId}
                        id={option.optionId}
                        role="option"
                        tabIndex={-1}
                        aria-selected={isActive}
                        data-hit-type={hit.type}
                        className="rs-search-hit"
                        href={isExternalUrl(hit.link) ? hit.link : withBase(hit.link)}
                        onClick={(event) => onHitClick(event, hit)}
                        onMouseMove={() => {
                          setActiveIndex(visibleHits.indexOf(option));
                          setEngaged(true);
                        }}
                      >
                        <HitIcon type={hit.type} />
                        <HitBody hit={hit} />
                      </a>
                    );
                  })}
                </div>
              ))}
            </div>
          ))}
        </div>
        {hiddenPages > 0 && (
          <button
            type="button"
            className="rs-search-panel__more"
            onClick={() => {
              setExpanded(true);
              setEngaged(true);
              inputRef.current?.focus();
            }}
          >
            {t('searchShowMoreText', { count: String(hiddenPages) })}
          </button>
        )}
        {showNoResults && (
          <div className="rs-search-panel__empty" role="status">
            <p>
              {noResultsBefore}
              <strong>{query}</strong>
              {noResultsAfter}
            </p>
            <p>{t('searchSuggestedQueryText')}</p>
          </div>
        )}
      </div>
    </div>
  );
  return createPortal(backdrop, document.body);
}
