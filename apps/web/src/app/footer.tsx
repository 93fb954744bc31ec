import { CONCIERGE_HOURS } from '@mall/shared';
import { Link } from 'react-router';
import { BRAND, CONTACT_EMAIL, CONTACT_PHONE } from '../lib/brand';

export function Footer() {
  return (
    <footer className="mt-auto border-t border-line bg-sand/60">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:px-8 md:grid-cols-3">
        <div>
          <p className="font-display text-2xl font-semibold">{BRAND}</p>
          <p className="mt-3 max-w-xs text-sm leading-relaxed text-muted">
            Suas compras de decoração e design viram pontos, e os pontos viram benefícios.
          </p>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-muted">Espaço Concierge</h2>
          <dl className="mt-4 space-y-1.5 text-sm">
            {CONCIERGE_HOURS.map((h) => (
              <div key={h.days} className="flex justify-between gap-4 md:justify-start">
                <dt className="text-muted md:w-44">{h.days}</dt>
                <dd>{h.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold uppercase tracking-[0.2em] text-muted">Fale conosco</h2>
          <ul className="mt-2 text-sm sm:mt-4 sm:space-y-1.5">
            <li>
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline sm:inline sm:min-h-0"
              >
                {CONTACT_EMAIL}
              </a>
            </li>
            <li>
              <a
                href={`tel:+55${CONTACT_PHONE.replace(/\D/g, '')}`}
                className="inline-flex min-h-11 items-center underline-offset-4 hover:underline sm:inline sm:min-h-0"
              >
                {CONTACT_PHONE}
              </a>
            </li>
            <li>
              <Link
                to="/regulamento"
                className="inline-flex min-h-11 items-center font-medium text-accent-strong underline underline-offset-4 sm:inline sm:min-h-0"
              >
                Regulamento
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
