import { CONCIERGE_HOURS } from '@mall/shared';
import { Clock, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { CONTACT_EMAIL, CONTACT_PHONE } from '../../../lib/brand';

/** Side panel of /contato: where and when to find the concierge desk, and the direct channels. */
export function ContactPanel() {
  return (
    <aside aria-labelledby="contact-panel-title" className="space-y-8 self-start rounded-2xl bg-sand/60 p-6 sm:p-8">
      <div>
        <h2 id="contact-panel-title" className="flex items-center gap-2 text-2xl font-semibold">
          <Clock aria-hidden="true" className="size-5 text-accent" />
          Espaço Concierge
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          Retire seu benefício e tire suas dúvidas pessoalmente, no nosso espaço de atendimento.
        </p>
        <dl className="mt-4 space-y-2 text-sm">
          {CONCIERGE_HOURS.map((h) => (
            <div key={h.days} className="flex justify-between gap-4 border-b border-line pb-2 last:border-0">
              <dt className="text-muted">{h.days}</dt>
              <dd className="font-medium">{h.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h2 className="text-2xl font-semibold">Outros canais</h2>
        <ul className="mt-3 text-sm sm:mt-4 sm:space-y-3">
          <li className="flex items-center gap-3">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="inline-flex min-h-11 items-center break-all underline-offset-4 hover:underline sm:inline sm:min-h-0"
            >
              {CONTACT_EMAIL}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Phone aria-hidden="true" className="size-4 shrink-0 text-accent" />
            <a
              href={`tel:+55${CONTACT_PHONE.replace(/\D/g, '')}`}
              className="inline-flex min-h-11 items-center underline-offset-4 hover:underline sm:inline sm:min-h-0"
            >
              {CONTACT_PHONE}
            </a>
          </li>
        </ul>
        <p className="mt-6 text-sm text-muted">
          Muitas respostas já estão nas{' '}
          <Link to="/faq" className="font-medium text-accent-strong underline underline-offset-4">
            perguntas frequentes
          </Link>
          .
        </p>
      </div>
    </aside>
  );
}
