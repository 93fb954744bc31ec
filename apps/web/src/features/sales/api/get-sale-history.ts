import { dataOf, saleHistoryEntrySchema } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import { saleKeys } from './keys';

/** The sale as the log stored it (previousState and result are full sale objects). */
export interface SaleSnapshot {
  id?: string;
  invoiceNumber?: string | null;
  saleDate?: string;
  amount?: number;
  grossValue?: number;
  discountValue?: number;
  netValue?: number;
  points?: number | null;
  status?: string;
  reason?: string | null;
}

export interface SaleHistoryEntry {
  id: string;
  methodName: string;
  userName: string | null;
  createdAt: string;
  previousState: SaleSnapshot | null;
  result: SaleSnapshot | null;
}

const snapshotSchema = z
  .object({
    id: z.string().optional(),
    invoiceNumber: z.string().nullish(),
    saleDate: z.string().optional(),
    amount: z.number().optional(),
    grossValue: z.number().optional(),
    discountValue: z.number().optional(),
    netValue: z.number().optional(),
    points: z.number().nullish(),
    status: z.string().optional(),
    reason: z.string().nullish(),
  })
  .nullable();
const responseSchema = dataOf(
  z.array(saleHistoryEntrySchema.extend({ previousState: snapshotSchema, result: snapshotSchema })),
);

/** GET /logs/Sale/{id}: the sale's history, oldest first. */
export async function getSaleHistory(id: string, signal?: AbortSignal): Promise<SaleHistoryEntry[]> {
  return responseSchema.parse(await api.get(`/logs/Sale/${id}`, { signal })).data;
}

export function useSaleHistory(id: string) {
  return useQuery({ queryKey: saleKeys.history(id), queryFn: ({ signal }) => getSaleHistory(id, signal) });
}
