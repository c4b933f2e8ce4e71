// Rspress's data modules, which its runtime's useSite and usePages return.
declare module 'virtual-site-data' {
  import type { useSite } from '@rspress/core/runtime';

  const siteData: ReturnType<typeof useSite>['site'];
  export default siteData;
}

declare module 'virtual-page-data' {
  import type { usePages } from '@rspress/core/runtime';
  export const pageData: ReturnType<typeof usePages>;
}
