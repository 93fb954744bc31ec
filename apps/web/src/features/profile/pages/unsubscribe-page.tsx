import type { CustomerReminder } from '@mall/shared';
import { MailX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { LoadingState } from '../../../components/states';
import { unsubscribeReminder } from '../api/reminders';

const KINDS: Record<string, CustomerReminder> = { campanha: 'campaign_end', voucher: 'voucher_expiry' };
const BAD_LINK = 'Link de descadastro inválido: desligue os lembretes em Meus dados.';

/** The link's secret after `#` (a browser never sends it, so no server or proxy logs it) and its kind. */
function linkOf(location: { hash: string; search: string }) {
  const token = (new URLSearchParams(location.hash.replace(/^#/, '')).get('token') ?? '').trim();
  const kind = KINDS[new URLSearchParams(location.search).get('tipo') ?? ''];
  return token && kind ? { token, kind } : null;
}

type State = { step: 'sending' } | { step: 'done'; message: string } | { step: 'failed'; message: string };

/**
 * `/lembretes/descadastrar?tipo=campanha#token=…`: a reminder e-mail's one-click link. Opening it
 * turns that reminder off, without login (the same link twice says the same); the settings stay on
 * MEUS DADOS for turning it on again.
 */
export function UnsubscribePage() {
  const location = useLocation();
  const [state, setState] = useState<State>({ step: 'sending' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const link = linkOf(location);
    if (!link) {
      setState({ step: 'failed', message: BAD_LINK });
      return;
    }
    unsubscribeReminder(link).then(
      (answer) => setState({ step: 'done', message: answer.message }),
      (err: unknown) => setState({ step: 'failed', message: err instanceof Error ? err.message : BAD_LINK }),
    );
  }, [location]);

  return (
    <PageContainer narrow>
      <PageTitle title="Lembretes por e-mail">Lembretes por e-mail</PageTitle>
      {state.step === 'sending' ? (
        <LoadingState label="Desligando o lembrete..." />
      ) : (
        <div
          role={state.step === 'failed' ? 'alert' : 'status'}
          className="space-y-5 rounded-2xl border border-line bg-surface p-6"
        >
          <div className="flex gap-3">
            <MailX
              aria-hidden="true"
              className={`mt-0.5 size-6 shrink-0 ${state.step === 'failed' ? 'text-danger' : 'text-accent'}`}
            />
            <p className="font-medium leading-relaxed text-ink">{state.message}</p>
          </div>
          <p className="text-sm text-muted">
            Para ligar ou desligar cada lembrete, entre na sua conta e abra Meus dados.
          </p>
          <Link to="/meu-dados" className={buttonClass('secondary', 'md', 'w-full sm:w-auto')}>
            Ir para Meus dados
          </Link>
        </div>
      )}
    </PageContainer>
  );
}
