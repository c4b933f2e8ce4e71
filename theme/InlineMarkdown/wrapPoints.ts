import { addNameBreaks, proseNamePieces } from './identifierBreaks';

type Rendered = { children: string | null } | { dangerouslySetInnerHTML: { __html: string } };

/**
 * A heading's `<wbr>` wrap points (site/plugins/heading-breaks.ts). The
 * outline reads each heading's HTML from the page, and Rspress shows HTML it
 * does not take for markup (a lone `<wbr>` in text) as text.
 */
const WRAP_POINT = /<wbr\s*\/?>/gi;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Rspress's title renderer with wrap points added to the names in a title
 * (identifierBreaks.ts): to its code, and to the option paths and snake_case
 * words of plain text. A title read from a heading's HTML, `<wbr>` included,
 * renders as the same title from Markdown.
 */
export function withWrapPoints(render: (text: string) => Rendered) {
  return (text: string): Rendered => {
    const rendered = render(text.replace(WRAP_POINT, ''));
    if ('dangerouslySetInnerHTML' in rendered) {
      return {
        dangerouslySetInnerHTML: {
          __html: addNameBreaks(rendered.dangerouslySetInnerHTML.__html),
        },
      };
    }
    const pieces = rendered.children ? proseNamePieces(rendered.children) : [];
    if (pieces.length < 2) return rendered;
    return { dangerouslySetInnerHTML: { __html: pieces.map(escapeHtml).join('<wbr>') } };
  };
}
