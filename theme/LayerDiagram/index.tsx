import './index.css';

export interface Layer {
  name: string;
  detail: string;
}

/**
 * A stack of layers drawn with HTML and CSS, top layer first: its text is
 * real text that wraps on a phone, follows the light/dark theme and is read
 * by screen readers and search like the rest of the page.
 */
export function LayerDiagram({ caption, layers }: { caption: string; layers: Layer[] }) {
  return (
    <figure className="rs-layers">
      <ol className="rs-layers__stack">
        {layers.map((layer, index) => (
          <li key={layer.name} className={`rs-layers__layer rs-layers__layer--${index + 1}`}>
            <strong className="rs-layers__name">{layer.name}</strong>{' '}
            <span className="rs-layers__detail">{layer.detail}</span>
          </li>
        ))}
      </ol>
      <figcaption className="rs-layers__caption">{caption}</figcaption>
    </figure>
  );
}
