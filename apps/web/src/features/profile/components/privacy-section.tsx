import type { ConsentRecord, ExportFormat } from '@mall/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Switch } from '../../../components/switch';
import { saveFile } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { downloadOwnData, useOwnConsents, useSetSmsConsent } from '../api/privacy';
import { DeleteAccountDialog } from './delete-account-dialog';

export const CONSENT_LABELS: Record<ConsentRecord['kind'], string> = {
  terms: 'Termos de uso',
  privacy: 'Política de privacidade',
  sms: 'Envio de SMS',
};

function ExportButtons() {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      saveFile(await downloadOwnData(format));
    } catch {
      // The download's failure was shown as a toast.
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button variant="secondary" onClick={() => download('json')} disabled={busy !== null}>
        <Download aria-hidden="true" className="size-4" />
        {busy === 'json' ? 'Preparando...' : 'Baixar meus dados (JSON)'}
      </Button>
      <Button variant="secondary" onClick={() => download('csv')} disabled={busy !== null}>
        <Download aria-hidden="true" className="size-4" />
        {busy === 'csv' ? 'Preparando...' : 'Baixar compras e resgates (CSV)'}
      </Button>
    </div>
  );
}

function ConsentList({ records }: { records: ConsentRecord[] }) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line" aria-label="Histórico de consentimentos">
      {records.map((r) => (
        <li key={r.id} className="flex flex-col gap-0.5 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-3">
          <span className="font-medium text-ink">{CONSENT_LABELS[r.kind]}</span>
          <span className="text-muted">versão {r.version}</span>
          <span className="text-muted">aceito em {formatDateTime(r.acceptedAt)}</span>
          {r.withdrawnAt && <span className="text-danger">retirado em {formatDateTime(r.withdrawnAt)}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The customer's rights under the LGPD on MEUS DADOS: a copy of its data, its consents (the
 * optional SMS one can be withdrawn and given again) and the deletion of its account.
 */
export function PrivacySection() {
  const consents = useOwnConsents();
  const setSms = useSetSmsConsent();
  const [deleting, setDeleting] = useState(false);
  const sms = consents.data?.data.sms ?? false;

  return (
    <section aria-labelledby="privacy-title" className="mt-10 space-y-8 border-t border-line pt-8">
      <div>
        <h2 id="privacy-title" className="font-display text-3xl font-semibold">
          Privacidade e seus dados
        </h2>
        <p className="mt-1 text-sm text-muted">
          Seus direitos pela Lei Geral de Proteção de Dados (LGPD): consultar, baixar e excluir seus dados.
        </p>
      </div>

      <div className="space-y-3">
        <h3 className="text-lg font-semibold">Baixar meus dados</h3>
        <p className="text-sm text-muted">
          Cadastro, consentimentos, compras e resgates em JSON; compras e resgates também em uma planilha (CSV).
        </p>
        <ExportButtons />
      </div>

      <div className="space-y-3">
        <h3 className="text-lg font-semibold">Consentimentos</h3>
        {consents.isPending ? (
          <p className="text-sm text-muted">Carregando...</p>
        ) : consents.isError ? (
          <p className="text-sm text-danger">Não foi possível carregar os dados</p>
        ) : (
          <>
            <Switch
              checked={sms}
              label="Receber SMS do programa"
              text="Receber SMS do programa"
              disabled={setSms.isPending}
              onCheckedChange={(on) => setSms.mutate(on)}
            />
            <ConsentList records={consents.data.data.records} />
          </>
        )}
      </div>

      <div className="space-y-3">
        <h3 className="text-lg font-semibold">Excluir minha conta</h3>
        <p className="text-sm text-muted">
          Apaga seus dados pessoais. Compras e resgates ficam guardados sem identificação por 5 anos, como diz o
          regulamento.
        </p>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Excluir minha conta
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}
