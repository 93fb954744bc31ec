import {
  can,
  SALE_EDIT_ACTION,
  type Sale,
  STANDARD_RULE_LABEL,
  saleEditRefusal,
  saleStatusLabel,
  saleStatusTone,
} from '@mall/shared';
import { ArrowLeft, FileImage } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailList, PageContainer, PageHeader, PageTitle, Panel, QueryState } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { FileViewerModal } from '../../../components/file-viewer-modal';
import { useAuth } from '../../../lib/auth';
import { formatNumber } from '../../../lib/format';
import { useSale } from '../api/get-sale';
import { SaleEditForm } from '../components/sale-edit-form';
import { SaleHistoryTable } from '../components/sale-history-table';
import { SaleReadOnly } from '../components/sale-read-only';

/**
 * SPEC §2 sale edit (/admin/extratos/editar/{id}): the form for whoever may change the sale, its
 * data to read, with why, for anyone else (a store owner; a rejected or canceled sale).
 */
export function SaleEditPage() {
  const { id = '' } = useParams();
  const { session } = useAuth();
  const query = useSale(id);
  const [viewing, setViewing] = useState<string | null>(null);
  const role = session?.role ?? 'CLIENTE';
  const title = can(role, SALE_EDIT_ACTION) ? 'Editar venda' : 'Venda';

  const body = (sale: Sale) => {
    const refusal = saleEditRefusal(role, sale.status);
    return (
      <div className="space-y-8">
        <Panel>
          <DetailList
            items={[
              { label: 'ID da venda', value: <span className="font-mono text-sm break-all">{sale.id}</span> },
              {
                label: 'Situação',
                value: <Badge tone={saleStatusTone(sale.status)}>{saleStatusLabel(sale.status)}</Badge>,
              },
              {
                label: 'Pontos gerados',
                value: (
                  <span data-testid="sale-points">
                    {sale.points === null ? 'Não pontuado' : formatNumber(sale.points)}
                  </span>
                ),
              },
              { label: 'Regra', value: STANDARD_RULE_LABEL },
              { label: 'Loja', value: sale.store.tradeName },
              {
                label: 'Comprovante',
                value: sale.fileUrl ? (
                  <Button size="sm" variant="secondary" onClick={() => setViewing(sale.fileUrl)}>
                    <FileImage aria-hidden="true" className="size-4" /> Ver comprovante
                  </Button>
                ) : (
                  'Venda por nota fiscal'
                ),
              },
            ]}
          />
          {sale.reason && (
            <p className="mt-5 rounded-xl bg-red-bg px-4 py-3 text-sm text-red-fg">Motivo: {sale.reason}</p>
          )}
        </Panel>
        <Panel title="Dados da venda">
          {refusal ? (
            <SaleReadOnly sale={sale} reason={refusal} />
          ) : (
            // Keyed by the sale's state so a saved edit refills the fields from the server.
            <SaleEditForm key={`${sale.id}:${sale.saleDate}:${sale.amount}:${sale.invoiceNumber}`} sale={sale} />
          )}
        </Panel>
        <section aria-labelledby="history-title" className="space-y-4">
          <h2 id="history-title" className="text-2xl font-semibold">
            Histórico de alterações
          </h2>
          <SaleHistoryTable saleId={sale.id} />
        </section>
      </div>
    );
  };

  return (
    <PageContainer>
      <PageHeader
        actions={
          <Link
            to="/admin/extratos/pontuacao"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-strong underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" /> Voltar ao extrato
          </Link>
        }
      >
        <PageTitle eyebrow="Extrato de Pontuação" title={title}>
          {title}
        </PageTitle>
      </PageHeader>
      {/* The way back is in the header above. */}
      <QueryState query={query} notFound="Venda não encontrada">
        {body}
      </QueryState>
      <FileViewerModal url={viewing} onClose={() => setViewing(null)} />
    </PageContainer>
  );
}
