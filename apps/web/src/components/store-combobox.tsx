import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { getStore } from '../lib/resources/stores/get-store';
import type { getStores } from '../lib/resources/stores/get-stores';
import { storeKeys } from '../lib/resources/stores/keys';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { Combobox, type ComboboxProps } from './combobox';

/** How many stores one search shows; the list says so when more match. */
export const STORE_PICK_LIMIT = 20;

type Props = Omit<ComboboxProps, 'options' | 'onSearch' | 'emptyText' | 'listLabel' | 'loading'> & {
  /** Only stores not inactivated (filters and new sales); otherwise inactive ones are marked. */
  activeOnly?: boolean;
};

/**
 * A store chosen by typing part of its name, CNPJ or company name: GET /stores searches on the
 * server (the caller's scope applies there), 300 ms after the last keystroke. The chosen store is
 * named even when the results do not hold it (read once with GET /stores/{id}).
 *
 * The stores are asked for when the pointer reaches the box or it takes the focus, not as the page
 * opens: most visits to a list never open its store filter, and the stores' client (with their
 * schemas, which the browser would build as the page opens) is imported then too (bench/FINDINGS.md, "Zod and the form library off the first loads").
 */
export function StoreCombobox({ activeOnly = false, value, selectedLabel, ...props }: Props) {
  const [text, setText] = useState('');
  const [wanted, setWanted] = useState(false);
  const search = useDebouncedValue(text);
  const params = { page: 1, limit: STORE_PICK_LIMIT, search, ...(activeOnly ? { active: true } : {}) };
  const query = useQuery<Awaited<ReturnType<typeof getStores>>>({
    queryKey: storeKeys.list(params),
    queryFn: ({ signal }) =>
      import('../lib/resources/stores/get-stores').then((stores) => stores.getStores(params, signal)),
    placeholderData: keepPreviousData,
    enabled: wanted,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const listed = rows.some((s) => s.id === value);
  const named = value && !listed && !selectedLabel ? value : '';
  const chosen = useQuery<Awaited<ReturnType<typeof getStore>>>({
    queryKey: storeKeys.detail(named),
    queryFn: ({ signal }) => import('../lib/resources/stores/get-store').then((store) => store.getStore(named, signal)),
    enabled: named !== '',
  });
  return (
    <Combobox
      {...props}
      onApproach={() => setWanted(true)}
      value={value}
      options={rows.map((s) => ({ value: s.id, label: `${s.tradeName}${s.active ? '' : ' (inativa)'}` }))}
      onSearch={setText}
      selectedLabel={selectedLabel ?? chosen.data?.tradeName}
      loading={wanted && query.isPending}
      emptyText="Nenhuma loja encontrada"
      listLabel="Lojas"
      footer={
        total > rows.length ? `Mostrando ${rows.length} de ${total} lojas: digite para refinar a busca.` : undefined
      }
    />
  );
}
