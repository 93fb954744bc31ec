import type { CreateSaleBody, Sale } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { customerSummaryPrefix, purchaseKeys } from './keys';

export type PhotoPurchaseBody = Extract<CreateSaleBody, { type: 'photo' }>;

/** POST /sales, photo variant. */
export function createPurchase(body: PhotoPurchaseBody) {
  return api.post<{ message: string; data: Sale }>('/sales', body);
}

export function useCreatePurchase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: purchaseKeys.all }),
        qc.invalidateQueries({ queryKey: customerSummaryPrefix }),
      ]),
  });
}
