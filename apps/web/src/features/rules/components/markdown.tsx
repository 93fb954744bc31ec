import Markdown, { type Components } from 'react-markdown';

/** Styles for the few elements the rules use; links are only ever the site's own or mailto. */
const components: Components = {
  h2: ({ children }) => <h2 className="mt-12 mb-4 text-3xl font-semibold first:mt-0">{children}</h2>,
  h3: ({ children }) => <h3 className="mt-8 mb-3 text-2xl font-semibold">{children}</h3>,
  p: ({ children }) => <p className="my-4 leading-relaxed text-ink/90">{children}</p>,
  ul: ({ children }) => <ul className="my-4 list-disc space-y-2 pl-6 marker:text-accent">{children}</ul>,
  ol: ({ children }) => <ol className="my-4 list-decimal space-y-2 pl-6 marker:text-accent">{children}</ol>,
  li: ({ children }) => <li className="pl-1 leading-relaxed text-ink/90">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  a: ({ children, href }) => (
    <a href={href} className="font-medium text-accent-strong underline underline-offset-4">
      {children}
    </a>
  ),
};

export function MarkdownText({ children }: { children: string }) {
  return <Markdown components={components}>{children}</Markdown>;
}
