import { zodResolver } from '@hookform/resolvers/zod';
import { contactBodySchema } from '@mall/shared';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { MaskedInput } from '../../../components/masked-input';
import { toast } from '../../../lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactFormInput = z.input<typeof contactBodySchema>;
type ContactFormOutput = z.output<typeof contactBodySchema>;

const EMPTY: ContactFormInput = { name: '', email: '', cellphone: '', phone: '', city: '', message: '' };
const textareaClass = `${inputClass.replace('h-11', 'min-h-40')} py-3 leading-relaxed`;

/** SPEC §5: name, e-mail and message required; cellphone, phone (masked) and city optional. */
export function ContactForm() {
  const send = useSendContactMessage();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    // The server's own schema: the same messages, phones sent as digits.
    resolver: zodResolver(contactBodySchema),
    defaultValues: EMPTY,
  });

  const onValid = async (values: ContactFormOutput) => {
    try {
      const { message } = await send.mutateAsync(values);
      toast.success(message);
      reset(EMPTY);
    } catch {
      // The API client already toasted the server's message; the text stays for another try.
    }
  };

  const phoneField = (name: 'cellphone' | 'phone', label: string, autoComplete: string, placeholder: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <MaskedInput
              {...aria}
              mask="phone"
              className={inputClass}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              autoComplete={autoComplete}
              placeholder={placeholder}
            />
          )}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-5" aria-label="Formulário de contato">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome" error={errors.name?.message} required className="sm:col-span-2">
          <input type="text" autoComplete="name" className={inputClass} {...register('name')} />
        </Field>
        <Field label="E-mail" error={errors.email?.message} required className="sm:col-span-2">
          <input type="email" autoComplete="email" className={inputClass} {...register('email')} />
        </Field>
        {phoneField('cellphone', 'Celular', 'tel-national', '(00) 00000-0000')}
        {phoneField('phone', 'Telefone', 'off', '(00) 0000-0000')}
        <Field label="Cidade" error={errors.city?.message} className="sm:col-span-2">
          <input type="text" autoComplete="address-level2" className={inputClass} {...register('city')} />
        </Field>
        <Field label="Mensagem" error={errors.message?.message} required className="sm:col-span-2">
          <textarea rows={6} className={textareaClass} {...register('message')} />
        </Field>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          <span aria-hidden="true" className="text-accent">
            *
          </span>{' '}
          Campos obrigatórios
        </p>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar mensagem'}
        </Button>
      </div>
    </form>
  );
}
