export interface Ordered {
  id: string;
  order: number;
}

/**
 * Moves the item `activeId` to where `overId` is and renumbers the list 1..n, the way the
 * server stores it. Unknown ids or no movement return the list unchanged (same reference).
 */
export function moveAndRenumber<T extends Ordered>(items: readonly T[], activeId: string, overId: string): T[] {
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  if (from < 0 || to < 0 || from === to) return items as T[];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next.map((item, index) => (item.order === index + 1 ? item : { ...item, order: index + 1 }));
}
