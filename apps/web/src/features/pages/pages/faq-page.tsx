import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { FaqAccordion } from '../components/faq-accordion';
import { useMetaDescription } from '../hooks/use-meta-description';

/** /faq: the 14 questions in a single-open accordion. */
export function FaqPage() {
  const { t } = useTranslation(['static', 'pages']);
  useMetaDescription(t('pages:faq.description'));

  return (
    <PageFrame title={t('pages:faq.title')} description={t('pages:faq.description')} width="narrow">
      <FaqAccordion />
      <div className="mt-10 rounded-2xl bg-brand-50 p-6">
        <p className="text-ink">{t('faq.intro')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/help-center" variant="outline">
            {t('faq.helpCenter')}
          </ButtonLink>
          <ButtonLink to="/contact">{t('faq.contact')}</ButtonLink>
        </div>
      </div>
    </PageFrame>
  );
}
