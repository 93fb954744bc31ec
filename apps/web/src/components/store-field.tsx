import { type Control, Controller } from 'react-hook-form';
import { Field } from './field';
import { StoreCombobox } from './store-combobox';

/**
 * "Loja" in a form: the searchable store box bound to the form's `storeId`, with its error under
 * it. `current` names the record's saved store, so the box shows it without reading it again.
 * A file of its own, so that a list filtering by store (`StoreCombobox`) loads no form library.
 */
export function StoreField<T extends { storeId: string }>({
  control,
  error,
  current,
  activeOnly,
}: {
  control: Control<T>;
  error?: string;
  current?: { id: string | null | undefined; label: string | undefined };
  activeOnly?: boolean;
}) {
  const bound = control as unknown as Control<{ storeId: string }>;
  return (
    <Field label="Loja" error={error} required>
      {(aria) => (
        <Controller
          control={bound}
          name="storeId"
          render={({ field }) => (
            <StoreCombobox
              {...aria}
              activeOnly={activeOnly}
              value={field.value}
              onChange={field.onChange}
              placeholder="Selecione uma loja"
              selectedLabel={field.value && field.value === current?.id ? current.label : undefined}
            />
          )}
        />
      )}
    </Field>
  );
}
