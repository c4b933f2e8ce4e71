import { useI18n } from '@rspress/core/runtime';
import { copyToClipboard, type LlmsCopyButtonProps, useMdUrl } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import { IconCopy, IconSuccess } from '../CodeBlockIcons';
import { getLlmsCopyContent } from '../chrome/rspress-internals';
// Rspress's stylesheets for this button; its own component, which would bring them, is replaced.
import '@rspress/core/dist/theme/components/Llms/index.css';
import '@rspress/core/dist/theme/components/Llms/LlmsCopyButton.css';
import './index.css';

/** How long the tick shows after a copy. */
const SUCCESS_MS = 500;

/**
 * The "Copy Markdown" button under each page's title, Rspress 2.0.22's own
 * (same classes, text, fetch of the page's Markdown and tick), replaced
 * because it wraps its icons in a `<div>`, which a `<button>` may not
 * contain (invalid HTML on every doc page); here a `<span>`. Its two icons
 * are the code blocks' CSS-mask icons (theme/CodeBlockIcons) instead of
 * inline SVGs, which every page's HTML carried.
 */
export function LlmsCopyButton({ onClick, textByLang, text, ...props }: LlmsCopyButtonProps) {
  const t = useI18n();
  const { pathname } = useMdUrl();
  const [loading, setLoading] = useState(false);
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!pathname) return null;
  const copy = async () => {
    setLoading(true);
    try {
      if (!(await copyToClipboard(await getLlmsCopyContent(pathname)))) return;
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), SUCCESS_MS);
    } finally {
      setLoading(false);
    }
  };
  const classes = [
    'rp-not-doc rp-llms-button rp-llms-copy-button',
    loading && 'rp-llms-copy-button--loading',
    copied && 'rp-llms-copy-button--success',
  ];
  return (
    <button
      type="button"
      {...props}
      disabled={loading}
      className={classes.filter(Boolean).join(' ')}
      onClick={onClick ?? copy}
    >
      <span className="rp-llms-copy-button__icon-wrapper">
        <IconSuccess className="rp-llms-copy-button__icon-success" />
        <IconCopy className="rp-llms-copy-button__icon-copy" />
      </span>
      <span>{text ?? t('copyMarkdownText')}</span>
    </button>
  );
}
