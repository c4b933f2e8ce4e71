import { useI18n, useLocation } from '@rspress/core/runtime';
import {
  type FocusEvent,
  type PointerEvent,
  Suspense,
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { routeLang } from '../../model/routes';
import type { Lang, siteTexts } from '../../site/i18n';
import { retryingImport } from '../chrome/retryingImport';
import { MaskIcon } from '../MaskIcon';
import { OrganisationLink } from './OrganisationLink';
import { closedState, nextOpenState, type OpenEvent } from './openState';
import { usePanelPlacement } from './usePanelPlacement';
import './index.css';

type ToolListModule = typeof import('./ToolList');

/**
 * The tool list (every tool's name, logo and description in both languages)
 * stays out of every page's first JavaScript: it is fetched on the first sign
 * of intent (pointer over, focus on or a press of the button). If it cannot
 * be fetched, the panel holds the link to every Rstack project, and the next
 * sign of intent fetches it again.
 */
const loadToolList = retryingImport(() => import('./ToolList'));

function ToolListSlot({
  request,
  lang,
  focusFirstLink,
}: {
  request: Promise<ToolListModule | undefined>;
  lang: Lang;
  focusFirstLink: boolean;
}) {
  const module = use(request);
  if (!module) return <ToolListUnavailable focusFirstLink={focusFirstLink} />;
  return <module.ToolList lang={lang} focusFirstLink={focusFirstLink} />;
}

function ToolListUnavailable({ focusFirstLink }: { focusFirstLink: boolean }) {
  const t = useI18n<typeof siteTexts>();
  return <OrganisationLink focus={focusFirstLink}>{t('productFamilyHeader')}</OrganisationLink>;
}

/** How long the pointer may spend between the button and the panel before it closes. */
const HOVER_CLOSE_DELAY = 150;

/**
 * The grid button before the nav title and its panel of Rstack sibling tools.
 * It opens on hover, on keyboard focus and on click; Escape, a click outside or
 * moving focus away closes it. The panel exists only while open (its logos load
 * then), right after the button so that Tab leads into it, and is shown in the
 * top layer with the HTML `popover` attribute.
 */
export function ProductFamily() {
  const t = useI18n<typeof siteTexts>();
  const { pathname } = useLocation();
  const lang = routeLang(pathname);
  const [state, setState] = useState(closedState);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ignoreFocus = useRef(false);
  const panelId = useId();
  // Tab on the pinned button before the list has arrived: focus its first link
  // once it shows, instead of letting Tab skip the still-empty panel.
  const [focusListOnShow, setFocusListOnShow] = useState(false);
  useEffect(() => {
    if (!state.open) setFocusListOnShow(false);
  }, [state.open]);

  const send = useCallback((event: OpenEvent) => {
    clearTimeout(closeTimer.current);
    setState((current) => nextOpenState(current, event));
  }, []);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  usePanelPlacement(state.open, triggerRef, panelRef);
  // One request per opening: a panel that opens again after a failed fetch tries again.
  const toolList = useMemo(() => (state.open ? loadToolList() : undefined), [state.open]);

  const isInside = useCallback(
    (node: EventTarget | null) =>
      node instanceof Node &&
      (triggerRef.current?.contains(node) || panelRef.current?.contains(node)) === true,
    [],
  );

  // Escape and a press outside dismiss it, as light dismiss would.
  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus goes back to the button only if it was inside the panel, so
      // keyboard users are not lost; the button's focus does not reopen it.
      const returnFocus = panelRef.current?.contains(document.activeElement) === true;
      send('dismiss');
      if (!returnFocus) return;
      ignoreFocus.current = true;
      triggerRef.current?.focus();
      ignoreFocus.current = false;
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!isInside(event.target)) send('dismiss');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [state.open, send, isInside]);

  const onPointerEnter = (event: PointerEvent) => {
    loadToolList();
    if (event.pointerType === 'mouse') send('pointer-enter');
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => send('pointer-leave'), HOVER_CLOSE_DELAY);
  };
  const onBlur = (event: FocusEvent) => {
    if (!isInside(event.relatedTarget)) send('focus-leave');
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="rs-product-family__trigger"
        aria-label={t('productFamily')}
        aria-haspopup="dialog"
        aria-expanded={state.open}
        aria-controls={state.open ? panelId : undefined}
        data-state={state.open ? 'open' : 'closed'}
        onPointerEnter={onPointerEnter}
        onPointerLeave={onPointerLeave}
        onPointerDown={() => loadToolList()}
        onFocus={(event) => {
          loadToolList();
          if (ignoreFocus.current) return;
          if (event.currentTarget.matches(':focus-visible')) send('keyboard-focus');
        }}
        onBlur={onBlur}
        onKeyDown={(event) => {
          // Tab walks past a popover that focus merely opened; once opened
          // with Enter (pinned) it leads into the panel.
          if (event.key !== 'Tab') return;
          if (state.pinned && !event.shiftKey && !panelRef.current?.querySelector('a')) {
            event.preventDefault();
            setFocusListOnShow(true);
            return;
          }
          // Closed synchronously, before the browser picks the next focus stop.
          flushSync(() => send('focus-leave'));
        }}
        onClick={() => send('click')}
      >
        <MaskIcon name="grid" />
      </button>
      {state.open && (
        <div
          ref={panelRef}
          id={panelId}
          popover="manual"
          role="dialog"
          aria-label={t('productFamily')}
          className="rs-product-family__panel"
          data-side="bottom"
          data-align="start"
          onPointerEnter={onPointerEnter}
          onPointerLeave={onPointerLeave}
          onBlur={onBlur}
        >
          {toolList && (
            <Suspense fallback={null}>
              <ToolListSlot request={toolList} lang={lang} focusFirstLink={focusListOnShow} />
            </Suspense>
          )}
        </div>
      )}
    </>
  );
}
