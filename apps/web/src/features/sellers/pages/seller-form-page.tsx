import { createSellerBodySchema, isStoreScoped, type Seller } from '@mall/shared';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  Field,
  FormActions,
  FormAlerts,
  inputClass,
  PageContainer,
  PageTitle,
  Panel,
  QueryState,
  useAdminForm,
} from '../../../components/admin-kit';
import { LockedField } from '../../../components/locked-field';
import { StoreField } from '../../../components/store-field';
import { useAuth } from '../../../lib/auth';
import { useCreateSeller, useSeller, useUpdateSeller } from '../../../lib/resources/sellers';
import { toast } from '../../../lib/toast';
import { REQUIRED, wireText } from '../../../lib/wire-field';
import { SellerBreadcrumb, sellersOf } from '../components/seller-parts';
import { sellersBackLink } from './seller-detail-page';

/** SPEC §5: a seller's create form names what is missing with this one toast. */
export const FILL_ALL = 'Preencha todos os campos';

const fields = createSellerBodySchema.shape;
const createSchema = z.object({
  storeId: z.string().min(1, REQUIRED),
  name: wireText(fields.name, { required: true }),
  email: wireText(fields.email, { required: true }),
  login: wireText(fields.login, { required: true }),
  password: wireText(fields.password, { required: true }),
});
const editSchema = createSchema.pick({ name: true, email: true });

const matchers = {
  storeId: { paths: ['storeId'], labels: ['Loja'] },
  name: { paths: ['name'], labels: ['Nome'] },
  email: { paths: ['email'], labels: ['E-mail'] },
  login: { paths: ['login'], labels: ['Usuário'] },
  password: { paths: ['password'], labels: ['A senha', 'Senha'] },
} as const;

/** /admin/vendedores/cadastrar (?storeId) and /admin/vendedores/editar/:id. */
export function SellerFormPage() {
  const { id } = useParams();
  return id ? <EditSeller id={id} /> : <CreateSeller />;
}

function CreateSeller() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { session } = useAuth();
  const lockedStore =
    session && isStoreScoped(session.role) && session.storeId
      ? { id: session.storeId, tradeName: session.store?.tradeName ?? 'Minha loja' }
      : null;
  const create = useCreateSeller();
  const kit = useAdminForm({
    schema: createSchema,
    defaultValues: {
      storeId: lockedStore?.id ?? params.get('storeId') ?? '',
      name: '',
      email: '',
      login: '',
      password: '',
    },
    matchers,
    fallback: 'Erro ao cadastrar vendedor',
    toastId: 'seller-save',
    onInvalid: (errors) => {
      if (Object.values(errors).some((e) => e?.message === REQUIRED))
        toast.error(FILL_ALL, { toastId: 'seller-required' });
    },
    submit: async (body) => {
      const res = await create.mutateAsync(body);
      toast.success(res.message ?? 'Vendedor cadastrado com sucesso');
      navigate(sellersOf(res.data.storeId));
    },
  });
  const { errors } = kit.form.formState;
  const { register, control } = kit.form;

  return (
    <PageContainer narrow>
      <PageTitle eyebrow="Vendedores">Cadastrar vendedor</PageTitle>
      <Panel>
        <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
          <FormAlerts form={kit} />
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="sm:col-span-2">
              {lockedStore ? (
                <LockedField label="Loja" value={lockedStore.tradeName} />
              ) : (
                <StoreField control={control} error={errors.storeId?.message} activeOnly />
              )}
            </div>
            <Field label="Nome" error={errors.name?.message} required className="sm:col-span-2">
              <input type="text" className={inputClass} autoComplete="off" {...register('name')} />
            </Field>
            <Field label="E-mail" error={errors.email?.message} required>
              <input type="email" className={inputClass} autoComplete="off" {...register('email')} />
            </Field>
            <Field
              label="Usuário"
              error={errors.login?.message}
              required
              hint="O login do vendedor: letras, números, ponto, hífen ou sublinhado."
            >
              <input
                type="text"
                className={inputClass}
                autoComplete="off"
                autoCapitalize="none"
                {...register('login')}
              />
            </Field>
            <Field
              label="Senha"
              error={errors.password?.message}
              required
              hint="Pelo menos 8 caracteres, com letra e número."
            >
              <input type="password" className={inputClass} autoComplete="new-password" {...register('password')} />
            </Field>
          </div>
          <FormActions
            submitLabel="Cadastrar"
            pending={kit.pending}
            cancel={{ to: sellersOf(lockedStore?.id ?? (params.get('storeId') || undefined)) }}
          />
        </form>
      </Panel>
    </PageContainer>
  );
}

function EditSeller({ id }: { id: string }) {
  const query = useSeller(id);
  return (
    <PageContainer narrow>
      {query.data && <SellerBreadcrumb seller={query.data} />}
      <PageTitle eyebrow="Vendedores">Editar vendedor</PageTitle>
      <QueryState query={query} notFound="Vendedor não encontrado" backLink={sellersBackLink}>
        {(seller) => <EditSellerForm seller={seller} />}
      </QueryState>
    </PageContainer>
  );
}

/** SPEC §2: Nome and E-mail editable, Usuário (the user id) shown disabled; only name and e-mail are sent. */
function EditSellerForm({ seller }: { seller: Seller }) {
  const navigate = useNavigate();
  const update = useUpdateSeller();
  const kit = useAdminForm({
    schema: editSchema,
    defaultValues: { name: seller.name, email: seller.email },
    matchers,
    fallback: 'Erro ao atualizar vendedor',
    toastId: 'seller-save',
    submit: async (body) => {
      const res = await update.mutateAsync({ id: seller.id, body });
      toast.success(res.message ?? 'Vendedor atualizado com sucesso');
      navigate(sellersOf(seller.storeId));
    },
  });
  const { errors } = kit.form.formState;
  const { register } = kit.form;
  return (
    <Panel>
      <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
        <FormAlerts form={kit} />
        <div className="grid gap-5">
          <Field label="Nome" error={errors.name?.message} required>
            <input type="text" className={inputClass} autoComplete="off" {...register('name')} />
          </Field>
          <Field label="E-mail" error={errors.email?.message} required>
            <input type="email" className={inputClass} autoComplete="off" {...register('email')} />
          </Field>
          <LockedField label="Usuário" value={seller.user.id} hint={`Login: ${seller.login}`} />
        </div>
        <FormActions submitLabel="Salvar" pending={kit.pending} cancel={{ to: sellersOf(seller.storeId) }} />
      </form>
    </Panel>
  );
}
