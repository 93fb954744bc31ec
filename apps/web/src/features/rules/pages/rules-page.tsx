import { BRAND, CONTACT_EMAIL } from '../../../lib/brand';
import { useActiveCampaign } from '../../../lib/resources/campaigns/get-active-campaign';
import { LOADING_PERIOD, periodParts } from '../components/fill-rules';
import { MarkdownText, Strong } from '../components/markdown';
import privacy from '../content/privacy.md?tree';
import rules from '../content/rules.md?tree';

export function RulesPage() {
  const campaign = useActiveCampaign();
  const title = campaign.data ? `Regulamento do ${BRAND} - ${campaign.data.name}` : `Regulamento do ${BRAND}`;

  const values = {
    PROGRAMA: BRAND,
    EMAIL: CONTACT_EMAIL,
    // The rules are static: they show at once, and only this paragraph waits for the campaign.
    PERIODO: campaign.isPending
      ? LOADING_PERIOD
      : periodParts(campaign.isError ? undefined : campaign.data).map((part, i) =>
          // biome-ignore lint/suspicious/noArrayIndexKey: the paragraph's parts never move
          typeof part === 'string' ? part : <Strong key={i}>{part.strong}</Strong>,
        ),
  };

  return (
    <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <title>{title}</title>
      <header className="mb-10">
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-accent">Regulamento</p>
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        <nav aria-label="Nesta página" className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
          <a href="#regulamento" className="tap-target text-accent-strong underline underline-offset-4">
            Regulamento
          </a>
          <a href="#politica-de-privacidade" className="tap-target text-accent-strong underline underline-offset-4">
            Política de privacidade
          </a>
        </nav>
      </header>

      <section id="regulamento" aria-label="Regulamento" aria-busy={campaign.isPending} className="scroll-mt-24">
        <MarkdownText tree={rules} values={values} />
      </section>

      <section
        id="politica-de-privacidade"
        aria-labelledby="privacy-title"
        className="mt-16 scroll-mt-24 border-t border-line pt-12"
      >
        <h2 id="privacy-title" className="mb-4 text-3xl font-semibold sm:text-4xl">
          Política de privacidade
        </h2>
        <MarkdownText tree={privacy} values={values} />
      </section>
    </div>
  );
}
