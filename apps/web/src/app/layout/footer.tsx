import type { ParseKeys } from 'i18next';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { config } from '../../lib/config';
import { formatDigits } from '../../lib/digits';
import { useLanguage } from '../../lib/i18n';

type FooterLink = { to: string; label: ParseKeys<'nav'> };

const quickLinks: FooterLink[] = [
  { to: '/courses', label: 'courses' },
  { to: '/about', label: 'footer.aboutUs' },
  { to: '/contact', label: 'footer.contact' },
  { to: '/faq', label: 'footer.faq' },
  { to: '/help-center', label: 'footer.helpCenter' },
];

const documentationLinks: FooterLink[] = [
  { to: '/terms-of-service', label: 'footer.terms' },
  { to: '/privacy-policy', label: 'footer.privacy' },
  { to: '/refund-policy', label: 'footer.refund' },
];

/** Only one social link is active; the others are shown as coming soon. */
const inactiveSocials: ParseKeys<'nav'>[] = ['footer.linkedin', 'footer.youtube'];

const headingClasses = 'text-sm font-semibold tracking-wide text-white uppercase';
const linkClasses = 'text-sm text-slate-300 hover:text-white hover:underline';

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation('nav');
  return (
    <div>
      <h2 className={headingClasses}>{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClasses}>
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { t } = useTranslation(['nav', 'common']);
  const language = useLanguage();
  const year = formatDigits(new Date().getFullYear(), language);

  return (
    <footer
      aria-label={t('footer.label')}
      className="bg-slate-900 text-slate-300 [--focus-ring:var(--color-white)]"
    >
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold text-white">{t('common:appName')}</p>
          <p className="mt-3 max-w-xs text-sm leading-6">{t('footer.blurb')}</p>
        </div>
        <LinkList title={t('footer.quickLinks')} links={quickLinks} />
        <LinkList title={t('footer.documentation')} links={documentationLinks} />
        <div className="col-span-2 sm:col-span-1">
          <h2 className={headingClasses}>{t('footer.followUs')}</h2>
          <ul className="mt-4 space-y-3">
            <li>
              <a
                href={config.socialUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={`${linkClasses} inline-flex items-center gap-1.5`}
              >
                {t('footer.facebook')}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t('footer.opensInNewTab')}</span>
              </a>
            </li>
            {inactiveSocials.map((label) => (
              <li key={label} className="text-sm text-slate-400">
                {t(label)} <span className="text-xs">({t('footer.comingSoon')})</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
