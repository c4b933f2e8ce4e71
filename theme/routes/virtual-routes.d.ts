// Rspress's route table (site/plugins/route-table.ts writes it), one row per page.
declare module 'virtual-routes' {
  import type { ReactElement } from 'react';

  export const routes: {
    path: string;
    element: ReactElement;
    filePath: string;
    preload: () => Promise<unknown>;
    lang: string;
    version: string;
  }[];
}
