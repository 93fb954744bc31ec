import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router';

const base =
  'inline-flex size-11 items-center sm:size-9 justify-center rounded-full text-muted transition-colors hover:bg-sand hover:text-accent-strong disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';
const dangerClass = 'hover:text-danger';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: LucideIcon;
  /** Accessible name and tooltip. */
  label: string;
  danger?: boolean;
}

/** A row action shown as an icon: its label is both its accessible name and its tooltip. */
export function IconButton({ icon: Icon, label, danger, className = '', ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`${base} ${danger ? dangerClass : ''} ${className}`}
      {...rest}
    >
      <Icon aria-hidden="true" className="size-4.5" />
    </button>
  );
}

export function IconLink({ icon: Icon, label, to }: { icon: LucideIcon; label: string; to: string }) {
  return (
    <Link to={to} aria-label={label} title={label} className={base}>
      <Icon aria-hidden="true" className="size-4.5" />
    </Link>
  );
}
