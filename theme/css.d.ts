// Stylesheets imported for their side effect by theme components (Rsbuild bundles them).
declare module '*.css';
