import { remindersEndpoints, type UnsubscribeBody, type UpdateReminderSettingsBody } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery, useEndpointMutation } from '../../../lib/api/hooks';

export const reminderKeys = { all: ['reminders'] as const };

/** GET /clients/me/reminders: each e-mail reminder on or off. */
export const getOwnReminders = (signal?: AbortSignal) =>
  callEndpoint(remindersEndpoints.getOwnReminders, { signal, toastErrors: false });
export const useOwnReminders = () => useQuery(endpointQuery(reminderKeys.all, getOwnReminders));

/** PATCH /clients/me/reminders: one reminder turned on or off. */
export const updateOwnReminders = (body: UpdateReminderSettingsBody) =>
  callEndpoint(remindersEndpoints.updateOwnReminders, { body });
export const useUpdateOwnReminders = () =>
  useEndpointMutation(updateOwnReminders, { invalidates: [reminderKeys.all], success: (res) => res.message });

/** POST /reminders/unsubscribe: the e-mail's one-click link, without login. */
export const unsubscribeReminder = (body: UnsubscribeBody) =>
  callEndpoint(remindersEndpoints.unsubscribeReminder, { body, toastErrors: false });
