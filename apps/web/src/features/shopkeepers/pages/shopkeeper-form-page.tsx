import { MESSAGES, type Shopkeeper } from '@mall/shared';
import type { Control, FieldErrors, UseFormRegister } from 'react-hook-form';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
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
import { maskedControl } from '../../../components/masked-input';
import { useStore } from '../../../lib/resources/stores/get-store';
import { toast } from '../../../lib/toast';
import { REQUIRED } from '../../../lib/wire-field';
import { useCreateShopkeeper, useShopkeeper, useUpdateShopkeeper } from '../api';
import {
  editDefaults,
  type ShopkeeperEditValues,
  type ShopkeeperFormValues,
  shopkeeperEditSchema,
  shopkeeperFormSchema,
  toCreateBody,
  toUpdateBody,
} from '../components/shopkeeper-form-schema';
import { ShopkeeperBreadcrumb, shopkeepersOf } from '../components/shopkeeper-parts';
import { storesBackLink } from './shopkeeper-detail-page';

const matchers = {
  name: { paths: ['name', 'user.name'], labels: ['Nome'] },
  email: { paths: ['email', 'user.email'], labels: ['E-mail'] },
  cpf: { paths: ['cpf'], labels: ['CPF'] },
  phone: { paths: ['phone'], labels: ['Telefone'] },
  password: { paths: ['user.password'], labels: ['A senha', 'Senha'] },
} as const;

const requiredToast = (errors: FieldErrors) => {
  if (Object.values(errors).some((e) => e?.message === REQUIRED))
    toast.error(MESSAGES.fillAllRequired, { toastId: 'shopkeeper-required' });
};

/** /admin/lojas/cadastrar-lojista?storeId (the store fixed from the address). */
export function ShopkeeperCreatePage() {
  const [params] = useSearchParams();
  const storeId = params.get('storeId');
  if (!storeId) return <Navigate to="/admin/lojas" replace />;
  return <CreateShopkeeper storeId={storeId} />;
}

function CreateShopkeeper({ storeId }: { storeId: string }) {
  const store = useStore(storeId);
  return (
    <PageContainer narrow>
      {store.data && <ShopkeeperBreadcrumb store={store.data} />}
      <PageTitle eyebrow="Lojista">Cadastrar lojista</PageTitle>
      <QueryState query={store} notFound="Loja não encontrada" backLink={storesBackLink}>
        {(s) => <CreateShopkeeperForm store={{ id: s.id, tradeName: s.tradeName }} />}
      </QueryState>
    </PageContainer>
  );
}

function CreateShopkeeperForm({ store }: { store: { id: string; tradeName: string } }) {
  const navigate = useNavigate();
  const create = useCreateShopkeeper();
  const kit = useAdminForm({
    schema: shopkeeperFormSchema,
    defaultValues: { name: '', email: '', cpf: '', phone: '' },
    matchers,
    fallback: 'Erro ao cadastrar lojista',
    toastId: 'shopkeeper-save',
    onInvalid: requiredToast,
    submit: async (values) => {
      const res = await create.mutateAsync(toCreateBody(values, store.id));
      toast.success(res.message ?? 'Lojista cadastrado com sucesso');
      navigate(shopkeepersOf(res.data.storeId));
    },
  });
  return (
    <Panel>
      <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
        <FormAlerts form={kit} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <LockedField label="Loja" value={store.tradeName} />
          </div>
          <PersonFields
            control={kit.form.control as unknown as Control<ShopkeeperFormValues>}
            register={kit.form.register}
            errors={kit.form.formState.errors}
          />
        </div>
        <p className="text-sm text-muted">
          O lojista recebe por e-mail um link para definir a senha de acesso, válido por 48 horas.
        </p>
        <FormActions submitLabel="Cadastrar" pending={kit.pending} cancel={{ to: shopkeepersOf(store.id) }} />
      </form>
    </Panel>
  );
}

/** Nome, E-mail, CPF and Telefone (masked), shared by the create and edit forms. */
function PersonFields({
  control,
  register,
  errors,
}: {
  control: Control<ShopkeeperFormValues>;
  register: UseFormRegister<ShopkeeperFormValues>;
  errors: FieldErrors<ShopkeeperFormValues>;
}) {
  const masked = (name: 'cpf' | 'phone') => maskedControl(control, name, name);
  return (
    <>
      <Field label="Nome" error={errors.name?.message} required className="sm:col-span-2">
        <input type="text" className={inputClass} autoComplete="off" {...register('name')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message} required className="sm:col-span-2">
        <input type="email" className={inputClass} autoComplete="off" {...register('email')} />
      </Field>
      <Field label="CPF" error={errors.cpf?.message} required>
        {masked('cpf')}
      </Field>
      <Field label="Telefone" error={errors.phone?.message} required>
        {masked('phone')}
      </Field>
    </>
  );
}

/** /admin/lojista/editar/{id}. */
export function ShopkeeperEditPage() {
  const { id = '' } = useParams();
  const query = useShopkeeper(id);
  return (
    <PageContainer narrow>
      {query.data && <ShopkeeperBreadcrumb store={query.data.store} />}
      <PageTitle eyebrow="Lojista">Editar lojista</PageTitle>
      <QueryState query={query} notFound="Lojista não encontrado" backLink={storesBackLink}>
        {(k) => <EditShopkeeperForm keeper={k} />}
      </QueryState>
    </PageContainer>
  );
}

/** SPEC §2/§5: the person's fields, the store shown, and a new password only when typed and confirmed. */
function EditShopkeeperForm({ keeper }: { keeper: Shopkeeper }) {
  const navigate = useNavigate();
  const update = useUpdateShopkeeper();
  const kit = useAdminForm({
    schema: shopkeeperEditSchema,
    defaultValues: editDefaults(keeper),
    matchers,
    fallback: 'Erro ao atualizar lojista',
    toastId: 'shopkeeper-save',
    onInvalid: requiredToast,
    submit: async (values: ShopkeeperEditValues) => {
      const res = await update.mutateAsync({ id: keeper.id, body: toUpdateBody(values) });
      toast.success(res.message ?? 'Lojista atualizado com sucesso');
      navigate(shopkeepersOf(keeper.storeId));
    },
  });
  const { errors } = kit.form.formState;
  const { register } = kit.form;
  return (
    <Panel>
      <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-6">
        <FormAlerts form={kit} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <LockedField label="Loja" value={keeper.store.tradeName} />
          </div>
          <PersonFields
            control={kit.form.control as unknown as Control<ShopkeeperFormValues>}
            register={register as unknown as UseFormRegister<ShopkeeperFormValues>}
            errors={errors}
          />
          <Field
            label="Nova senha"
            error={errors.password?.message}
            hint="Deixe em branco para manter a senha atual. Pelo menos 8 caracteres, com letra e número."
          >
            <input type="password" className={inputClass} autoComplete="new-password" {...register('password')} />
          </Field>
          <Field label="Confirmar senha" error={errors.confirmPassword?.message}>
            <input
              type="password"
              className={inputClass}
              autoComplete="new-password"
              {...register('confirmPassword')}
            />
          </Field>
        </div>
        <FormActions submitLabel="Salvar" pending={kit.pending} cancel={{ to: shopkeepersOf(keeper.storeId) }} />
      </form>
    </Panel>
  );
}
