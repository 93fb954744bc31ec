import { Link, useNavigate, useParams } from 'react-router';
import { PageContainer, PageTitle, Panel, QueryState } from '../../../components/admin-kit';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/states';
import { toast } from '../../../lib/toast';
import { useCreateCampaign } from '../api/create-campaign';
import { useCampaign } from '../api/get-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { CampaignForm } from '../components/campaign-form';
import { campaignToForm, emptyCampaignForm } from '../components/campaign-form-schema';

const backLink = (
  <Link to="/admin/campanhas" className={buttonClass('secondary', 'sm')}>
    Voltar para campanhas
  </Link>
);

/** /admin/campanhas/cadastrar and /admin/campanhas/editar/:id. */
export function CampaignFormPage() {
  const { id } = useParams();
  return id ? <EditCampaign id={id} /> : <CreateCampaign />;
}

function CreateCampaign() {
  const navigate = useNavigate();
  const create = useCreateCampaign();
  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Campanhas">Cadastrar campanha</PageTitle>
      <Panel>
        <CampaignForm
          defaultValues={emptyCampaignForm}
          submitLabel="Cadastrar"
          errorFallback="Erro ao criar campanha"
          onSubmit={async (body) => {
            const res = await create.mutateAsync(body);
            toast.success(res.message ?? 'Campanha criada com sucesso');
            navigate(`/admin/campanhas/${res.data.id}`);
          }}
        />
      </Panel>
    </PageContainer>
  );
}

function EditCampaign({ id }: { id: string }) {
  const navigate = useNavigate();
  const query = useCampaign(id);
  const update = useUpdateCampaign();

  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Campanhas">Editar campanha</PageTitle>
      <QueryState query={query} notFound="Campanha não encontrada" backLink={backLink}>
        {(campaign) =>
          campaign.isFinished ? (
            <EmptyState action={backLink}>Esta campanha foi finalizada e não pode mais ser editada.</EmptyState>
          ) : (
            <Panel>
              <CampaignForm
                defaultValues={campaignToForm(campaign)}
                submitLabel="Salvar"
                errorFallback="Erro ao atualizar campanha"
                onSubmit={async (body) => {
                  const res = await update.mutateAsync({ id, body });
                  toast.success(res.message ?? 'Campanha atualizada com sucesso');
                  navigate(`/admin/campanhas/${id}`);
                }}
              />
            </Panel>
          )
        }
      </QueryState>
    </PageContainer>
  );
}
