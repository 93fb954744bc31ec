import { type contactBodySchema, formatPhoneMask } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../plugins/mailer';

type ContactInput = z.output<typeof contactBodySchema>;

/** Keeps the message and queues it to the mall's address, in one transaction. */
export async function sendContactMessage(db: Db, input: ContactInput, mallEmail: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        cellphone: input.cellphone,
        phone: input.phone,
        city: input.city,
        message: input.message,
      })
      .returning({ id: contactMessages.id });
    const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
    const lines = [
      'Nova mensagem enviada pelo formulário de contato do site.',
      '',
      `Nome: ${input.name}`,
      `E-mail: ${input.email}`,
      input.cellphone ? `Celular: ${formatPhoneMask(input.cellphone)}` : undefined,
      input.phone ? `Telefone: ${formatPhoneMask(input.phone)}` : undefined,
      input.city ? `Cidade: ${input.city}` : undefined,
      '',
      'Mensagem:',
      input.message,
      '',
      `Para responder, escreva para ${input.email}.`,
    ].filter((l) => l !== undefined);
    await enqueueMail(tx, {
      to: mallEmail,
      subject: `Contato pelo site: ${oneLine(input.name).slice(0, 120)}`,
      text: lines.join('\n'),
    });
    return { id: row!.id };
  });
}
