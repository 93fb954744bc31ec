import { readFile } from 'node:fs/promises';
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import type { Plugin } from 'vite';

/**
 * `import tree from './text.md?tree'`: a markdown file read at build time into the tree of
 * elements it stands for (drawn by `MarkdownText`, src/features/rules/components/markdown.tsx). The same
 * CommonMark reading react-markdown does (mdast-util-from-markdown, then mdast-util-to-hast), done
 * once at build instead of on each visit: the page carries a few kilobytes of tree instead of the
 * markdown parser (about 35 kB compressed), and draws the same elements.
 */

/** A text, or an element: its tag, its attributes (a link's `href`), its children. */
export type MarkdownNode =
  | string
  | [tag: string, attributes: Record<string, string> | null, ...children: MarkdownNode[]];

const SUFFIX = '?tree';

function attributesOf(element: Element): Record<string, string> | null {
  const entries = Object.entries(element.properties ?? {}).flatMap(([name, value]) =>
    typeof value === 'string' || typeof value === 'number' ? [[name, String(value)]] : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

function compact(node: RootContent | ElementContent): MarkdownNode[] {
  if (node.type === 'text') return [node.value];
  if (node.type === 'element') return [[node.tagName, attributesOf(node), ...node.children.flatMap(compact)]];
  return [];
}

/** The markdown's elements, as react-markdown would draw them. */
export function markdownTree(markdown: string): MarkdownNode[] {
  const hast = toHast(fromMarkdown(markdown)) as Root;
  return hast.children.flatMap(compact);
}

export function markdown(): Plugin {
  return {
    name: 'mall:markdown',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.md${SUFFIX}`)) return null;
      const file = id.slice(0, -SUFFIX.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(markdownTree(await readFile(file, 'utf8')))};`;
    },
  };
}
