import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components } from 'react-markdown';
import { describe, expect, it } from 'vitest';
import { CLASSES, MarkdownText } from '../src/features/rules/components/markdown';
import { markdownTree } from './markdown';

// The rules and the privacy policy are read at build (markdownTree) and drawn by MarkdownText.
// They must come out exactly as react-markdown, which drew them on each visit before, draws them.

const content = join(import.meta.dirname, '../src/features/rules/content');
const values = { PROGRAMA: 'Clube Decor & Design', EMAIL: 'contato@example.com', PERIODO: 'As datas da campanha.' };

/** react-markdown with the same styles, the placeholders filled in the text first. */
function reactMarkdown(text: string): string {
  const components = Object.fromEntries(
    Object.entries(CLASSES).map(([tag, className]) => [
      tag,
      ({ node: _node, ...props }: Record<string, unknown>) => createElement(tag, { ...props, className }),
    ]),
  ) as Components;
  const filled = text.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: keyof typeof values) => values[key]);
  return renderToStaticMarkup(createElement(Markdown, { components }, filled));
}

describe('markdown read at build', () => {
  for (const file of ['rules.md', 'privacy.md']) {
    it(`${file} draws the same HTML react-markdown drew`, () => {
      const text = readFileSync(join(content, file), 'utf8');
      const ours = renderToStaticMarkup(createElement(MarkdownText, { tree: markdownTree(text), values }));
      expect(ours).toBe(reactMarkdown(text));
      expect(ours).toMatch(/<h[23] class="mt-/);
    });
  }

  it('keeps links, ordered lists, emphasis and line breaks, and leaves an unknown placeholder visible', () => {
    const text = '3. um [site](https://exemplo.com.br)\n4. *dois*  \ntrês {{EMAIL}}\n\n> citação\n';
    const ours = renderToStaticMarkup(createElement(MarkdownText, { tree: markdownTree(text), values }));
    expect(ours).toBe(reactMarkdown(text));
    expect(ours).toContain('<ol start="3"');
    expect(ours).toContain('<a href="https://exemplo.com.br" class="');
    expect(ours).toContain('<em>dois</em><br/>');
    expect(ours).toContain('três contato@example.com');
    const unknown = markdownTree('um {{NADA}} e {{EMAIL}}');
    expect(renderToStaticMarkup(createElement(MarkdownText, { tree: unknown, values }))).toBe(
      '<p class="my-4 leading-relaxed text-ink/90">um {{NADA}} e contato@example.com</p>',
    );
  });
});
