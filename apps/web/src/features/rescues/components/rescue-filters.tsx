import { RESCUE_STATUSES, RESCUES_TO_HAND_OVER } from '@mall/shared';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { inputClass } from '../../../components/field';
import { SearchInput } from '../../../components/search-input';
import { StoreCombobox } from '../../../components/store-combobox';

interface Option {
  id: string;
  name: string;
}

interface Props {
  search: string;
  onSearch: (v: string) => void;
  searchPlaceholder: string;
  campaign: string;
  onCampaign: (v: string) => void;
  /** No campaign filter while null or empty; otherwise "Todas as campanhas" and these. */
  campaigns: Option[] | null;
  /** Staff only; a LOJISTA sees its own store, locked. */
  store?: {
    value: string;
    onChange: (v: string) => void;
    locked: Option | null;
  };
  /** Staff only: the status a redemption reads as, or A_ENTREGAR (the vouchers still to hand over). */
  status?: { value: string; onChange: (v: string) => void };
}

export function RescueFilters({
  search,
  onSearch,
  searchPlaceholder,
  campaign,
  onCampaign,
  campaigns,
  store,
  status,
}: Props) {
  const id = useId();
  return (
    <search
      aria-label="Filtrar resgates"
      className={`mb-6 grid gap-4 sm:grid-cols-2 ${status ? 'lg:grid-cols-[2fr_1fr_1fr_1fr]' : 'lg:grid-cols-[2fr_1fr_1fr]'}`}
    >
      <SearchInput
        label="Buscar"
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearch}
        className={store ? 'sm:col-span-2 lg:col-span-1' : ''}
      />
      {store && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-store`} className="flex items-center gap-1.5 text-sm font-medium">
            Loja
            {store.locked && <Lock aria-hidden="true" className="size-3.5 text-muted" />}
          </label>
          {store.locked ? (
            <select id={`${id}-store`} className={inputClass} value={store.locked.id} disabled>
              <option value={store.locked.id}>{store.locked.name}</option>
            </select>
          ) : (
            <StoreCombobox id={`${id}-store`} value={store.value} onChange={store.onChange} allLabel="Todas as lojas" />
          )}
        </div>
      )}
      {campaigns && campaigns.length > 0 && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-campaign`} className="text-sm font-medium">
            Campanha
          </label>
          <select
            id={`${id}-campaign`}
            className={inputClass}
            value={campaign}
            onChange={(e) => onCampaign(e.target.value)}
          >
            <option value="">Todas as campanhas</option>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {status && (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-status`} className="text-sm font-medium">
            Status
          </label>
          <select
            id={`${id}-status`}
            className={inputClass}
            value={status.value}
            onChange={(e) => status.onChange(e.target.value)}
          >
            <option value="">Todos os status</option>
            <option value={RESCUES_TO_HAND_OVER}>A entregar</option>
            {RESCUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
    </search>
  );
}
