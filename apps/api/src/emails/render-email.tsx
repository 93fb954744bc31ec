import { render } from '@react-email/render';
import { type EmailContent, type RenderedEmail, textOf } from './email-content';
import { BrandedEmail } from './layout';

/** Draws a message in the branded layout (HTML, on this machine, no network) with its plain-text part. */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const html = await render(<BrandedEmail content={content} />);
  return { subject: content.subject, html, text: textOf(content) };
}
