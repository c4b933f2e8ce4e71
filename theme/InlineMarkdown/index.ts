import { renderInlineMarkdown as renderOriginal } from '@rspress/core/theme-original';
import { addIdentifierBreaks } from '../../site/identifier-breaks';

/**
 * Rspress renders outline, sidebar and prev/next titles with this function;
 * ours adds wrap points to the code identifiers in them (identifierBreaks.ts).
 */
export function renderInlineMarkdown(text: string): ReturnType<typeof renderOriginal> {
  const rendered = renderOriginal(text);
  if (!('dangerouslySetInnerHTML' in rendered)) return rendered;
  return {
    dangerouslySetInnerHTML: {
      __html: addIdentifierBreaks(rendered.dangerouslySetInnerHTML.__html),
    },
  };
}
