import { useI18n } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './SkipLink.css';

/**
 * A "skip to content" link for keyboard users, registered as a global UI
 * component. Global components render after the layout, so the link is
 * portalled to the start of <body> to be the first stop of the Tab key. It
 * moves focus to the page's <main>. Pages with `globalUIComponents: false`
 * (or `?globalUIComponents=0`) do not render it.
 */
export default function SkipLink() {
  const t = useI18n<{ skipToContent: string }>();
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const element = document.createElement('div');
    element.className = 'rs-skip-link-host';
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);

  if (!host) return null;
  return createPortal(
    <button
      type="button"
      className="rs-skip-link"
      onClick={() => {
        const main = document.querySelector<HTMLElement>('main');
        if (!main) return;
        main.tabIndex = -1;
        main.focus();
      }}
    >
      {t('skipToContent')}
    </button>,
    host,
  );
}
