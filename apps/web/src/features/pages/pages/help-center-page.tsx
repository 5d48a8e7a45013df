import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { SupportOptions } from '../components/support-options';
import { useMetaDescription } from '../hooks/use-meta-description';

/** /help-center: the four support options, then the contact form for anything else. */
export function HelpCenterPage() {
  const { t } = useTranslation(['static', 'pages']);
  useMetaDescription(t('pages:helpCenter.description'));

  return (
    <PageFrame title={t('pages:helpCenter.title')} description={t('helpCenter.intro')}>
      <SupportOptions />
      <section
        aria-labelledby="help-more"
        className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="help-more" className="text-lg font-semibold text-ink">
            {t('helpCenter.more.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('helpCenter.more.body')}</p>
        </div>
        <ButtonLink to="/contact">{t('helpCenter.more.action')}</ButtonLink>
      </section>
    </PageFrame>
  );
}
