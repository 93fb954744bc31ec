import { can } from '@mall/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer, PageTitle, Panel, QueryState } from '../../../components/admin-kit';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/states';
import { useAuth } from '../../../lib/auth';
import { useStore } from '../../../lib/resources/stores/get-store';
import { toast } from '../../../lib/toast';
import { useCreateStore } from '../api/create-store';
import { useUpdateStore } from '../api/update-store';
import { StoreForm } from '../components/store-form';
import { emptyStoreForm, storeToForm } from '../components/store-form-schema';

const backLink = (
  <Link to="/admin/lojas" className={buttonClass('secondary', 'sm')}>
    Voltar para lojas
  </Link>
);

/** /admin/lojas/cadastrar and /admin/lojas/editar/:id. */
export function StoreFormPage() {
  const { id } = useParams();
  return id ? <EditStore id={id} /> : <CreateStore />;
}

function useAdminFields(): boolean {
  const { session } = useAuth();
  return session ? can(session.role, 'stores:update-admin-fields') : false;
}

function CreateStore() {
  const navigate = useNavigate();
  const create = useCreateStore();
  const { session } = useAuth();
  const adminFields = useAdminFields();
  if (session && !can(session.role, 'stores:create'))
    return (
      <PageContainer narrow>
        <PageTitle eyebrow="Lojas">Cadastrar loja</PageTitle>
        <EmptyState action={backLink}>Você não tem permissão para cadastrar lojas.</EmptyState>
      </PageContainer>
    );
  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Lojas">Cadastrar loja</PageTitle>
      <Panel>
        <StoreForm
          defaultValues={emptyStoreForm}
          submitLabel="Cadastrar"
          adminFields={adminFields}
          cancelTo="/admin/lojas"
          errorFallback="Erro ao cadastrar loja"
          onSubmit={async (body) => {
            const res = await create.mutateAsync(body);
            toast.success(res.message ?? 'Loja cadastrada com sucesso');
            navigate(`/admin/lojas/${res.data.id}`);
          }}
        />
      </Panel>
    </PageContainer>
  );
}

function EditStore({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useStore(id);
  const update = useUpdateStore();
  const adminFields = useAdminFields();

  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Lojas">Editar loja</PageTitle>
      <QueryState query={query} notFound="Loja não encontrada" backLink={backLink}>
        {(store) => (
          <Panel>
            <StoreForm
              defaultValues={storeToForm(store)}
              segmentName={store.segment?.name}
              submitLabel="Salvar"
              adminFields={adminFields}
              cancelTo={`/admin/lojas/${id}`}
              errorFallback="Erro ao atualizar loja"
              onSubmit={async (body) => {
                const res = await update.mutateAsync({ id, body });
                toast.success(res.message ?? 'Loja atualizada com sucesso');
                navigate(`/admin/lojas/${id}`);
              }}
            />
          </Panel>
        )}
      </QueryState>
    </PageContainer>
  );
}
