/** Rsbuild turns `import x from './file.svg?url'` into the emitted file's URL. */
declare module '*.svg?url' {
  const url: string;
  export default url;
}
