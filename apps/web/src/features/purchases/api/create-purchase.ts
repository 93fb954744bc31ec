import type { CreateSaleBody } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSale } from '../../sales/api/create-sale';
import { customerSummaryPrefix, purchaseKeys } from './keys';

export type PhotoPurchaseBody = Extract<CreateSaleBody, { type: 'photo' }>;

/** A customer's purchase: POST /sales with the receipt photo (`createSale`). */
export function createPurchase(body: PhotoPurchaseBody) {
  return createSale(body);
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
