import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';

type Id = string | number;

/** What a screen reader hears while a question is moved with the keyboard (or the pointer). */
export function faqAnnouncements(ids: readonly Id[]): Announcements {
  const position = (id: Id) => ids.indexOf(id) + 1;
  const total = ids.length;
  return {
    onDragStart: ({ active }) =>
      `Pergunta ${position(active.id)} selecionada. Use as setas para cima e para baixo para movê-la.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Pergunta ${position(active.id)} sobre a posição ${position(over.id)} de ${total}.`
        : `Pergunta ${position(active.id)} fora da lista.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Pergunta solta na posição ${position(over.id)} de ${total}.`
        : `Pergunta ${position(active.id)} solta fora da lista; a ordem não mudou.`,
    onDragCancel: ({ active }) => `Movimento cancelado. A pergunta voltou para a posição ${position(active.id)}.`,
  };
}

export const faqDragInstructions: ScreenReaderInstructions = {
  draggable:
    'Para reordenar, pressione espaço ou Enter para pegar a pergunta, use as setas para cima e para baixo para movê-la, e pressione espaço ou Enter novamente para soltá-la. Pressione Esc para cancelar.',
};
