import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field, inputClass } from '../../../components/admin-kit';

interface NameEmailValues {
  name: string;
  email: string;
}

/** Nome Completo and E-mail, each across the form's two columns: every profile starts with them. */
export function NameEmailFields<T extends NameEmailValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NameEmailValues>;
}) {
  const reg = register as unknown as UseFormRegister<NameEmailValues>;
  return (
    <>
      <Field label="Nome Completo" error={errors.name?.message} required className="sm:col-span-2">
        <input type="text" autoComplete="name" className={inputClass} {...reg('name')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message} required className="sm:col-span-2">
        <input type="email" autoComplete="email" className={inputClass} {...reg('email')} />
      </Field>
    </>
  );
}

interface PasswordValues {
  oldPassword: string;
  newPassword: string;
}

/** Senha Atual and Nova Senha: left empty, the password stays as it is. */
export function PasswordFields<T extends PasswordValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<PasswordValues>;
}) {
  const reg = register as unknown as UseFormRegister<PasswordValues>;
  return (
    <fieldset className="grid gap-4 border-t border-line pt-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="sr-only">Alterar senha</legend>
      <p className="text-sm text-muted sm:col-span-2">Preencha apenas para trocar a senha.</p>
      <Field label="Senha Atual" error={errors.oldPassword?.message}>
        <input type="password" autoComplete="current-password" className={inputClass} {...reg('oldPassword')} />
      </Field>
      <Field label="Nova Senha" error={errors.newPassword?.message}>
        <input type="password" autoComplete="new-password" className={inputClass} {...reg('newPassword')} />
      </Field>
    </fieldset>
  );
}
