import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Faq } from '@mall/shared';
import { faqAnnouncements, faqDragInstructions } from './announcements';
import { moveAndRenumber } from './renumber';
import { SortableFaqItem } from './sortable-faq-item';

interface SortableFaqListProps {
  faqs: Faq[];
  onReorder: (next: Faq[]) => void;
  onEdit: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
}

/** Drag handles for pointer, touch and keyboard (space to pick up, arrows to move, space to drop). */
export function SortableFaqList({ faqs, onReorder, onEdit, onDelete }: SortableFaqListProps) {
  const sensors = useSensors(
    // A small distance keeps clicks on the handle from starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = faqs.map((f) => f.id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const next = moveAndRenumber(faqs, String(active.id), String(over.id));
    if (next !== faqs) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: faqAnnouncements(ids), screenReaderInstructions: faqDragInstructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="space-y-3" aria-label="Perguntas cadastradas">
          {faqs.map((faq, index) => (
            <SortableFaqItem key={faq.id} faq={faq} position={index + 1} onEdit={onEdit} onDelete={onDelete} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
