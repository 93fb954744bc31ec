import { can, formatCepMask, formatCnpjMask, formatPhoneMask, type Store } from '@mall/shared';
import { ArrowLeft, Pencil, UserPlus, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { DetailList, DetailPage, PageContainer, PageTitle, Panel } from '../../../components/admin-kit';
import { Badge } from '../../../components/badge';
import { buttonClass } from '../../../components/button-styles';
import { useAuth } from '../../../lib/auth';
import { formatDecimalInput } from '../../../lib/decimal';
import { useStore } from '../../../lib/resources/stores/get-store';
import { StoreStatusToggles } from '../components/store-status-toggles';

const backLink = (
  <Link to="/admin/lojas" className={buttonClass('secondary', 'sm')}>
    <ArrowLeft aria-hidden="true" className="size-4" /> Voltar para lojas
  </Link>
);

const orDash = (v: string | null | undefined): ReactNode => (v ? v : '—');

function addressOf(s: Store): string {
  const street = [s.address, s.number].filter(Boolean).join(', ');
  const cityUf = [s.city, s.state].filter(Boolean).join(' - ');
  return [street, s.complement, s.neighborhood, cityUf, s.zipCode ? formatCepMask(s.zipCode) : null]
    .filter(Boolean)
    .join(' · ');
}

export function StoreDetailPage() {
  const { id = '' } = useParams();
  const query = useStore(id);
  return (
    <DetailPage
      query={query}
      title="Detalhes da loja"
      eyebrow="Lojas"
      notFound="Loja não encontrada"
      backLink={backLink}
    >
      {(s) => <StoreDetail s={s} />}
    </DetailPage>
  );
}

function StoreDetail({ s }: { s: Store }) {
  const { session } = useAuth();
  const role = session?.role ?? 'CLIENTE';

  const q = `?storeId=${encodeURIComponent(s.id)}`;
  const links = [
    { to: `/admin/lojas/editar/${s.id}`, label: 'Editar', icon: Pencil, show: can(role, 'stores:update') },
    {
      to: `/admin/lojas/cadastrar-lojista${q}`,
      label: 'Adicionar lojista',
      icon: UserPlus,
      show: can(role, 'shopkeepers:manage'),
    },
    { to: `/admin/vendedores${q}`, label: 'Vendedores', icon: Users, show: can(role, 'sellers:read') },
    { to: `/admin/lojista${q}`, label: 'Lojista', icon: UserRound, show: can(role, 'shopkeepers:read') },
  ].filter((l) => l.show);

  return (
    <PageContainer>
      <div className="mb-6">{backLink}</div>
      <PageTitle eyebrow="Loja" title={s.tradeName}>
        {s.tradeName}
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Ações da loja" className="lg:order-none">
          <nav className="rounded-2xl border border-line bg-surface p-2">
            <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
              {links.map((l) => (
                <li key={l.label}>
                  <Link
                    to={l.to}
                    className="flex items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-ink transition-colors hover:bg-sand hover:text-accent-strong"
                  >
                    <l.icon aria-hidden="true" className="size-4 text-accent" />
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="space-y-6">
          <Panel>
            <div className="mb-6 flex flex-col gap-5 sm:flex-row sm:items-center">
              {s.photoUrl ? (
                <img src={s.photoUrl} alt="" className="size-24 rounded-xl border border-line object-cover" />
              ) : null}
              <div className="flex flex-wrap items-center gap-3">
                {s.segment && <Badge tone="neutral">{s.segment.name}</Badge>}
                <Badge tone={s.active ? 'green' : 'red'}>{s.active ? 'Ativa' : 'Inativa'}</Badge>
                {s.blocked && <Badge tone="red">Bloqueada</Badge>}
              </div>
            </div>
            <DetailList
              items={[
                { label: 'Razão social', value: s.companyName },
                { label: 'CNPJ', value: formatCnpjMask(s.cnpj) },
                { label: 'E-mail', value: s.email },
                { label: 'Telefone', value: s.phone ? formatPhoneMask(s.phone) : '—' },
                { label: 'Responsável', value: orDash(s.responsible) },
                {
                  label: 'Telefone do responsável',
                  value: s.responsiblePhone ? formatPhoneMask(s.responsiblePhone) : '—',
                },
                {
                  label: 'Site',
                  value: s.website ? (
                    <a href={s.website} target="_blank" rel="noreferrer" className="text-accent-strong underline">
                      {s.website}
                    </a>
                  ) : (
                    '—'
                  ),
                },
                {
                  label: 'E-mails para notas fiscais',
                  value: s.invoiceEmails.length ? s.invoiceEmails.join(', ') : '—',
                },
                { label: 'Endereço', value: orDash(addressOf(s)) },
              ]}
            />
          </Panel>
          <Panel title="Administração">
            <DetailList
              items={[
                { label: 'Taxa administrativa', value: `${formatDecimalInput(s.fee) || '0'}%` },
                { label: 'Limite de área', value: s.areaLimit === null ? '—' : `${s.areaLimit} m²` },
                { label: 'Limite de dias', value: s.dayLimit === null ? '—' : String(s.dayLimit) },
                {
                  label: 'Status',
                  value: <StoreStatusToggles store={s} canToggle={can(role, 'stores:toggle')} />,
                },
              ]}
            />
          </Panel>
        </div>
      </div>
    </PageContainer>
  );
}
