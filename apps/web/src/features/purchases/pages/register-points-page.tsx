import { useState } from 'react';
import { PageTitle } from '../../../components/page-title';
import { PurchaseForm } from '../components/purchase-form';
import { RedeemedNotice } from '../components/redeemed-notice';
import { ThankYouModal } from '../components/thank-you-modal';

/** SPEC §2 /registrar-pontos: a purchase recorded with the photo of its receipt. */
export function RegisterPointsPage() {
  const [thanks, setThanks] = useState(false);
  return (
    <section className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 sm:py-12">
      <PageTitle eyebrow="Meus pontos" title="Registrar pontos">
        Registrar pontos
      </PageTitle>
      <p className="mb-8 max-w-prose text-muted">
        Informe os dados da compra feita em uma loja participante e envie a foto ou o PDF da nota. A cada R$ 1.000,00 em
        compras aprovadas você ganha 1 ponto, e o que sobra fica guardado para a próxima compra.
      </p>
      <RedeemedNotice />
      <div className="rounded-2xl border border-line bg-surface p-5 sm:p-7">
        <PurchaseForm onDone={() => setThanks(true)} />
      </div>
      <ThankYouModal open={thanks} onClose={() => setThanks(false)} />
    </section>
  );
}
