import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useFaqs } from '../api/get-faqs';
import { FaqAccordion } from '../components/faq-accordion';

export function FaqPage() {
  const faqs = useFaqs();

  return (
    <div className="mx-auto max-w-3xl px-5 py-12 sm:px-8 sm:py-16">
      <PageTitle eyebrow="Dúvidas" title="Perguntas frequentes">
        Perguntas frequentes
      </PageTitle>
      <p className="mb-10 max-w-2xl leading-relaxed text-muted">
        Tudo o que você precisa saber para participar, acumular pontos e resgatar o seu benefício.
      </p>

      {faqs.isPending ? (
        <LoadingState label="Carregando perguntas..." />
      ) : faqs.isError ? (
        <ErrorState onRetry={() => void faqs.refetch()}>Não foi possível carregar as perguntas.</ErrorState>
      ) : faqs.data.length === 0 ? (
        <EmptyState>Nenhuma pergunta disponível.</EmptyState>
      ) : (
        <FaqAccordion items={faqs.data} />
      )}

      {/* Below the questions, so it waits for them: drawn earlier, it would be pushed down. */}
      {!faqs.isPending && (
        <aside className="mt-12 rounded-2xl bg-sand/60 p-6 sm:p-8">
          <h2 className="text-2xl font-semibold">Não encontrou sua resposta?</h2>
          <p className="mt-2 text-sm leading-relaxed text-muted">
            Fale com a nossa equipe ou consulte o regulamento completo do programa.
          </p>
          <div className="mt-5 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium">
            <Link to="/contato" className="tap-target text-accent-strong underline underline-offset-4">
              Fale conosco
            </Link>
            <Link to="/regulamento" className="tap-target text-accent-strong underline underline-offset-4">
              Ler o regulamento
            </Link>
          </div>
        </aside>
      )}
    </div>
  );
}
