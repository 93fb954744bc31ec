import { PageTitle } from '../../../components/page-title';
import { ContactForm } from '../components/contact-form';
import { ContactPanel } from '../components/contact-panel';

export function ContactPage() {
  return (
    <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
      <PageTitle eyebrow="Fale conosco" title="Contato">
        Contato
      </PageTitle>
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-14">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-semibold">
            Envie sua mensagem
          </h2>
          <p className="mt-2 mb-8 text-sm leading-relaxed text-muted">
            Dúvidas sobre pontos, compras ou resgates? Escreva para nós: respondemos pelo e-mail informado.
          </p>
          <ContactForm />
        </section>
        <ContactPanel />
      </div>
    </div>
  );
}
