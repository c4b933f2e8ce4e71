/**
 * Rspress's page title and outline import every part of its "Markdown for
 * AI" controls and render the ones `themeConfig.llmsUI` asks for. This site
 * shows only the copy button under the title (rspress.config.ts:
 * `llmsUI: { viewOptions: false }`, placement `title`; the button is
 * theme/LlmsCopyButton), so the view-options menu and the outline's rows
 * never render, yet every page would download them with their icons. They are
 * exported as nothing; a config that shows them must drop these exports.
 */
export function LlmsViewOptions(_props: { options?: unknown }) {
  return null;
}

export function LlmsCopyRow() {
  return null;
}

export function LlmsOpenRow() {
  return null;
}
