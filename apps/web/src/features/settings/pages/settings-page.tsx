import { can, canOpenAdminPath } from '@mall/shared';
import { ListOrdered, ScrollText, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useAuth } from '../../../lib/auth';
import { MailOutbox } from '../components/mail-outbox';
import { ScheduledJobs } from '../components/scheduled-jobs';

const CARDS = [
  { to: '/admin/configuracoes/faq', title: 'FAQ', text: 'Perguntas frequentes exibidas no site.', icon: ListOrdered },
  { to: '/admin/configuracoes/logs', title: 'Logs', text: 'Histórico de alterações do sistema.', icon: ScrollText },
  { to: '/admin/usuarios', title: 'Usuários', text: 'Contas de acesso e perfis.', icon: Users },
];

/**
 * The settings hub: a card for each settings screen the access map lets the role open, and the
 * scheduled jobs and the e-mails' delivery for the administrators.
 */
export function SettingsPage() {
  const { session } = useAuth();
  const cards = CARDS.filter((c) => session && canOpenAdminPath(session.role, c.to));
  return (
    <section className="mx-auto w-full max-w-6xl px-5 py-12 sm:px-8">
      <PageTitle>Configurações</PageTitle>
      <ul className="grid gap-5 sm:grid-cols-3">
        {cards.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-6 transition-shadow hover:shadow-lg"
            >
              <c.icon aria-hidden="true" className="size-6 text-accent" />
              <span className="font-display text-2xl font-semibold">{c.title}</span>
              <span className="text-sm text-muted">{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      {session && can(session.role, 'jobs:read') && (
        <>
          <ScheduledJobs />
          <MailOutbox />
        </>
      )}
    </section>
  );
}
