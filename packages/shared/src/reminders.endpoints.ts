import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { CUSTOMER_REMINDERS } from './enums';
import { dataOf, mutationOf } from './schemas';

/** A customer's e-mail reminders, each on or off (both on for a new account). */
export const reminderSettingsSchema = z.object({
  /** "A campanha termina em 7 dias": the points still to use, or what is missing for a benefit. */
  campaignEnd: z.boolean(),
  /** "Seu voucher vence em 3 dias": the code, the concierge desk and the last day. */
  voucherExpiry: z.boolean(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

export const updateReminderSettingsBodySchema = z
  .object({
    campaignEnd: z.boolean({ error: 'campaignEnd deve ser verdadeiro ou falso' }).optional(),
    voucherExpiry: z.boolean({ error: 'voucherExpiry deve ser verdadeiro ou falso' }).optional(),
  })
  .strict()
  .refine((b) => b.campaignEnd !== undefined || b.voucherExpiry !== undefined, {
    message: 'Informe qual lembrete ligar ou desligar',
  });
export type UpdateReminderSettingsBody = z.infer<typeof updateReminderSettingsBodySchema>;

/** The one-click link of a reminder e-mail: its secret and which reminder to stop. */
export const unsubscribeBodySchema = z.object({
  token: z.uuid('Link de descadastro inválido'),
  kind: z.enum(CUSTOMER_REMINDERS, { error: 'Tipo de lembrete inválido' }),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

/** A customer's reminders: its own settings (CLIENTE), and the e-mails' unsubscribe link (public). */
export const remindersEndpoints = {
  getOwnReminders: defineEndpoint({
    operationId: 'getOwnReminders',
    method: 'GET',
    path: '/clients/me/reminders',
    response: dataOf(reminderSettingsSchema),
    status: 200,
  }),
  updateOwnReminders: defineEndpoint({
    operationId: 'updateOwnReminders',
    method: 'PATCH',
    path: '/clients/me/reminders',
    body: updateReminderSettingsBodySchema,
    response: mutationOf(reminderSettingsSchema),
    status: 200,
  }),
  /** Turns one reminder off from its e-mail's link, without login; the same link twice is fine. */
  unsubscribeReminder: defineEndpoint({
    operationId: 'unsubscribeReminder',
    method: 'POST',
    path: '/reminders/unsubscribe',
    public: true,
    body: unsubscribeBodySchema,
    response: mutationOf(z.object({ kind: z.enum(CUSTOMER_REMINDERS) })),
    status: 200,
  }),
};
