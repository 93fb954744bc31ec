import { MONTH_NAMES, type Period, yearOptions } from '../lib/period';
import { useToday } from '../lib/use-today';
import { inputClass } from './field';

/** Month and year selects; choosing one fills the other with the current value (SPEC §2). */
export function PeriodSelects({
  id,
  value,
  onPeriod,
}: {
  id: string;
  value: Period;
  onPeriod: (change: Partial<Period>) => void;
}) {
  const year = Number(useToday().slice(0, 4));
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-month`} className="text-sm font-medium">
          Mês
        </label>
        <select
          id={`${id}-month`}
          className={inputClass}
          value={value.month}
          onChange={(e) => onPeriod({ month: e.target.value })}
        >
          <option value="">Todos</option>
          {MONTH_NAMES.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-year`} className="text-sm font-medium">
          Ano
        </label>
        <select
          id={`${id}-year`}
          className={inputClass}
          value={value.year}
          onChange={(e) => onPeriod({ year: e.target.value })}
        >
          <option value="">Todos</option>
          {yearOptions(year).map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
