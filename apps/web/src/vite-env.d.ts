/// <reference types="vite/client" />

/** A markdown file read at build into its elements (build/markdown.ts). */
declare module '*.md?tree' {
  const tree: import('../build/markdown').MarkdownNode[];
  export default tree;
}
