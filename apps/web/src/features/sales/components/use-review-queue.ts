import { type Sale, saleStatusLabel } from '@mall/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatCurrency } from '../../../lib/format';
import { checksSummary, isLate, signalsLabel } from './review-model';

interface Options {
  rows: Sale[];
  /** Reviewers only: for everyone else the keys do nothing. */
  enabled: boolean;
  /** Changes with the list's filters, page and size: the selection starts over. */
  resetKey: string;
  /** The rows shown are the previous page's while the next one loads. */
  stale: boolean;
  /** The panel sits beside the list (a desktop) rather than over it as a dialog. */
  side: boolean;
  /** A dialog of the page (approve, reject, bulk) is open or opening. */
  busy: boolean;
  now: number;
  onApprove: (sale: Sale) => void;
  onReject: (sale: Sale) => void;
}

/** The selected row: a tinted background and an accent bar on its first cell. */
export const SELECTED_ROW = '[&>td]:bg-accent-soft [&>td:first-child]:shadow-[inset_4px_0_0_var(--color-accent)]';

const EDITABLE = 'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"]';
const INTERACTIVE = 'a, button, input, textarea, select, summary, [role="button"], [role="checkbox"], [role="link"]';

/** Typing, a dialog or a key combination: the shortcuts stay out of the way. */
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(EDITABLE)) return true;
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

function describe(sale: Sale, index: number, total: number, now: number): string {
  const marks = [
    saleStatusLabel(sale.status),
    checksSummary(sale).label,
    signalsLabel(sale) ? `${signalsLabel(sale)} de fraude` : '',
    isLate(sale, now) ? 'atrasada' : '',
    sale.contestedAt ? 'contestada' : '',
  ].filter(Boolean);
  return `Compra ${index + 1} de ${total}: ${sale.client.name}, ${sale.store.tradeName}, ${formatCurrency(sale.netValue)}, ${marks.join(', ')}`;
}

/**
 * The review queue's selection, panel and keyboard: j/k move the selection (focus on the row's
 * "Revisar", scrolled into view, announced), Enter opens the panel, a approves, r rejects, Esc
 * closes the panel. When the selected purchase leaves the list (approved under the "EM ANALISE"
 * filter), the one now in its place is selected, so the queue is worked from top to bottom.
 */
export function useReviewQueue(options: Options) {
  const { rows, resetKey, stale, side } = options;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const lastIndex = useRef(0);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const selected = rows.find((r) => r.id === selectedId) ?? null;

  const focusRow = useCallback((id: string | null) => {
    const button = id ? buttons.current.get(id) : undefined;
    if (!button) return;
    button.focus();
    button.scrollIntoView?.({ block: 'nearest' });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter, page or size starts over.
  useEffect(() => {
    setSelectedId(null);
    setPanelOpen(false);
  }, [resetKey]);

  useEffect(() => {
    if (stale || selectedId === null || rows.some((r) => r.id === selectedId)) return;
    const next = rows[Math.min(lastIndex.current, rows.length - 1)];
    setSelectedId(next?.id ?? null);
    if (!next) setPanelOpen(false);
  }, [rows, stale, selectedId]);

  // Back from a dialog whose purchase left the list, the focus would be lost on the page: it
  // goes to the selected row (after the dialog has given it back to its opener, if it still can).
  useEffect(() => {
    if (options.busy) return;
    const timer = setTimeout(() => {
      if (document.activeElement === document.body) focusRow(selectedId);
    }, 0);
    return () => clearTimeout(timer);
  }, [options.busy, selectedId, focusRow]);

  useEffect(() => {
    if (panelOpen && side && focusHeading.current) {
      focusHeading.current = false;
      heading.current?.focus();
    }
  });

  const select = (index: number) => {
    const sale = rows[index];
    if (!sale) return;
    lastIndex.current = index;
    setSelectedId(sale.id);
    focusRow(sale.id);
    setAnnouncement(describe(sale, index, rows.length, options.now));
  };
  const open = (sale: Sale) => {
    lastIndex.current = Math.max(0, rows.indexOf(sale));
    setSelectedId(sale.id);
    setPanelOpen(true);
    focusHeading.current = true;
  };
  const close = () => {
    setPanelOpen(false);
    focusRow(selectedId);
  };
  const move = (delta: 1 | -1) => {
    if (rows.length === 0) return;
    const index = selected ? rows.indexOf(selected) : -1;
    if (index === -1) return select(delta > 0 ? 0 : rows.length - 1);
    const next = index + delta;
    if (next < 0 || next >= rows.length) {
      setAnnouncement(next < 0 ? 'Primeira compra desta página' : 'Última compra desta página');
      return;
    }
    select(next);
  };

  const onKey = (event: KeyboardEvent) => {
    if (!options.enabled || options.busy || ignored(event)) return;
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === 'Escape') {
      if (panelOpen && side) {
        event.preventDefault();
        close();
      }
      return;
    }
    if (!['j', 'k', 'a', 'r', 'Enter'].includes(key)) return;
    // Enter on a button or a link does what that control does.
    if (key === 'Enter' && event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    event.preventDefault();
    if (key === 'j' || key === 'k') return move(key === 'j' ? 1 : -1);
    if (!selected) {
      setAnnouncement('Nenhuma compra selecionada: use j ou k para escolher uma');
      return;
    }
    if (key === 'Enter') open(selected);
    else if (key === 'a') {
      if (selected.status === 'pending') options.onApprove(selected);
      else setAnnouncement('Só compras em análise podem ser aprovadas');
    } else if (selected.status === 'pending' || selected.status === 'approved') options.onReject(selected);
    else setAnnouncement('Esta compra já foi rejeitada ou cancelada');
  };
  const latest = useRef(onKey);
  latest.current = onKey;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => latest.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  return {
    selected,
    panelOpen: panelOpen && selected !== null,
    announcement,
    headingRef: heading,
    open,
    close,
    /** The row's "Revisar" button, the element j/k focus. */
    rowButton: (id: string) => (el: HTMLButtonElement | null) => {
      if (el) buttons.current.set(id, el);
      else buttons.current.delete(id);
    },
    rowClassName: (sale: Sale) => (sale.id === selectedId ? SELECTED_ROW : ''),
  };
}
