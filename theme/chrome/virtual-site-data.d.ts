// Rspress's site data module, which its runtime's useSite returns.
declare module 'virtual-site-data' {
  import type { useSite } from '@rspress/core/runtime';

  const siteData: ReturnType<typeof useSite>['site'];
  export default siteData;
}
