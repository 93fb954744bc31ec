import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth';
import { SaleForm } from '../components/sale-form';

/** SPEC §2 /admin/registrar-venda: a sale recorded by its invoice number. */
export function RegisterSalePage() {
  const { session } = useAuth();
  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Vendas" title="Registrar venda">
        Registrar venda
      </PageTitle>
      <p className="mb-8 max-w-prose text-muted">
        Registre a venda pela nota fiscal: escolha o cliente pelo CPF ou pelo nome e informe os valores e, se a nota
        tiver, a chave de acesso. A compra entra em análise e gera pontos quando for aprovada.
      </p>
      <div className="rounded-2xl border border-line bg-surface p-5 sm:p-7">
        {session && <SaleForm session={session} />}
      </div>
    </PageContainer>
  );
}
