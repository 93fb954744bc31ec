import { useState } from 'react';
import { Combobox } from '../../../components/combobox';
import { useReportStoreName, useReportStores } from '../api/get-filter-options';

/**
 * The store filter: a store found by typing part of its name (searched on the server), "Todas as
 * lojas" at the top. The chosen store keeps its name when the results do not hold it.
 */
export function StoreFilter({ id, value, onChange }: { id: string; value: string; onChange: (id: string) => void }) {
  const [text, setText] = useState('');
  const query = useReportStores(text);
  const stores = query.data?.stores ?? [];
  const total = query.data?.total ?? 0;
  const listed = stores.some((s) => s.id === value);
  const chosen = useReportStoreName(value && !listed ? value : undefined);
  return (
    <Combobox
      id={id}
      value={value}
      onChange={onChange}
      options={stores.map((s) => ({ value: s.id, label: s.tradeName }))}
      onSearch={setText}
      selectedLabel={chosen.data}
      allLabel="Todas as lojas"
      loading={query.isPending}
      emptyText="Nenhuma loja encontrada"
      listLabel="Lojas"
      footer={
        total > stores.length ? `Mostrando ${stores.length} de ${total} lojas: digite para refinar a busca.` : undefined
      }
    />
  );
}
