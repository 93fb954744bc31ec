import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { focusFirstInvalid, reportServerErrors } from '../../lib/form-errors';
import type { FieldMatcher } from '../../lib/server-field-errors';
import { Button } from '../button';
import { buttonClass } from '../button-styles';
import { ServerErrors } from '../server-errors';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface AdminFormOptions<S extends FormSchema> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Saves the checked values; resolves when saved. A rejection is shown on the form. */
  submit: (values: z.output<S>) => Promise<void>;
  /** How the server's messages name the form's fields (`lib/server-field-errors.ts`). */
  matchers?: Partial<Record<Path<z.input<S>>, FieldMatcher>>;
  /** The toast when a failure carries no server message (SPEC §8 local fallback). */
  fallback: string;
  /**
   * One toast per failed save, whatever the number of messages; absent when the mutation lets
   * the API client toast them.
   */
  toastId?: string;
  /** The form's own toast for what the schema refused (e.g. the SPEC's "Preencha ..."). */
  onInvalid?: (errors: FieldErrors<z.input<S>>) => void;
  /** A failure the form shows in its own way (a banner); true when it did. */
  onServerError?: (error: unknown) => boolean;
}

export interface AdminForm<S extends FormSchema> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  /** For `<form ref>`: the first invalid field is found in it. */
  formRef: RefObject<HTMLFormElement | null>;
  /** For the box above the fields (`FormAlerts`), scrolled to when it has something to say. */
  topRef: RefObject<HTMLDivElement | null>;
  /** Server messages naming no field, for `FormAlerts`. */
  serverErrors: string[];
  /** `<form onSubmit={onSubmit}>`. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** Scrolls the box above the fields into view. */
  showTop: () => void;
}

/**
 * An admin form: react-hook-form checked by a zod schema; on a refused field the first one is
 * focused and scrolled to; a refused save puts each message naming a field under it (one toast)
 * and the others in the box above, which scrolls into view.
 */
export function useAdminForm<S extends FormSchema>({
  schema,
  defaultValues,
  submit,
  matchers = {},
  fallback,
  toastId,
  onInvalid,
  onServerError,
}: AdminFormOptions<S>): AdminForm<S> {
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // The resolver's types follow the schema's; the form's follow the same schema.
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });
  const showTop = () => topRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });

  const onValid = async (values: z.output<S>) => {
    setServerErrors([]);
    try {
      await submit(values);
    } catch (error) {
      if (onServerError?.(error)) return;
      const rest = reportServerErrors({
        error,
        setError: form.setError,
        matchers: matchers as Record<Path<z.input<S>>, FieldMatcher>,
        fallback,
        form: formRef.current,
        toastId,
      });
      setServerErrors(rest);
      if (rest.length > 0) showTop();
    }
  };

  const onRefused = (errors: FieldErrors<z.input<S>>) => {
    onInvalid?.(errors);
    focusFirstInvalid(formRef.current);
  };

  return {
    form,
    formRef,
    topRef,
    serverErrors,
    onSubmit: form.handleSubmit(onValid, onRefused),
    pending: form.formState.isSubmitting,
    showTop,
  };
}

/** The box above a form's fields: a banner of the form's own, then the server's messages. */
export function FormAlerts<S extends FormSchema>({ form, children }: { form: AdminForm<S>; children?: ReactNode }) {
  return (
    <div ref={form.topRef} className="scroll-mt-24 space-y-3 empty:hidden">
      {children}
      <ServerErrors messages={form.serverErrors} />
    </div>
  );
}

interface FormActionsProps {
  submitLabel: string;
  pending: boolean;
  /** Where Cancelar leads (a link), or what it does (a button, e.g. closing a dialog). */
  cancel: { to: string } | { onClick: () => void };
  /** A rule above the buttons, for a form in a page (a dialog has none). */
  separated?: boolean;
}

/**
 * Cancelar and the submit button, which reads "Salvando..." and is disabled while it saves (as is
 * a Cancelar that closes a dialog: the save would land after it closed).
 */
export function FormActions({ submitLabel, pending, cancel, separated = true }: FormActionsProps) {
  return (
    <div
      className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${separated ? 'border-t border-line pt-6' : ''}`}
    >
      {'to' in cancel ? (
        <Link to={cancel.to} className={buttonClass('secondary')}>
          Cancelar
        </Link>
      ) : (
        <Button variant="secondary" onClick={cancel.onClick} disabled={pending}>
          Cancelar
        </Button>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? 'Salvando...' : submitLabel}
      </Button>
    </div>
  );
}
