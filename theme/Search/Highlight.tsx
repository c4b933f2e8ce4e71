import type { HighlightInfo } from './engine/types';

/**
 * Text with <mark>ed ranges. Everything is rendered as React text nodes, so
 * a query or a snippet containing markup is shown, never interpreted.
 */
export function Highlight({ text, ranges }: { text: string; ranges: HighlightInfo[] }) {
  const parts: { text: string; marked: boolean; at: number }[] = [];
  let cursor = 0;
  for (const { start, length } of [...ranges].sort((a, b) => a.start - b.start)) {
    if (start < cursor || length <= 0) continue;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), marked: false, at: cursor });
    parts.push({ text: text.slice(start, start + length), marked: true, at: start });
    cursor = start + length;
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), marked: false, at: cursor });
  return (
    <>
      {parts.map((part) =>
        part.marked ? (
          <mark key={part.at} className="rslib-search-mark">
            {part.text}
          </mark>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </>
  );
}
