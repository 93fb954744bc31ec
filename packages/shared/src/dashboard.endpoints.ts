import { dashboardSchema } from './dashboard.schemas';
import { defineEndpoint } from './endpoint';
import { dataOf } from './schemas';

export const dashboardEndpoints = {
  getDashboard: defineEndpoint({
    operationId: 'getDashboard',
    method: 'GET',
    path: '/dashboard',
    response: dataOf(dashboardSchema),
    status: 200,
  }),
};
