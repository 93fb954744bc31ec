import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

const panelClass = 'pr-2 pb-6 pl-12 text-sm leading-relaxed whitespace-pre-line text-muted sm:pl-14 sm:text-base';

/** A labelled region helps with a few panels; with many, regions only add landmark noise. */
function Panel({
  id,
  labelledBy,
  open,
  children,
}: {
  id: string;
  labelledBy?: string;
  open: boolean;
  children: ReactNode;
}) {
  return labelledBy ? (
    <section id={id} aria-labelledby={labelledBy} hidden={!open} className={panelClass}>
      {children}
    </section>
  ) : (
    <div id={id} hidden={!open} className={panelClass}>
      {children}
    </div>
  );
}

/**
 * Numbered accordion (SPEC §2 /faq): one answer open at a time. WAI-ARIA accordion pattern:
 * each question is a button inside a heading, with aria-expanded and aria-controls; arrows,
 * Home and End move between questions.
 */
export function FaqAccordion({ items }: { items: AccordionItem[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const manyPanels = items.length > 6;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <ol className="divide-y divide-line border-y border-line">
      {items.map((item, index) => {
        const open = openId === item.id;
        const buttonId = `${baseId}-q-${index}`;
        const panelId = `${baseId}-a-${index}`;
        return (
          <li key={item.id}>
            <h2 className="font-sans text-base font-normal">
              <button
                ref={(el) => {
                  buttons.current[index] = el;
                }}
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(e) => onKeyDown(e, index)}
                className="flex w-full items-start gap-4 py-5 text-left transition-colors hover:text-accent-strong sm:gap-6"
              >
                <span aria-hidden="true" className="w-8 shrink-0 font-display text-2xl leading-none text-accent">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="flex-1 pt-0.5 text-base font-medium sm:text-lg">
                  <span className="sr-only">{index + 1}. </span>
                  {item.question}
                </span>
                <ChevronDown
                  aria-hidden="true"
                  className={`mt-1 size-5 shrink-0 text-muted transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <Panel id={panelId} labelledBy={manyPanels ? undefined : buttonId} open={open}>
              {item.answer}
            </Panel>
          </li>
        );
      })}
    </ol>
  );
}
