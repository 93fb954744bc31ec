import type { Campaign } from '@mall/shared';
import { Search, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/field';

export type MySalesFilters = {
  search: string;
  startDate: string;
  endDate: string;
  campaignId: string;
};

export const emptyMySalesFilters: MySalesFilters = { search: '', startDate: '', endDate: '', campaignId: '' };

interface Props {
  value: MySalesFilters;
  onChange: (next: MySalesFilters) => void;
  campaigns: Pick<Campaign, 'id' | 'name'>[];
}

/** SPEC §2 /meus-pontos filters: dates and campaign apply at once; the text waits for "Buscar". */
export function MySalesFiltersBar({ value, onChange, campaigns }: Props) {
  const id = useId();
  const [text, setText] = useState(value.search);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...value, search: text.trim() });
  };
  return (
    <search aria-label="Filtrar compras">
      <form
        onSubmit={submit}
        className="mb-6 grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 sm:gap-4 sm:p-5 lg:grid-cols-[1fr_1fr_1.2fr_2fr]"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-start`} className="text-sm font-medium">
            Data inicial
          </label>
          <input
            id={`${id}-start`}
            type="date"
            className={inputClass}
            value={value.startDate}
            max={value.endDate || undefined}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-end`} className="text-sm font-medium">
            Data final
          </label>
          <input
            id={`${id}-end`}
            type="date"
            className={inputClass}
            value={value.endDate}
            min={value.startDate || undefined}
            onChange={(e) => onChange({ ...value, endDate: e.target.value })}
          />
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <label htmlFor={`${id}-campaign`} className="text-sm font-medium">
            Campanha
          </label>
          <select
            id={`${id}-campaign`}
            className={inputClass}
            value={value.campaignId}
            onChange={(e) => onChange({ ...value, campaignId: e.target.value })}
          >
            <option value="">Todas as campanhas</option>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            Buscar
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-search`}
              type="search"
              className={inputClass}
              placeholder="Loja ou nota fiscal"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <Button type="submit" variant="primary" className="shrink-0 px-4" aria-label="Buscar">
              <Search aria-hidden="true" className="size-4" />
              <span className="hidden xl:inline">Buscar</span>
            </Button>
            <Button
              variant="secondary"
              className="shrink-0 px-4"
              aria-label="Limpar filtros"
              onClick={() => {
                setText('');
                onChange(emptyMySalesFilters);
              }}
            >
              <X aria-hidden="true" className="size-4" />
              <span className="hidden xl:inline">Limpar</span>
            </Button>
          </div>
        </div>
      </form>
    </search>
  );
}
