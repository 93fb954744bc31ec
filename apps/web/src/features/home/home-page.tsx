import { MESSAGES } from '@mall/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { GiftIcon, ReceiptIcon, SparklesIcon, StoreIcon } from '../../components/icons';
import { ResponsiveImg } from '../../components/responsive-img';
import { BRAND } from '../../lib/brand';
import { openLoginModal, openRegisterModal } from '../../lib/events';
import { formatDate, formatPoints } from '../../lib/format';
import { getActiveCampaign } from '../../lib/resources/campaigns/read-active-campaign';
import { toast } from '../../lib/toast';
import { useFetched } from '../../lib/use-fetched';
import { type FeaturedPrize, useFeaturedPrizes } from './api/get-featured-prizes';

const STEPS = [
  { icon: SparklesIcon, title: 'Cadastre-se', text: 'Crie sua conta com seu CPF em poucos minutos.' },
  { icon: ReceiptIcon, title: 'Registre suas compras', text: 'Envie a foto do cupom fiscal das lojas participantes.' },
  { icon: StoreIcon, title: 'Acumule pontos', text: 'A cada R$ 1.000,00 em compras você ganha 1 ponto.' },
  {
    icon: GiftIcon,
    title: 'Resgate seu benefício',
    text: 'Troque seus pontos e retire o benefício no Espaço Concierge.',
  },
];

const ADVANTAGES = [
  'Benefícios exclusivos escolhidos pelas lojas do shopping',
  'Estacionamento gratuito uma vez por dia, por até 3 horas',
  'Acompanhe seus pontos e resgates pelo celular',
];

const CAMPAIGN_LINE =
  'mb-6 inline-block text-xs leading-relaxed font-semibold tracking-[0.14em] text-accent-strong sm:rounded-full sm:border sm:border-accent/30 sm:px-4 sm:py-1.5 sm:tracking-[0.18em]';

function askLogin() {
  // One toast however many times a guest clicks.
  toast.info(MESSAGES.loginToRedeem, { toastId: 'login-to-redeem' });
  openLoginModal();
}

/**
 * The picture's slot (measured): one column on phones, two from `sm`, four from `lg` in the 72rem
 * container (px-5, then px-8; gap-5), less the card's 1 px borders.
 */
const PRIZE_CARD_SIZES =
  '(min-width: 1152px) 255px, (min-width: 1024px) calc(25vw - 33px), (min-width: 640px) calc(50vw - 44px), calc(100vw - 42px)';

/** Only phrasing content inside the button (spans shown as blocks): valid HTML, same look and name. */
function PrizeCard({ prize }: { prize: FeaturedPrize }) {
  return (
    <li>
      <button
        type="button"
        onClick={askLogin}
        className="group flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface text-left transition-shadow hover:shadow-lg"
      >
        <span className="block aspect-[4/3] w-full overflow-hidden bg-sand">
          {prize.imageUrl && (
            <ResponsiveImg
              src={prize.imageUrl}
              image={prize.image}
              sizes={PRIZE_CARD_SIZES}
              aspect={{ width: 4, height: 3 }}
              alt=""
              className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
            />
          )}
        </span>
        <span className="flex flex-1 flex-col gap-1 p-5">
          {prize.store?.tradeName && (
            <span className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">
              {prize.store.tradeName}
            </span>
          )}
          <span className="font-display text-xl leading-snug font-semibold">{prize.name}</span>
          <span className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
            <span className="font-medium text-accent-strong">{formatPoints(prize.points)}</span>
            {prize.soldOut && <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs text-muted">Esgotado</span>}
          </span>
        </span>
      </button>
    </li>
  );
}

export function HomePage() {
  const campaign = useFetched(getActiveCampaign);
  const prizes = useFeaturedPrizes();

  return (
    <>
      <title>{`${BRAND} · Programa de pontos`}</title>
      <section className="relative overflow-hidden border-b border-line">
        <div
          aria-hidden="true"
          className="absolute inset-y-0 right-0 hidden w-1/2 bg-[radial-gradient(circle_at_70%_40%,var(--color-accent-soft),transparent_60%)] md:block"
        />
        <div className="relative mx-auto grid max-w-6xl gap-10 px-5 py-16 sm:px-8 md:grid-cols-[1.2fr_1fr] md:py-24">
          <div>
            {campaign.data ? (
              <p className={CAMPAIGN_LINE}>
                CAMPANHA VIGENTE de {formatDate(campaign.data.startDate)} a {formatDate(campaign.data.endDate)}
              </p>
            ) : (
              // While the campaign is asked for, its line's room is kept, so the title does not move
              // down when it arrives; it closes only when no campaign is running.
              campaign.isPending && (
                <p aria-hidden="true" className={`${CAMPAIGN_LINE} invisible`}>
                  CAMPANHA VIGENTE de 00/00/0000 a 00/00/0000
                </p>
              )
            )}
            <h1 className="text-5xl leading-[1.05] font-semibold sm:text-6xl">
              Seu lar bem decorado <em className="text-accent">vale pontos</em>.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
              Compre nas lojas participantes do shopping, registre suas notas e troque seus pontos por benefícios
              pensados para quem ama design.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <button type="button" onClick={openRegisterModal} className={buttonClass('primary')}>
                Quero participar
              </button>
              <Link to="/regulamento" className={buttonClass('secondary')}>
                Ler o regulamento
              </Link>
            </div>
          </div>
          <div aria-hidden="true" className="hidden items-center justify-center md:flex">
            <div className="grid size-72 grid-cols-2 gap-3 rotate-3">
              <div className="rounded-t-full bg-accent/85" />
              <div className="rounded-2xl bg-sand" />
              <div className="rounded-2xl border border-line bg-surface" />
              <div className="rounded-b-full bg-ink/85" />
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-5 py-16 sm:px-8" aria-labelledby="advantages-title">
        <div className="grid gap-10 md:grid-cols-2 md:items-center">
          <div>
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">Vantagens</p>
            <h2 id="advantages-title" className="mt-2 text-4xl font-semibold">
              Mais motivos para voltar
            </h2>
          </div>
          <div>
            <ul className="space-y-4">
              {ADVANTAGES.map((a) => (
                <li key={a} className="flex gap-3 border-b border-line pb-4 text-ink">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                  {a}
                </li>
              ))}
            </ul>
            <button type="button" onClick={openRegisterModal} className={buttonClass('primary', 'md', 'mt-8')}>
              Cadastre-se
            </button>
          </div>
        </div>
      </section>

      {prizes.isPending && (
        // The section as it will be (heading, four cards of the cards' height), so nothing below moves.
        <div className="bg-sand/50 py-16">
          <div className="mx-auto max-w-6xl px-5 sm:px-8">
            <span className="sr-only" role="status">
              Carregando benefícios...
            </span>
            <div aria-hidden="true">
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">Benefícios</p>
              <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
                <p className="mt-2 font-display text-4xl font-semibold">Em destaque</p>
                <p className="text-sm text-muted">Entre na sua conta para resgatar.</p>
              </div>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
                {[0, 1, 2, 3].map((i) => (
                  <li key={i} className="overflow-hidden rounded-2xl border border-line bg-surface">
                    <div className="aspect-[4/3] animate-pulse bg-sand motion-reduce:animate-none" />
                    <div className="flex flex-col gap-1 p-5">
                      <div className="my-0.5 h-3 w-1/3 rounded bg-sand" />
                      <div className="my-1 h-5 w-3/4 rounded bg-sand" />
                      <div className="mt-2 h-5 w-1/4 rounded bg-sand" />
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      )}

      {(prizes.data?.length ?? 0) > 0 && (
        <section className="bg-sand/50 py-16" aria-labelledby="prizes-title">
          <div className="mx-auto max-w-6xl px-5 sm:px-8">
            <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">Benefícios</p>
            <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
              <h2 id="prizes-title" className="mt-2 text-4xl font-semibold">
                Em destaque
              </h2>
              <p className="text-sm text-muted">Entre na sua conta para resgatar.</p>
            </div>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {prizes.data?.map((p) => (
                <PrizeCard key={p.id} prize={p} />
              ))}
            </ul>
          </div>
        </section>
      )}

      <section className="mx-auto max-w-6xl px-5 py-16 sm:px-8" aria-labelledby="how-title">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-accent">Como funciona</p>
        <h2 id="how-title" className="mt-2 mb-10 text-4xl font-semibold">
          Quatro passos simples
        </h2>
        <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="border-t border-ink/15 pt-5">
              <div className="flex items-center gap-3">
                <span className="font-display text-3xl text-accent">{String(i + 1).padStart(2, '0')}</span>
                <s.icon aria-hidden="true" className="size-5 text-muted" />
              </div>
              <h3 className="mt-3 text-2xl font-semibold">{s.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-12 text-sm text-muted">
          Valem as compras nas{' '}
          <Link to="/lojas-participantes" className="font-medium text-accent-strong underline underline-offset-4">
            lojas participantes
          </Link>
          . Dúvidas? Veja as{' '}
          <Link to="/faq" className="font-medium text-accent-strong underline underline-offset-4">
            perguntas frequentes
          </Link>
          .
        </p>
      </section>
    </>
  );
}
