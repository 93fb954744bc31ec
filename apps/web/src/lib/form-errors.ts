import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api';
import { type FieldMatcher, splitServerMessages } from './server-field-errors';
import { toast } from './toast';

/**
 * Brings the first marked field of a form into view and gives it focus, once React has drawn
 * the marks. Works for any input, wrapped or not, since it looks for aria-invalid. React's update
 * is a task of its own, which a busy browser may run after the next frame: without a mark yet,
 * it looks again at the following frames, up to `frames` of them.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, frames = 10): void {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) {
      if (frames > 1) focusFirstInvalid(form, frames - 1);
      return;
    }
    first.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    first.focus({ preventScroll: true });
  });
}

interface ReportOptions<T extends FieldValues> {
  error: unknown;
  setError: UseFormSetError<T>;
  matchers: Partial<Record<Path<T>, FieldMatcher>>;
  /** Shown when the failure carries no server message. */
  fallback: string;
  form: HTMLFormElement | null;
  /** The one toast's id; absent when the API client already toasted the messages. */
  toastId?: string;
}

/**
 * A refused save: messages naming a field are shown under it, the first such field is focused,
 * and one toast carries the first message. Returns the messages naming no field, for the form
 * to show in its own box.
 */
export function reportServerErrors<T extends FieldValues>({
  error,
  setError,
  matchers,
  fallback,
  form,
  toastId,
}: ReportOptions<T>): string[] {
  const messages = isApiError(error) && error.messages.length > 0 ? error.messages : [fallback];
  const { fields, rest } = splitServerMessages(messages, matchers as Record<Path<T>, FieldMatcher>);
  for (const [field, message] of fields) setError(field, { type: 'server', message });
  if (toastId) toast.error(messages[0], { toastId });
  if (fields.length > 0) focusFirstInvalid(form);
  return rest;
}
