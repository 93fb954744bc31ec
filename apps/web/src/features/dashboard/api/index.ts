import { type Dashboard, dashboardEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api';
import { endpointQuery } from '../../../lib/api/hooks';

/** The dashboard's client: its one call and its key. */
export const dashboardKeys = { all: ['dashboard'] as const };

/** GET /dashboard: what the caller's role sees at a glance (the server scopes a store owner's to its store). */
export const getDashboard = async (signal?: AbortSignal): Promise<Dashboard> =>
  (await callEndpoint(dashboardEndpoints.getDashboard, { signal })).data;

/** Read again each minute while the page is open: the queues move as the desk works. */
export const useDashboard = () =>
  useQuery({ ...endpointQuery(dashboardKeys.all, getDashboard), refetchInterval: 60_000 });
