/**
 * The types of the config examples on the page shown, one row per distinct
 * type: site/plugins/type-table.ts gives each identifier (`span.rs-type`) the
 * number of its row, and the page's JavaScript the rows (PageTypes.tsx), so
 * that the texts are not repeated in the page's HTML.
 */
export interface TypeRow {
  type: string;
  /** The first paragraph of its doc comment, or ''. */
  doc: string;
}

/** [type, doc] per row, as the build writes them. */
export type TypeTableRows = [string, string][];

let rows: TypeTableRows = [];

/** Sets the page's rows; returns the clean-up for when the page goes. */
export function setTypeTable(next: TypeTableRows): () => void {
  rows = next;
  return () => {
    if (rows === next) rows = [];
  };
}

/** The type an identifier shows, or undefined when its page's rows are not set yet. */
export function typeOf(target: HTMLElement): TypeRow | undefined {
  const row = rows[Number(target.dataset.typeId)];
  return row ? { type: row[0], doc: row[1] } : undefined;
}
