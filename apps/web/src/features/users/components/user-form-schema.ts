import { createUserBodySchema, isStoreScoped, ROLES, type Role, type UpdateUserBody, type User } from '@mall/shared';
import { z } from 'zod';
import type { FieldMatcher } from '../../../lib/server-field-errors';
import { wireText } from '../../../lib/wire-field';

/** The roles user management offers: every staff role (customers register themselves). */
export const USER_FORM_ROLES = ROLES.filter((r): r is Exclude<Role, 'CLIENTE'> => r !== 'CLIENTE');

/** SPEC §8 "Selecione uma loja": a store role without its store. */
export const SELECT_STORE = 'Selecione uma loja';

const fields = createUserBodySchema.shape;

const optionalPassword = z.string().superRefine((text, ctx) => {
  if (text === '') return;
  const checked = fields.password.safeParse(text);
  if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'Senha inválida' });
});

/**
 * The create and edit dialog's values, checked with the wire schemas' own limits and messages.
 * On edit a blank password means "keep it".
 */
export const userFormSchema = (mode: 'create' | 'edit') =>
  z
    .object({
      name: wireText(fields.name, { required: true }),
      email: wireText(fields.email, { required: true }),
      // On edit, blank keeps the password; anything typed meets the same rules as on create.
      password: mode === 'create' ? wireText(fields.password, { required: true }) : optionalPassword,
      role: z.enum(ROLES, { error: 'Perfil inválido' }),
      storeId: z.string(),
    })
    // Checked beside the fields (an intersection runs both sides), so a blank store is marked
    // together with blank fields, not after they are filled.
    .and(
      z
        .object({ role: z.string(), storeId: z.string() })
        .refine((v) => !isStoreScoped(v.role as Role) || v.storeId !== '', {
          path: ['storeId'],
          message: SELECT_STORE,
        }),
    );

export type UserFormValues = z.input<ReturnType<typeof userFormSchema>>;

export const userFormDefaults = (user: User | null): UserFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  password: '',
  // SPEC §2: the create dialog starts on SMART.
  role: user?.role ?? 'SMART',
  storeId: user?.storeId ?? '',
});

/**
 * What the server receives: the store only for store roles, the password only when typed; an edit
 * sends the role and store only when they change (a customer's or one's own role stays unsent).
 */
export function toUserBody(values: UserFormValues, user: User | null): UpdateUserBody {
  const storeId = isStoreScoped(values.role) ? values.storeId : null;
  const roleChanged = !user || values.role !== user.role || storeId !== user.storeId;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(roleChanged ? { role: values.role, storeId } : {}),
    ...(values.password ? { password: values.password } : {}),
  };
}

/** The server's messages under the fields they name. */
export const userFieldMatchers: Record<keyof UserFormValues, FieldMatcher> = {
  name: { paths: ['name'], labels: ['Nome'] },
  email: { paths: ['email'], labels: ['E-mail'] },
  password: { paths: ['password'], labels: ['A senha', 'Senha'] },
  role: { paths: ['role'], labels: ['Perfil'] },
  storeId: { paths: ['storeId'], labels: ['Loja', 'Selecione uma loja'] },
};
