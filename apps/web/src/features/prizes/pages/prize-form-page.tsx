import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer, PageTitle, Panel, QueryState } from '../../../components/admin-kit';
import { buttonClass } from '../../../components/button-styles';
import { usePrize } from '../../../lib/resources/prizes/get-prize';
import { toast } from '../../../lib/toast';
import { useCreatePrize } from '../api/create-prize';
import { useUpdatePrize } from '../api/update-prize';
import { PrizeForm } from '../components/prize-form';
import { emptyPrizeForm, prizeToForm } from '../components/prize-form-schema';

const backLink = (
  <Link to="/admin/brindes" className={buttonClass('secondary', 'sm')}>
    Voltar para brindes
  </Link>
);

/** /admin/brindes/cadastrar and /admin/brindes/editar/:id. */
export function PrizeFormPage() {
  const { id } = useParams();
  return id ? <EditPrize id={id} /> : <CreatePrize />;
}

function CreatePrize() {
  const navigate = useNavigate();
  const create = useCreatePrize();
  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Brindes">Cadastrar brinde</PageTitle>
      <Panel>
        <PrizeForm
          mode="create"
          defaultValues={emptyPrizeForm}
          submitLabel="Cadastrar"
          cancelTo="/admin/brindes"
          onSubmit={async (body) => {
            const res = await create.mutateAsync(body);
            toast.success(res.message ?? 'Brinde criado com sucesso');
            navigate(`/admin/brindes/${res.data.id}`);
          }}
        />
      </Panel>
    </PageContainer>
  );
}

function EditPrize({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = usePrize(id);
  const update = useUpdatePrize();

  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Brindes">Editar brinde</PageTitle>
      <QueryState query={query} notFound="Brinde não encontrado" backLink={backLink}>
        {(prize) => (
          <Panel>
            <PrizeForm
              mode="edit"
              defaultValues={prizeToForm(prize)}
              currentLabels={{ store: prize.store?.tradeName, campaign: prize.campaign.name }}
              submitLabel="Salvar"
              cancelTo={`/admin/brindes/${id}`}
              onSubmit={async (body) => {
                const res = await update.mutateAsync({ id, body });
                toast.success(res.message ?? 'Brinde atualizado com sucesso');
                navigate(`/admin/brindes/${id}`);
              }}
            />
          </Panel>
        )}
      </QueryState>
    </PageContainer>
  );
}
