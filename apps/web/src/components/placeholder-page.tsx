import { PageTitle } from './page-title';

/** Stands in for a screen that a later issue builds, so every route already has a titled page. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-12 sm:px-8">
      <PageTitle>{title}</PageTitle>
      <p className="max-w-prose text-muted">Esta página estará disponível em breve.</p>
    </section>
  );
}
