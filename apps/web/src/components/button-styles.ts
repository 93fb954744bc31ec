export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

const base =
  'items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 whitespace-nowrap';
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong',
  secondary: 'border border-ink/20 bg-surface text-ink hover:border-accent hover:text-accent-strong',
  ghost: 'text-ink hover:bg-sand',
  danger: 'bg-danger text-white hover:bg-red-fg',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'tap-target h-9 px-3 text-sm sm:px-4',
  md: 'h-11 px-6 text-sm tracking-wide',
};

/** Shared by <button> and router <Link>, so a link that looks like a button is still a link. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  // `hidden` and `inline-flex` are both display utilities and CSS order, not class order, would
  // decide between them: a caller hiding the button brings its own responsive display class.
  const display = /(^|\s)hidden(\s|$)/.test(extra) ? '' : 'inline-flex';
  return `${display} ${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}
