import { useEffect } from 'react';
import { setTypeTable, type TypeTableRows } from './typeTable';

/**
 * The rows of the page's type table (typeTable.ts), added to each page with
 * typed examples by site/plugins/type-table.ts. It renders nothing: the rows
 * travel in the page's JavaScript, not in its HTML.
 */
export default function PageTypes({ rows }: { rows: string }) {
  useEffect(() => setTypeTable(JSON.parse(rows) as TypeTableRows), [rows]);
  return null;
}
