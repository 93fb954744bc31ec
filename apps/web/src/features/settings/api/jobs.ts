import { type JobList, jobsEndpoints, type MailOverview } from '@mall/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';

export const jobsQueryKey = ['jobs'] as const;

/** GET /jobs (administrators): each scheduled job's last run, next run and recent failures. */
export async function getJobs(signal?: AbortSignal): Promise<JobList> {
  return callEndpoint(jobsEndpoints.listJobs, { signal, toastErrors: false });
}

export function useJobs() {
  return useQuery({ queryKey: jobsQueryKey, queryFn: ({ signal }) => getJobs(signal), refetchInterval: 30_000 });
}

/** POST /jobs/{name}/run: queues a run for now ("Executar agora"). */
export async function runJob(name: string) {
  return callEndpoint(jobsEndpoints.runJob, { params: { name } });
}

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryKey }),
  });
}

export const mailQueryKey = ['jobs', 'mail'] as const;

/** GET /jobs/mail (administrators): the outbox's counts and the e-mails that failed. */
export async function getMail(signal?: AbortSignal): Promise<MailOverview> {
  return callEndpoint(jobsEndpoints.listMail, { signal, toastErrors: false });
}

export function useMail() {
  return useQuery({ queryKey: mailQueryKey, queryFn: ({ signal }) => getMail(signal), refetchInterval: 30_000 });
}

/** POST /jobs/mail/{id}/resend ("Reenviar"). */
export async function resendMail(id: string) {
  return callEndpoint(jobsEndpoints.resendMail, { params: { id } });
}

export function useResendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailQueryKey }),
  });
}
