import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { MaskedInput } from '../../components/masked-input';
import { ServerErrors } from '../../components/server-errors';
import { lookupCep } from '../../lib/cep';
import { focusFirstInvalid, reportServerErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast';
import { registerClient } from './api/register-client';
import {
  REQUIRED,
  type RegisterFormInput,
  type RegisterFormOutput,
  registerFieldMatchers,
  registerFormDefaults,
  registerFormSchema,
  toRegisterBody,
} from './register-form-schema';

interface RegisterFormProps {
  onRegistered: () => void;
  onSwitchToLogin: () => void;
}

function Checkbox({
  id,
  children,
  ...rest
}: { id: string; children: ReactNode } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-4 shrink-0 accent-accent" {...rest} />
      {/* The label takes the tap too: a row of at least 44 px. */}
      <label htmlFor={id} className="flex min-h-11 items-center text-sm leading-snug text-ink">
        <span>{children}</span>
      </label>
    </div>
  );
}

export function RegisterForm({ onRegistered, onSwitchToLogin }: RegisterFormProps) {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: registerFormDefaults,
  });

  const onValid = async (values: RegisterFormOutput) => {
    setServerErrors([]);
    try {
      const { message } = await registerClient(toRegisterBody(values));
      toast.success(message);
      onRegistered();
    } catch (error) {
      // A taken CPF or e-mail (409) and refused fields (400) are marked where they were typed.
      const rest = reportServerErrors({
        error,
        setError,
        matchers: registerFieldMatchers,
        fallback: 'Não foi possível concluir o cadastro.',
        form: formRef.current,
        toastId: 'register-error',
      });
      setServerErrors(rest);
    }
  };

  // SPEC §5: an invalid CPF is also a toast, and nothing is sent.
  const onInvalid = (formErrors: FieldErrors<RegisterFormInput>) => {
    const cpf = formErrors.cpf?.message;
    if (cpf && cpf !== REQUIRED) toast.error(cpf, { toastId: 'cpf-invalid' });
    focusFirstInvalid(formRef.current);
  };

  const fillAddress = async () => {
    const cep = getValues('zipCode');
    if (!cep) return;
    const found = await lookupCep(cep);
    if (found?.address) {
      const line = [
        found.address,
        found.neighborhood,
        found.city && found.state ? `${found.city} - ${found.state}` : found.city,
      ]
        .filter(Boolean)
        .join(', ');
      setValue('address', line, { shouldValidate: true });
    }
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="space-y-5">
      <ServerErrors messages={serverErrors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Nome completo" error={errors.name?.message} required className="sm:col-span-2">
          <input type="text" autoComplete="name" className={inputClass} {...register('name')} />
        </Field>
        <Field label="E-mail" error={errors.email?.message} required className="sm:col-span-2">
          <input type="email" autoComplete="email" className={inputClass} {...register('email')} />
        </Field>
        <Field label="CPF" error={errors.cpf?.message} required>
          {(aria) => (
            <Controller
              control={control}
              name="cpf"
              render={({ field }) => (
                <MaskedInput
                  {...aria}
                  mask="cpf"
                  className={inputClass}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
          )}
        </Field>
        <Field label="Data de nascimento" error={errors.birthdate?.message} required>
          {(aria) => (
            <Controller
              control={control}
              name="birthdate"
              render={({ field }) => (
                <MaskedInput
                  {...aria}
                  mask="date"
                  className={inputClass}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoComplete="bday"
                />
              )}
            />
          )}
        </Field>
        <Field label="Telefone" error={errors.phone?.message} required>
          {(aria) => (
            <Controller
              control={control}
              name="phone"
              render={({ field }) => (
                <MaskedInput
                  {...aria}
                  mask="phone"
                  className={inputClass}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  autoComplete="tel-national"
                />
              )}
            />
          )}
        </Field>
        <Field label="Gênero" error={errors.gender?.message}>
          <select className={inputClass} {...register('gender')}>
            <option value="">Selecione</option>
            <option value="FEMININO">Feminino</option>
            <option value="MASCULINO">Masculino</option>
            <option value="OUTROS">Outros</option>
          </select>
        </Field>
        <Field label="CEP" error={errors.zipCode?.message} required>
          {(aria) => (
            <Controller
              control={control}
              name="zipCode"
              render={({ field }) => (
                <MaskedInput
                  {...aria}
                  mask="cep"
                  className={inputClass}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={() => {
                    field.onBlur();
                    void fillAddress();
                  }}
                  autoComplete="postal-code"
                />
              )}
            />
          )}
        </Field>
        <Field label="Endereço" error={errors.address?.message} required className="sm:col-span-2">
          <input type="text" autoComplete="street-address" className={inputClass} {...register('address')} />
        </Field>
        <Field
          label="Senha"
          error={errors.password?.message}
          hint="Mínimo de 8 caracteres, com letras e números."
          required
          className="sm:col-span-2"
        >
          <input type="password" autoComplete="new-password" className={inputClass} {...register('password')} />
        </Field>
      </div>

      <fieldset className="space-y-3 rounded-xl bg-canvas p-4">
        <legend className="sr-only">Consentimentos</legend>
        <Checkbox id="reg-terms" {...register('acceptsTerms')}>
          Li e aceito o {/* A plain link: the modal lives beside the router, and the rules open in a new tab anyway. */}
          <a
            href="/regulamento"
            target="_blank"
            rel="noopener"
            className="font-medium text-accent-strong underline underline-offset-2"
          >
            regulamento e os termos de uso
          </a>
        </Checkbox>
        <Checkbox id="reg-privacy" {...register('acceptsPrivacy')}>
          Li e aceito a política de privacidade
        </Checkbox>
        <Checkbox id="reg-sms" {...register('acceptsSMS')}>
          Quero receber novidades e ofertas por SMS
        </Checkbox>
        {errors.acceptsTerms?.message && (
          <p role="alert" className="text-xs font-medium text-danger">
            {errors.acceptsTerms.message}
          </p>
        )}
      </fieldset>

      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Cadastrando...' : 'Cadastrar'}
      </Button>
      <p className="text-center text-sm text-muted">
        Já tem cadastro?{' '}
        <button
          type="button"
          onClick={onSwitchToLogin}
          className="font-medium text-accent-strong underline underline-offset-4"
        >
          Entrar
        </button>
      </p>
    </form>
  );
}
