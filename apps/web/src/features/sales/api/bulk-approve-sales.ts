import { salesEndpoints } from '@mall/shared';
import { callEndpoint } from '../../../lib/api';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { saleKeys } from '../../../lib/resources/sales/keys';

/**
 * POST /sales/bulk-approve {ids}: each pending purchase whose checks all passed is approved on its
 * own (audit entry and e-mail as if alone); the others come back under `skipped` with why.
 */
export async function bulkApproveSales(ids: string[]) {
  return callEndpoint(salesEndpoints.bulkApproveSales, { body: { ids } });
}

export function useBulkApproveSales() {
  return useEndpointMutation(bulkApproveSales, { invalidates: [saleKeys.all], success: (res) => res.message });
}
