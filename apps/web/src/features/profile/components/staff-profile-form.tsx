import type { User } from '@mall/shared';
import { FormActions, FormAlerts, useAdminForm } from '../../../components/admin-kit';
import { useUpdateOwnUser } from '../api';
import { NameEmailFields, PasswordFields } from './password-fields';
import {
  profileFieldMatchers,
  staffProfileDefaults,
  staffProfileSchema,
  toStaffProfileBody,
} from './profile-form-schema';

/** A staff member's "MEUS DADOS": name, e-mail and password. */
export function StaffProfileForm({
  user,
  home,
  onSaved,
}: {
  user: User;
  /** Where Cancelar leads. */
  home: string;
  onSaved: (answer: { name: string; token?: string }) => void;
}) {
  const save = useUpdateOwnUser();
  const admin = useAdminForm({
    schema: staffProfileSchema,
    defaultValues: staffProfileDefaults(user),
    matchers: profileFieldMatchers,
    fallback: 'Não foi possível salvar os dados.',
    toastId: 'profile-save',
    submit: async (values) => {
      const res = await save.mutateAsync(toStaffProfileBody(values));
      admin.form.reset(staffProfileDefaults(res.data));
      onSaved({ name: res.data.name, token: res.access_token });
    },
  });
  const {
    register,
    formState: { errors },
  } = admin.form;

  return (
    <form ref={admin.formRef} onSubmit={admin.onSubmit} noValidate className="space-y-6">
      <FormAlerts form={admin} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameEmailFields register={register} errors={errors} />
        <PasswordFields register={register} errors={errors} />
      </div>
      <FormActions submitLabel="Salvar" pending={admin.pending} cancel={{ to: home }} />
    </form>
  );
}
