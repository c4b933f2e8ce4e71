import { renderInlineMarkdown as renderOriginal } from '@rspress/core/theme-original';
import { withWrapPoints } from './wrapPoints';

/** Rspress renders outline, sidebar and prev/next titles with this function. */
export const renderInlineMarkdown: typeof renderOriginal = withWrapPoints(renderOriginal);
