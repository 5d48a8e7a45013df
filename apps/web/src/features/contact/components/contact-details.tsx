import { SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_DISPLAY } from '@academy/contract/contact';
import { Clock, Mail, Phone } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';

const linkClasses = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';
const termClasses = 'flex items-center gap-3 font-medium text-ink';
const definitionClasses = 'mt-1 pl-8';

/** The ways to reach the academy beside the form, with their reply promises. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const language = useLanguage();

  return (
    <aside aria-labelledby="contact-details" className="space-y-6">
      <div>
        <h2 id="contact-details" className="text-xl font-semibold text-ink">
          {t('intro.title')}
        </h2>
        <p className="mt-2 leading-7 text-slate-700">{t('intro.body')}</p>
      </div>
      <dl className="space-y-5">
        <div>
          <dt className={termClasses}>
            <Mail className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {t('intro.email')}
          </dt>
          <dd className={definitionClasses}>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClasses}>
              {SUPPORT_EMAIL}
            </a>
            <p className="text-sm text-ink-muted">{t('intro.emailNote')}</p>
          </dd>
        </div>
        <div>
          <dt className={termClasses}>
            <Phone className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {t('intro.phone')}
          </dt>
          <dd className={definitionClasses}>
            <a href={`tel:${SUPPORT_PHONE}`} className={linkClasses}>
              {formatDigits(SUPPORT_PHONE_DISPLAY, language)}
            </a>
          </dd>
        </div>
        <div>
          <dt className={termClasses}>
            <Clock className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            {t('intro.hours')}
          </dt>
          <dd className={`${definitionClasses} text-slate-700`}>{t('intro.hoursValue')}</dd>
        </div>
      </dl>
      <p className="rounded-xl bg-brand-50 p-4 text-sm leading-6 text-slate-700">
        <Trans
          t={t}
          i18nKey="intro.helpCenter"
          components={{
            helpCenter: <Link to="/help-center" className={linkClasses} />,
            faq: <Link to="/faq" className={linkClasses} />,
          }}
        />
      </p>
    </aside>
  );
}
