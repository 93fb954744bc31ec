import type { contactBodySchema } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { contactEmail } from '../../emails';
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
    await enqueueMail(tx, { to: mallEmail, ...(await contactEmail(input)) });
    return { id: row!.id };
  });
}
