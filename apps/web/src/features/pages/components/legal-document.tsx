import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { Prose } from './prose';

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A terms-style document: introduction, date of the current version, a table of contents that
 * links to each numbered section, then the sections.
 */
export function LegalDocument({
  intro,
  updatedOn,
  sections,
}: {
  intro: string;
  /** ISO date (YYYY-MM-DD) of the version shown. */
  updatedOn: string;
  sections: LegalSection[];
}) {
  const { t } = useTranslation('static');
  const language = useLanguage();

  return (
    <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
      <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="legal-toc" className="text-sm font-semibold tracking-wide text-ink uppercase">
          {t('onThisPage')}
        </h2>
        <ol className="mt-3 space-y-2 border-l border-line text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-px block border-l border-transparent pl-4 text-ink-muted hover:border-brand-700 hover:text-ink"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <Prose>
        <p className="!mt-0 text-sm text-ink-muted">
          {t('updated', { date: formatDate(`${updatedOn}T00:00:00Z`, language) })}
        </p>
        <p className="text-lg leading-8 text-ink">{intro}</p>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </Prose>
    </div>
  );
}

/** The line under a legal document's Contact section that leads to the contact page. */
export function LegalContactLink() {
  const { t } = useTranslation('static');
  return (
    <p>
      <Link to="/contact">{t('legalContact')}</Link>
    </p>
  );
}
