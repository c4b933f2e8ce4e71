import { highlightParts } from '../../search/engine/snippet';
import type { HighlightInfo } from '../../search/engine/types';

/**
 * Text with <mark>ed ranges. Everything is rendered as React text nodes, so
 * a query or a snippet containing markup is shown, never interpreted.
 */
export function Highlight({ text, ranges }: { text: string; ranges: HighlightInfo[] }) {
  return (
    <>
      {highlightParts(text, ranges).map((part) =>
        part.marked ? (
          <mark key={part.start} className="rs-search-mark">
            {part.text}
          </mark>
        ) : (
          <span key={part.start}>{part.text}</span>
        ),
      )}
    </>
  );
}
