// Stylesheets imported for their side effect by theme components (Rsbuild bundles them).
declare module '*.css';

// A stylesheet imported for its address (`?url`): Rsbuild emits it as a file.
declare module '*.css?url' {
  const url: string;
  export default url;
}
