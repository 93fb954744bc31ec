import type { CreateSaleBody, Sale } from '@mall/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotentPost } from '../../../lib/api';
import { customerSummaryPrefix, purchaseKeys } from './keys';

export type PhotoPurchaseBody = Extract<CreateSaleBody, { type: 'photo' }>;

const postPurchase = idempotentPost('/sales');

/** POST /sales, photo variant; a repeated submit never records twice. */
export function createPurchase(body: PhotoPurchaseBody) {
  return postPurchase<{ message: string; data: Sale }>(body);
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
