import { type Client, formatCpf } from '@mall/shared';
import type { Control } from 'react-hook-form';
import { Field, FormActions, FormAlerts, inputClass, useAdminForm } from '../../../components/admin-kit';
import { type MaskKind, maskedControl } from '../../../components/masked-input';
import { lookupCep } from '../../../lib/cep';
import { useUpdateOwnClient } from '../api';
import { NameEmailFields, PasswordFields } from './password-fields';
import {
  type ClientProfileInput,
  clientProfileDefaults,
  clientProfileSchema,
  profileFieldMatchers,
  toClientProfileBody,
} from './profile-form-schema';

function Masked({
  control,
  name,
  mask,
  label,
  error,
  autoComplete,
  onBlur,
}: {
  control: Control<ClientProfileInput>;
  name: 'zipCode' | 'phone' | 'birthdate';
  mask: MaskKind;
  label: string;
  error?: string;
  autoComplete: string;
  onBlur?: () => void;
}) {
  return (
    <Field label={label} error={error} required>
      {maskedControl(control, name, mask, { onBlur, autoComplete })}
    </Field>
  );
}

/** A customer's "MEUS DADOS" (SPEC §2): CPF read-only, the address filled from the CEP. */
export function ClientProfileForm({
  client,
  onSaved,
}: {
  client: Client;
  onSaved: (answer: { name: string; token?: string }) => void;
}) {
  const save = useUpdateOwnClient();
  const admin = useAdminForm({
    schema: clientProfileSchema,
    defaultValues: clientProfileDefaults(client),
    matchers: profileFieldMatchers,
    fallback: 'Não foi possível salvar os dados.',
    toastId: 'profile-save',
    submit: async (values) => {
      const res = await save.mutateAsync(toClientProfileBody(values));
      admin.form.reset(clientProfileDefaults(res.data));
      onSaved({ name: res.data.name, token: res.access_token });
    },
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = admin.form;

  // SPEC §2: the address fills in from the postal-code lookup when CEP loses focus.
  const fillAddress = async () => {
    const cep = getValues('zipCode');
    if (!cep) return;
    const found = await lookupCep(cep);
    if (!found?.address) return;
    const line = [
      found.address,
      found.neighborhood,
      found.city && found.state ? `${found.city} - ${found.state}` : found.city,
    ]
      .filter(Boolean)
      .join(', ');
    setValue('address', line, { shouldValidate: true, shouldDirty: true });
  };

  return (
    <form ref={admin.formRef} onSubmit={admin.onSubmit} noValidate className="space-y-6">
      <FormAlerts form={admin} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameEmailFields register={register} errors={errors} />
        <Field label="CPF" hint="O CPF não pode ser alterado.">
          <input type="text" readOnly value={formatCpf(client.cpf)} className={`${inputClass} bg-sand`} />
        </Field>
        <Masked
          control={control}
          name="birthdate"
          mask="date"
          label="Data de Nascimento"
          error={errors.birthdate?.message}
          autoComplete="bday"
        />
        <Masked
          control={control}
          name="zipCode"
          mask="cep"
          label="CEP"
          error={errors.zipCode?.message}
          autoComplete="postal-code"
          onBlur={() => void fillAddress()}
        />
        <Masked
          control={control}
          name="phone"
          mask="phone"
          label="Telefone"
          error={errors.phone?.message}
          autoComplete="tel-national"
        />
        <Field label="Endereço" error={errors.address?.message} required className="sm:col-span-2">
          <input type="text" autoComplete="street-address" className={inputClass} {...register('address')} />
        </Field>
        <PasswordFields register={register} errors={errors} />
      </div>
      <FormActions submitLabel="Salvar" pending={admin.pending} cancel={{ to: '/cliente' }} />
    </form>
  );
}
