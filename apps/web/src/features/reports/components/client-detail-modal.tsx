import { type ClientsReportRow, formatCpf, formatPhoneMask } from '@mall/shared';
import { Link } from 'react-router';
import { DetailList, Modal } from '../../../components/admin-kit';
import { formatCurrency, formatDate, formatNumber } from '../../../lib/format';
import { genderLabel } from './report-labels';

export const HISTORY_PATH = '/admin/relatorios/historico-clientes';

/**
 * A customer of the Clientes report, from its row. Whoever may open the history (the
 * administrators, not the concierge) gets the way there.
 */
export function ClientDetailModal({
  client,
  campaignName,
  onClose,
  historyLink,
}: {
  client: ClientsReportRow | null;
  /** The campaign the purchases count in, when there is one. */
  campaignName: string | null;
  onClose: () => void;
  historyLink: boolean;
}) {
  const inCampaign = campaignName ? ` em ${campaignName}` : '';
  return (
    <Modal
      open={client !== null}
      onOpenChange={(open) => !open && onClose()}
      title={client?.name ?? 'Cliente'}
      size="lg"
    >
      {client && (
        <>
          <DetailList
            items={[
              { label: 'CPF', value: formatCpf(client.cpf) },
              { label: 'E-mail', value: client.email || '—' },
              { label: 'Telefone', value: client.phone ? formatPhoneMask(client.phone) : '—' },
              { label: 'Gênero', value: genderLabel(client.gender) },
              { label: 'Data de nascimento', value: formatDate(client.birthdate) },
              { label: 'Faixa etária', value: client.ageBand },
              { label: 'Região', value: client.region },
              { label: 'Aceita SMS', value: client.acceptsSms ? 'Sim' : 'Não' },
              { label: 'Cadastrado em', value: formatDate(client.registeredAt) },
              { label: `Compras${inCampaign}`, value: formatNumber(client.purchases) },
              { label: `Valor aprovado${inCampaign}`, value: formatCurrency(client.approvedValue) },
            ]}
          />
          {historyLink && (
            <p className="mt-6">
              <Link
                to={`${HISTORY_PATH}?clientId=${encodeURIComponent(client.id)}`}
                className="font-medium text-accent underline underline-offset-4"
              >
                Ver histórico completo
              </Link>
            </p>
          )}
        </>
      )}
    </Modal>
  );
}
