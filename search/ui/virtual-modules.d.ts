declare module 'virtual-search-hooks' {
  export const beforeSearch: import('./hooks').BeforeSearch | undefined;
  export const onSearch: import('./hooks').OnSearch | undefined;
  export const afterSearch: import('./hooks').AfterSearch | undefined;
}
