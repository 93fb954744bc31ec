import { isStoreScoped, ROLE_LABELS, type User } from '@mall/shared';
import { useWatch } from 'react-hook-form';
import { Field, FormActions, FormAlerts, inputClass, useAdminForm } from '../../../components/admin-kit';
import { StoreField } from '../../../components/store-field';
import { toast } from '../../../lib/toast';
import { useCreateUser, useUpdateUser } from '../api';
import {
  toUserBody,
  USER_FORM_ROLES,
  type UserFormValues,
  userFieldMatchers,
  userFormDefaults,
  userFormSchema,
} from './user-form-schema';

interface UserFormProps {
  /** null: a new user. */
  user: User | null;
  /** The record is the logged-in user: its role stays as it is (the server refuses it too). */
  self: boolean;
  onDone: () => void;
}

/** The create and edit dialog's form: name, e-mail, password, role and, for store roles, the store. */
export function UserForm({ user, self, onDone }: UserFormProps) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const mode = user ? 'edit' : 'create';
  const kit = useAdminForm({
    schema: userFormSchema(mode),
    defaultValues: userFormDefaults(user),
    matchers: userFieldMatchers,
    fallback: 'Erro ao salvar usuário',
    toastId: 'user-save',
    submit: async (values: UserFormValues) => {
      const body = toUserBody(values, user);
      const res = user
        ? await update.mutateAsync({ id: user.id, body })
        : await create.mutateAsync({
            name: values.name.trim(),
            email: values.email.trim(),
            password: values.password,
            role: values.role,
            storeId: body.storeId,
          });
      toast.success(res.message);
      onDone();
    },
  });
  const { register, control } = kit.form;
  const { errors } = kit.form.formState;
  const role = useWatch({ control, name: 'role' });
  // A customer's role is not offered (customers register themselves) but is shown as it is.
  const lockedRole = self || user?.role === 'CLIENTE';

  return (
    <form ref={kit.formRef} onSubmit={kit.onSubmit} noValidate className="space-y-5">
      <FormAlerts form={kit} />
      <Field label="Nome" error={errors.name?.message} required>
        <input type="text" className={inputClass} autoComplete="off" {...register('name')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message} required>
        <input type="email" className={inputClass} autoComplete="off" {...register('email')} />
      </Field>
      <Field
        label="Senha"
        error={errors.password?.message}
        required={mode === 'create'}
        hint={
          mode === 'edit'
            ? 'Deixe em branco para manter a senha atual.'
            : 'Pelo menos 8 caracteres, com uma letra e um número.'
        }
      >
        <input type="password" className={inputClass} autoComplete="new-password" {...register('password')} />
      </Field>
      <Field
        label="Perfil"
        error={errors.role?.message}
        required
        hint={self ? 'Você não pode alterar o seu próprio perfil.' : undefined}
      >
        {lockedRole && user ? (
          // Shown, not registered: a disabled field would reach the form as no value at all.
          <select className={inputClass} disabled value={user.role}>
            <option value={user.role}>{ROLE_LABELS[user.role]}</option>
          </select>
        ) : (
          <select className={inputClass} {...register('role')}>
            {USER_FORM_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {isStoreScoped(role) && (
        <StoreField
          control={control}
          error={errors.storeId?.message}
          current={{ id: user?.storeId, label: user?.store?.tradeName }}
        />
      )}
      <FormActions submitLabel="Salvar" pending={kit.pending} cancel={{ onClick: onDone }} separated={false} />
    </form>
  );
}
