/** The search hooks module: the file named by the plugin's `searchHooks` option, or no-hooks.ts. */
declare module 'rslib-search-hooks' {
  export const beforeSearch: import('./hooks').BeforeSearch | undefined;
  export const onSearch: import('./hooks').OnSearch | undefined;
  export const afterSearch: import('./hooks').AfterSearch | undefined;
}
