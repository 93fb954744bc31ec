import { formatPhoneMask } from '@mall/shared';
import type { EmailFact, RenderedEmail } from './email-content';
import { renderEmail } from './render-email';
import { oneLine } from './wording';

export interface ContactEmailInput {
  name: string;
  email: string;
  cellphone?: string | null;
  phone?: string | null;
  city?: string | null;
  message: string;
}

/** A message from the site's contact form, to the mall's address. */
export function contactEmail(input: ContactEmailInput): Promise<RenderedEmail> {
  const rows: EmailFact[] = [
    { label: 'Nome', value: input.name },
    { label: 'E-mail', value: input.email },
  ];
  if (input.cellphone) rows.push({ label: 'Celular', value: formatPhoneMask(input.cellphone) });
  if (input.phone) rows.push({ label: 'Telefone', value: formatPhoneMask(input.phone) });
  if (input.city) rows.push({ label: 'Cidade', value: input.city });
  return renderEmail({
    subject: `Contato pelo site: ${oneLine(input.name).slice(0, 120)}`,
    preview: oneLine(input.message).slice(0, 120),
    heading: 'Nova mensagem de contato',
    blocks: [
      {
        kind: 'paragraph',
        text: `${oneLine(input.name)} escreveu pelo formulário de contato do site. Para responder, use "Responder": a resposta vai direto para ${input.email}.`,
      },
      { kind: 'facts', rows },
      { kind: 'notice', tone: 'neutral', label: 'Mensagem', text: input.message },
    ],
    footnote: 'Mensagem do formulário de contato do site, para a equipe que atende o programa.',
  }).then((email) => ({ ...email, replyTo: input.email }));
}
