import { SALE_STATUSES, SALE_TYPES, saleStatusLabel } from '@mall/shared';
import { useId } from 'react';
import { Field, inputClass } from '../../../components/admin-kit';
import { Button } from '../../../components/button';
import { OptionSelect } from '../../../components/option-select';
import { SearchInput } from '../../../components/search-input';
import { useReportCampaigns, useReportSegments } from '../api/get-filter-options';
import { SALE_TYPE_LABELS } from './report-labels';
import { StoreFilter } from './store-filter';
import type { ReportFilterKey, ReportFilters } from './use-report-filters';

interface Props<K extends ReportFilterKey> {
  /** The report's name for the bar's landmark: "Filtrar relatório de compras". */
  label: string;
  filters: ReportFilters<K>;
  /** The filters shown, in this order after the period (each must be one of the report's keys). */
  show: readonly Exclude<ReportFilterKey, 'from' | 'to' | 'clientId'>[];
  /** The campaign select's empty choice ("Todas as campanhas", or the Clientes report's "Campanha em andamento"). */
  campaignAll?: string;
  /** The search box's label and hint. */
  searchLabel?: string;
  searchPlaceholder?: string;
}

function CampaignSelect({
  id,
  value,
  onChange,
  all,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  all: string;
}) {
  const campaigns = useReportCampaigns();
  return (
    <OptionSelect
      id={id}
      value={value}
      onChange={onChange}
      placeholder={all}
      loading={campaigns.isPending && value !== ''}
      options={campaigns.data?.map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

function SegmentSelect({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const segments = useReportSegments();
  return (
    <OptionSelect
      id={id}
      value={value}
      onChange={onChange}
      placeholder="Todos os segmentos"
      loading={segments.isPending && value !== ''}
      options={segments.data?.map((s) => ({ value: s.id, label: s.name }))}
    />
  );
}

/**
 * A report's filter bar: the period, then the report's own filters, each change written to the
 * address (and the table back to page 1), and "Limpar filtros". Two boxes a line on a phone.
 */
export function ReportFilterBar<K extends ReportFilterKey>({
  label,
  filters,
  show,
  campaignAll = 'Todas as campanhas',
  searchLabel = 'Busca',
  searchPlaceholder = 'CPF ou nome',
}: Props<K>) {
  const errorId = useId();
  const { list, periodError } = filters;
  const raw = list.filters as unknown as Record<ReportFilterKey, string | undefined>;
  const set = (key: ReportFilterKey, value: string) => filters.set({ [key]: value } as Partial<Record<K, string>>);
  // A date the address holds but the API would not take shows as empty.
  const period = filters.values as { from?: string; to?: string };
  const invalid = periodError ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return (
    <search aria-label={label} className="mb-8 rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {show.includes('search') && (
          <SearchInput
            label={searchLabel}
            placeholder={searchPlaceholder}
            value={list.searchText}
            onChange={list.setSearchText}
            className="col-span-2"
          />
        )}
        <Field label="Data inicial">
          {({ id }) => (
            <input
              id={id}
              type="date"
              className={inputClass}
              value={period.from ?? ''}
              max={period.to}
              onChange={(e) => set('from', e.target.value)}
              {...invalid}
            />
          )}
        </Field>
        <Field label="Data final">
          {({ id }) => (
            <input
              id={id}
              type="date"
              className={inputClass}
              value={period.to ?? ''}
              min={period.from}
              onChange={(e) => set('to', e.target.value)}
              {...invalid}
            />
          )}
        </Field>
        {show.includes('campaignId') && (
          <Field label="Campanha" className="col-span-2 sm:col-span-1">
            {({ id }) => (
              <CampaignSelect
                id={id}
                value={raw.campaignId ?? ''}
                onChange={(v) => set('campaignId', v)}
                all={campaignAll}
              />
            )}
          </Field>
        )}
        {show.includes('storeId') && (
          <Field label="Loja" className="col-span-2 sm:col-span-1">
            {({ id }) => <StoreFilter id={id} value={raw.storeId ?? ''} onChange={(v) => set('storeId', v)} />}
          </Field>
        )}
        {show.includes('segmentId') && (
          <Field label="Segmento">
            {({ id }) => <SegmentSelect id={id} value={raw.segmentId ?? ''} onChange={(v) => set('segmentId', v)} />}
          </Field>
        )}
        {show.includes('status') && (
          <Field label="Situação">
            <select className={inputClass} value={raw.status ?? ''} onChange={(e) => set('status', e.target.value)}>
              <option value="">Todas</option>
              {SALE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {saleStatusLabel(s)}
                </option>
              ))}
            </select>
          </Field>
        )}
        {show.includes('type') && (
          <Field label="Tipo">
            <select className={inputClass} value={raw.type ?? ''} onChange={(e) => set('type', e.target.value)}>
              <option value="">Todos</option>
              {SALE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {SALE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
        )}
      </div>
      {periodError && (
        <p id={errorId} role="alert" className="mt-3 text-sm text-danger">
          A data inicial deve ser anterior ou igual à data final.
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <Button size="sm" variant="ghost" disabled={!filters.filtered} onClick={filters.clear}>
          Limpar filtros
        </Button>
      </div>
    </search>
  );
}
