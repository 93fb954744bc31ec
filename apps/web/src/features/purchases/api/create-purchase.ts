import type { CreateSaleBody } from '@mall/shared';
import { useEndpointMutation } from '../../../lib/api/hooks';
import { createSale } from '../../../lib/resources/sales/create-sale';
import { customerSummaryPrefix, purchaseKeys } from './keys';

export type PhotoPurchaseBody = Extract<CreateSaleBody, { type: 'photo' }>;

/** A customer's purchase: POST /sales with the receipt photo (`createSale`). */
export function createPurchase(body: PhotoPurchaseBody) {
  return createSale(body);
}

export function useCreatePurchase() {
  return useEndpointMutation(createPurchase, { invalidates: [purchaseKeys.all, customerSummaryPrefix] });
}
