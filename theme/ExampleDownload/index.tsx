import './index.css';

/**
 * The link after a config example to its project as a zip
 * (site/plugins/example-downloads.ts writes both). A plain anchor with
 * `download`: Rspress's own link would route the address as a page.
 */
export default function ExampleDownload({ href, label }: { href: string; label: string }) {
  return (
    <p className="rs-example-download">
      <a href={href} download>
        <span className="rs-example-download__icon" aria-hidden="true" />
        {label}
      </a>
      <span className="rs-example-download__kind"> (.zip)</span>
    </p>
  );
}
