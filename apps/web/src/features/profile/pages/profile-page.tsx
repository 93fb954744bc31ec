import { homePathFor } from '@mall/shared';
import { PageContainer, PageTitle, QueryState } from '../../../components/admin-kit';
import { EmptyState } from '../../../components/states';
import { useAuth } from '../../../lib/auth';
import { type Session, saveSession } from '../../../lib/session';
import { useOwnClient, useOwnUser } from '../api';
import { ClientProfileForm } from '../components/client-profile-form';
import { PrivacySection } from '../components/privacy-section';
import { ReminderSettings } from '../components/reminder-settings';
import { StaffProfileForm } from '../components/staff-profile-form';

/**
 * "MEUS DADOS" for every logged-in role: customers edit their record (SPEC §2), staff their name,
 * e-mail and password. A saved name shows in the header at once; a new password's fresh token
 * replaces the old one, which the server no longer accepts.
 */
export function ProfilePage() {
  const { session } = useAuth();
  const isClient = session?.role === 'CLIENTE';
  const client = useOwnClient(Boolean(session) && isClient);
  const staff = useOwnUser(Boolean(session) && !isClient);

  const onSaved = (current: Session) => (answer: { name: string; token?: string }) =>
    saveSession({ ...current, name: answer.name, token: answer.token ?? current.token });

  return (
    <PageContainer narrow>
      <PageTitle eyebrow={isClient ? 'Área do cliente' : 'Minha conta'} title="Meus dados">
        MEUS DADOS
      </PageTitle>
      {!session ? (
        <EmptyState>Usuário não autenticado</EmptyState>
      ) : isClient ? (
        <QueryState query={client} notFound="Usuário não autenticado">
          {({ data }) => <ClientProfileForm key={data.id} client={data} onSaved={onSaved(session)} />}
        </QueryState>
      ) : (
        <QueryState query={staff} notFound="Usuário não autenticado">
          {({ data }) => (
            <StaffProfileForm key={data.id} user={data} home={homePathFor(session.role)} onSaved={onSaved(session)} />
          )}
        </QueryState>
      )}
      {/* Below the form, so it waits for it: drawn earlier, it would be pushed down the page. */}
      {session && isClient && !client.isPending && (
        <>
          <ReminderSettings />
          <PrivacySection />
        </>
      )}
    </PageContainer>
  );
}
