// Rspress's build flag, replaced at build time: true while it renders the
// pages to Markdown (the .md copies and llms-full.txt), where components
// return text instead of interactive markup.
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
