import { useState } from 'react';
import { Combobox, type ComboboxProps } from '../../../components/combobox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useStore } from '../api/get-store';
import { useStores } from '../api/get-stores';

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
 */
export function StoreCombobox({ activeOnly = false, value, selectedLabel, ...props }: Props) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text);
  const query = useStores({ page: 1, limit: STORE_PICK_LIMIT, search, ...(activeOnly ? { active: true } : {}) });
  const rows = query.data?.data ?? [];
  const total = query.data?.total ?? 0;
  const listed = rows.some((s) => s.id === value);
  const chosen = useStore(value && !listed && !selectedLabel ? value : undefined);
  return (
    <Combobox
      {...props}
      value={value}
      options={rows.map((s) => ({ value: s.id, label: `${s.tradeName}${s.active ? '' : ' (inativa)'}` }))}
      onSearch={setText}
      selectedLabel={selectedLabel ?? chosen.data?.tradeName}
      loading={query.isPending}
      emptyText="Nenhuma loja encontrada"
      listLabel="Lojas"
      footer={
        total > rows.length ? `Mostrando ${rows.length} de ${total} lojas: digite para refinar a busca.` : undefined
      }
    />
  );
}
