import { BRAND } from '@mall/shared';

/**
 * What a message says, once, as blocks: the branded layout draws them as HTML and `textOf` writes
 * them as the plain-text part, so both parts always carry the same sentences, figures and links.
 */
export type EmailBlock =
  /** A paragraph; line breaks in `text` are kept (a customer's message, bank details). */
  | { kind: 'paragraph'; text: string }
  /** The message's main link: a button in HTML, the address alone on its line in the text. */
  | { kind: 'action'; label: string; url: string }
  /** Label and value pairs (amounts, dates, store): a table in HTML, "Label: value" lines in the text. */
  | { kind: 'facts'; rows: readonly EmailFact[] }
  /** A value to read aloud or copy (voucher code, PIX "copia e cola"), set apart in a box. */
  | { kind: 'code'; label: string; value: string; size: 'large' | 'small' }
  /** A boxed statement with a tone, e.g. the reason of a rejection. */
  | { kind: 'notice'; tone: 'danger' | 'neutral'; label: string; text: string }
  /** Smaller print under the main content. */
  | { kind: 'note'; text: string };

export interface EmailFact {
  label: string;
  value: string;
}

export interface EmailContent {
  subject: string;
  /** Inbox preview line (hidden in the message body). */
  preview: string;
  heading: string;
  blocks: readonly EmailBlock[];
  /** The small print at the foot; by default that the message is automatic and needs no answer. */
  footnote?: string;
}

/** A message ready for the outbox: both parts always present. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Where "Responder" writes to, for a message meant to be answered (the contact form's). */
  replyTo?: string;
}

export const AUTOMATIC_NOTE = 'Este é um e-mail automático: não é preciso respondê-lo.';
export const TAGLINE = 'Suas compras de decoração e design viram pontos, e os pontos viram benefícios.';

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'note':
      return block.text;
    case 'action':
      // Alone on its line, so every mail reader makes it a link and nothing sticks to it.
      return block.url;
    case 'facts':
      return block.rows.map((r) => `${r.label}: ${r.value}`).join('\n');
    case 'code':
      return `${block.label}: ${block.value}`;
    case 'notice':
      return `${block.label}: ${block.text}`;
  }
}

/** The plain-text part: heading, blocks, the footnote, and the programme's signature last. */
export function textOf(content: EmailContent): string {
  return [content.heading, ...content.blocks.map(blockText), content.footnote ?? AUTOMATIC_NOTE, BRAND].join('\n\n');
}
