import { useQuery } from '@tanstack/react-query';
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

/** GET /logs/Sale/{id}: the sale's history, oldest first. */
export async function getSaleHistory(id: string, signal?: AbortSignal): Promise<SaleHistoryEntry[]> {
  const res = await api.get<{ data: SaleHistoryEntry[] }>(`/logs/Sale/${id}`, { signal });
  return res.data;
}

export function useSaleHistory(id: string) {
  return useQuery({ queryKey: saleKeys.history(id), queryFn: ({ signal }) => getSaleHistory(id, signal) });
}
