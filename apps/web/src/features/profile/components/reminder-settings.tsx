import { Switch } from '../../../components/switch';
import { useOwnReminders, useUpdateOwnReminders } from '../api/reminders';

/**
 * The customer's e-mail reminders on MEUS DADOS, each with its own switch: a campaign about to
 * end, a voucher about to expire. Both start on; each e-mail also carries a link that turns its
 * kind off without logging in.
 */
export function ReminderSettings() {
  const settings = useOwnReminders();
  const update = useUpdateOwnReminders();
  const data = settings.data?.data;

  return (
    <section aria-labelledby="reminders-title" className="mt-10 space-y-3 border-t border-line pt-8">
      <h2 id="reminders-title" className="font-display text-3xl font-semibold">
        Lembretes por e-mail
      </h2>
      <p className="text-sm text-muted">
        Avisos sobre os seus pontos e vouchers. Você pode desligar cada um quando quiser; os e-mails sobre as suas
        compras continuam chegando.
      </p>
      {settings.isPending ? (
        <p className="text-sm text-muted">Carregando...</p>
      ) : settings.isError || !data ? (
        <p className="text-sm text-danger">Não foi possível carregar os lembretes</p>
      ) : (
        <div className="flex flex-col gap-3">
          <div>
            <Switch
              checked={data.campaignEnd}
              label="Lembrete de fim de campanha"
              text="Fim de campanha"
              disabled={update.isPending}
              onCheckedChange={(on) => update.mutate({ campaignEnd: on })}
            />
            <p className="mt-1 text-sm text-muted">
              7 dias antes do fim da campanha: quantos pontos você tem ou quanto falta para um benefício.
            </p>
          </div>
          <div>
            <Switch
              checked={data.voucherExpiry}
              label="Lembrete de vencimento de voucher"
              text="Vencimento de voucher"
              disabled={update.isPending}
              onCheckedChange={(on) => update.mutate({ voucherExpiry: on })}
            />
            <p className="mt-1 text-sm text-muted">3 dias antes de um voucher não retirado vencer.</p>
          </div>
        </div>
      )}
    </section>
  );
}
