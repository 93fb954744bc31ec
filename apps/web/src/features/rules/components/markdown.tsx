import { Fragment, type ReactNode } from 'react';
import type { MarkdownNode } from '../../../../build/markdown';

/** Styles for the few elements the rules use; links are only ever the site's own or mailto. */
export const CLASSES: Record<string, string> = {
  h2: 'mt-12 mb-4 text-3xl font-semibold first:mt-0',
  h3: 'mt-8 mb-3 text-2xl font-semibold',
  p: 'my-4 leading-relaxed text-ink/90',
  ul: 'my-4 list-disc space-y-2 pl-6 marker:text-accent',
  ol: 'my-4 list-decimal space-y-2 pl-6 marker:text-accent',
  li: 'pl-1 leading-relaxed text-ink/90',
  strong: 'font-semibold text-ink',
  a: 'font-medium text-accent-strong underline underline-offset-4',
};
/** What an element of the text may carry over: a link's address, an ordered list's start. */
const ATTRIBUTES = new Set(['href', 'start']);

export function Strong({ children }: { children: ReactNode }) {
  return <strong className={CLASSES.strong}>{children}</strong>;
}

const PLACEHOLDER = /\{\{([A-Z_]+)\}\}/g;

/** A text with its `{{KEY}}` placeholders filled; an unknown key stays visible, so a typo is noticed. */
function filled(text: string, values: Record<string, ReactNode>): ReactNode {
  if (!text.includes('{{')) return text;
  return text.split(PLACEHOLDER).map((piece, i) => {
    // split keeps the captured key at the odd positions.
    if (i % 2 === 0) return piece;
    // biome-ignore lint/suspicious/noArrayIndexKey: a text's pieces never move
    return <Fragment key={`${piece}-${i}`}>{piece in values ? values[piece] : `{{${piece}}}`}</Fragment>;
  });
}

function draw(node: MarkdownNode, values: Record<string, ReactNode>, key: number): ReactNode {
  if (typeof node === 'string') return <Fragment key={key}>{filled(node, values)}</Fragment>;
  const [tag, attributes, ...children] = node;
  const props: Record<string, unknown> = { key };
  for (const [name, value] of Object.entries(attributes ?? {})) if (ATTRIBUTES.has(name)) props[name] = value;
  props.className = CLASSES[tag];
  const Tag = tag as 'p';
  // A void element (a line break) takes no children, not even none.
  if (children.length === 0) return <Tag {...props} />;
  return <Tag {...props}>{children.map((child, i) => draw(child, values, i))}</Tag>;
}

/**
 * A text written in markdown, read at build (`import tree from './text.md?tree'`,
 * build/markdown.ts), drawn with the site's styles and its `{{KEY}}` placeholders filled with
 * `values` (text, or elements such as a bold name).
 */
export function MarkdownText({ tree, values }: { tree: MarkdownNode[]; values: Record<string, ReactNode> }) {
  return <>{tree.map((node, i) => draw(node, values, i))}</>;
}
