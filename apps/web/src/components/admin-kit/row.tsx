import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Column } from '../data-table';
import { IconButton, IconLink } from '../icon-action';

/** A page to open (a route) or something to do here (a dialog). */
type RowAction = string | (() => void);

interface RowActionsProps {
  /** What a row is, in the labels' words: "Ver {noun} {name}", "Editar {noun} {name}", "Excluir {noun} {name}". */
  noun: string;
  name: string;
  view?: RowAction;
  edit?: RowAction;
  /** Asks to delete (a confirmation opens); left out where the caller may not delete. */
  onDelete?: () => void;
}

function Action({ action, icon, label }: { action: RowAction; icon: typeof Eye; label: string }) {
  return typeof action === 'string' ? (
    <IconLink icon={icon} label={label} to={action} />
  ) : (
    <IconButton icon={icon} label={label} onClick={action} />
  );
}

/** A row's view, edit and delete icons, each named after the record for screen readers. */
export function RowActions({ noun, name, view, edit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-0.5">
      {view !== undefined && <Action action={view} icon={Eye} label={`Ver ${noun} ${name}`} />}
      {edit !== undefined && <Action action={edit} icon={Pencil} label={`Editar ${noun} ${name}`} />}
      {onDelete && <IconButton icon={Trash2} danger label={`Excluir ${noun} ${name}`} onClick={onDelete} />}
    </div>
  );
}

/** The last column of an admin list: the row's actions, kept in view while the table scrolls sideways. */
export function actionsColumn<T>(cell: (row: T) => ReactNode, className = 'text-right'): Column<T> {
  return { key: 'actions', header: <span className="sr-only">Ações</span>, sticky: true, className, cell };
}

/** The record's name as the link to its page, with a second line (login, company name) under it. */
export function RecordLink({ to, name, detail }: { to: string; name: string; detail?: ReactNode }) {
  return (
    <div className="min-w-0">
      <Link to={to} className="tap-target font-medium text-ink hover:text-accent-strong hover:underline">
        {name}
      </Link>
      {detail && <p className="text-xs text-muted">{detail}</p>}
    </div>
  );
}
