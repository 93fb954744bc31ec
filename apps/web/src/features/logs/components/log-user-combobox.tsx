import { useState } from 'react';
import { Combobox, type ComboboxProps } from '../../../components/combobox';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLogAuthors } from '../api';

type Props = Omit<ComboboxProps, 'options' | 'onSearch' | 'emptyText' | 'listLabel' | 'loading' | 'selectedLabel'>;

/**
 * The log's user filter: typing searches users by part of the name or e-mail on the server (20
 * at a time); the chosen user, read from the address, is named by its id.
 */
/** An option's own label typed or pasted back ("Name (e-mail)") searches by its e-mail. */
export function authorSearch(text: string): string {
  return /\(([^()\s]+@[^()\s]+)\)\s*$/.exec(text)?.[1] ?? text;
}

export function LogUserCombobox({ value, ...props }: Props) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(authorSearch(text));
  const query = useLogAuthors({ search });
  const rows = query.data ?? [];
  const listed = rows.some((u) => u.id === value);
  const chosen = useLogAuthors({ id: value }, value !== '' && !listed);
  return (
    <Combobox
      {...props}
      value={value}
      options={rows.map((u) => ({ value: u.id, label: `${u.name} (${u.email})` }))}
      onSearch={setText}
      selectedLabel={chosen.data?.[0] ? `${chosen.data[0].name} (${chosen.data[0].email})` : undefined}
      loading={query.isPending}
      emptyText="Nenhum usuário encontrado"
      listLabel="Usuários"
      footer={rows.length >= 20 ? 'Mostrando 20 usuários: digite para refinar a busca.' : undefined}
    />
  );
}
