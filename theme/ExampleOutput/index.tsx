/**
 * The "Output" view after a built example (site/plugins/example-outputs.ts):
 * a native <details> listing the files its build wrote, with sizes; opened
 * for the first time, it fetches the texts of those files (a JSON emitted
 * into the build) and shows each shortened, the whole file one click away.
 * Beside it, the quiet mark of the @rslib/core version that built it (a
 * built example whose output is not recorded gets the mark alone, as static
 * HTML from the plugin).
 */
import { useI18n, useLang } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { checkedExamplesRoute } from '../../site/checked-examples';
import type { siteTexts } from '../../site/i18n';
import './index.css';

/** [path, size in bytes, whether its text is recorded]. */
type FileRow = [string, number, boolean];
type Texts = Record<string, string>;
/** Lines of a file shown before "Show all". */
const previewLines = 20;

export function formatSize(bytes: number): string {
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} kB`;
}

function FileText({ path, text }: { path: string; text: string }) {
  const t = useI18n<typeof siteTexts>();
  const [whole, setWhole] = useState(false);
  const lines = text.split('\n');
  const cut = !whole && lines.length > previewLines;
  return (
    <figure className="rs-output__file">
      <figcaption>{path}</figcaption>
      <pre>
        <code>{cut ? `${lines.slice(0, previewLines).join('\n')}\n…` : text}</code>
      </pre>
      {cut && (
        <button type="button" className="rs-output__more" onClick={() => setWhole(true)}>
          {t('exampleOutputShowAll', { count: String(lines.length) })}
        </button>
      )}
    </figure>
  );
}

export default function ExampleOutput(props: { version: string; src: string; files: string }) {
  const t = useI18n<typeof siteTexts>();
  const lang = useLang();
  const rows = JSON.parse(props.files) as FileRow[];
  const [texts, setTexts] = useState<Texts | 'loading' | 'failed'>();
  const view = useRef<HTMLDetailsElement>(null);
  const load = () => {
    if (!view.current?.open || (texts && texts !== 'failed')) return;
    setTexts('loading');
    fetch(props.src)
      .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
      .then((data: { texts: Texts }) => setTexts(data.texts))
      .catch(() => setTexts('failed'));
  };
  // A reader can open the view before the page has hydrated: its toggle
  // event then fired with no listener, so the texts load on hydration.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(load, []);
  const about = `${lang === 'zh' ? '/zh' : ''}${checkedExamplesRoute}`;
  return (
    <div className="rs-output rp-not-doc">
      <details ref={view} onToggle={load}>
        <summary>
          {t('exampleOutput')}
          <span className="rs-output__count">
            {t('exampleOutputFiles', { count: String(rows.length) })}
          </span>
        </summary>
        <ul className="rs-output__list">
          {rows.map(([path, size]) => (
            <li key={path}>
              <code>{path}</code>
              <span className="rs-output__size">{formatSize(size)}</span>
            </li>
          ))}
        </ul>
        {texts === 'loading' && <p className="rs-output__status">{t('searchLoadingText')}</p>}
        {texts === 'failed' && <p className="rs-output__status">{t('exampleOutputFailed')}</p>}
        {typeof texts === 'object' &&
          rows
            .filter(([path]) => path in texts)
            .map(([path]) => <FileText key={path} path={path} text={texts[path] as string} />)}
      </details>
      <a className="rs-output__built" href={about}>
        {t('exampleBuiltWith', { version: props.version })}
      </a>
    </div>
  );
}
