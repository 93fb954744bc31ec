import { salesEndpoints } from '@mall/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../lib/api';
import { saleKeys } from '../../../lib/resources/sales/keys';

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

/** GET /logs/Sale/{id}: the sale's history, oldest first. */
export async function getSaleHistory(id: string, signal?: AbortSignal): Promise<SaleHistoryEntry[]> {
  const { data } = await callEndpoint(salesEndpoints.getSaleHistory, { params: { id }, signal });
  // The declaration leaves the stored states open (any module's log); a sale's are read as sales.
  return data.map((entry) => ({
    ...entry,
    previousState: snapshotSchema.parse(entry.previousState),
    result: snapshotSchema.parse(entry.result),
  }));
}

export function useSaleHistory(id: string) {
  return useQuery({ queryKey: saleKeys.history(id), queryFn: ({ signal }) => getSaleHistory(id, signal) });
}
