import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Faq } from '@mall/shared';
import { ChevronDown, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';

interface SortableFaqItemProps {
  faq: Faq;
  position: number;
  onEdit: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
}

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors hover:bg-sand hover:text-ink';

export function SortableFaqItem({ faq, position, onEdit, onDelete }: SortableFaqItemProps) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: faq.id,
    attributes: { roleDescription: 'pergunta reordenável' },
  });

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-2xl border bg-surface ${isDragging ? 'relative z-10 border-accent shadow-xl' : 'border-line'}`}
      data-testid="faq-admin-item"
    >
      <div className="flex items-center gap-1 p-2 sm:gap-2 sm:p-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Mover pergunta ${position}: ${faq.question}`}
          className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <span aria-hidden="true" className="w-7 shrink-0 text-center font-display text-2xl leading-none text-accent">
          {position}
        </span>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((o) => !o)}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-lg py-2 text-left text-sm font-medium sm:text-base"
        >
          <span className="min-w-0 flex-1 break-words">
            <span className="sr-only">{position}. </span>
            {faq.question}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 shrink-0 text-muted transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
        <button
          type="button"
          onClick={() => onEdit(faq)}
          aria-label={`Editar pergunta ${position}`}
          className={iconButton}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          onClick={() => onDelete(faq)}
          aria-label={`Remover pergunta ${position}`}
          className={`${iconButton} hover:text-danger`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div
        id={answerId}
        hidden={!open}
        className="border-t border-line px-5 py-4 text-sm leading-relaxed whitespace-pre-line text-muted sm:pl-24"
      >
        {faq.answer}
      </div>
    </li>
  );
}
