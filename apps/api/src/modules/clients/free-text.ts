/**
 * What a deleted account leaves in free text (DECISIONS: the person is anonymised). The customer's
 * own words (a contest message) go whole; text written by staff about its purchases (a rejection
 * or cancellation reason, which the reasons report counts) stays, with the person taken out of it:
 * any CPF, e-mail address or phone number, and the person's name and address as they were.
 */

/** What replaces the person in a text that stays. */
export const REMOVED = '[removido]';

const CPF_LIKE = /(?<!\d)\d{3}[.\s]?\d{3}[.\s]?\d{3}[-\s]?\d{2}(?!\d)/g;
const EMAIL_LIKE = /[^\s@(),;:<>[\]"']+@[^\s@(),;:<>[\]"']+\.[^\s@(),;:<>[\]"'.]+/g;
const PHONE_LIKE = /(?:\(?\d{2}\)?\s*)?\d{4,5}-\d{4}(?!\d)/g;

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A function that takes the person out of a text; texts without them come back as they were. */
export function personRemover(person: { name: string; address: string }): (text: string) => string {
  const literals = [person.name, person.address].map((s) => s.trim()).filter((s) => s.length >= 3);
  const own = literals.length ? new RegExp(literals.map(escaped).join('|'), 'gi') : undefined;
  return (text) => {
    const out = text.replace(EMAIL_LIKE, REMOVED).replace(CPF_LIKE, REMOVED).replace(PHONE_LIKE, REMOVED);
    return own ? out.replace(own, REMOVED) : out;
  };
}
