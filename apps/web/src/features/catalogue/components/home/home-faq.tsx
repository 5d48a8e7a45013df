import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button-link';
import { FaqAccordion } from '../../../pages/components/faq-accordion';

/** The home FAQ: the most asked of the FAQ page's questions, in the same accordion. */
export function HomeFaq() {
  const { t } = useTranslation('catalogue');
  return (
    <section
      aria-labelledby="home-faq-title"
      className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2
        id="home-faq-title"
        className="mb-8 text-center text-3xl font-bold tracking-tight text-ink"
      >
        {t('home.faq.title')}
      </h2>
      <FaqAccordion
        idPrefix="home-faq"
        items={['audience', 'enrol', 'payment', 'group', 'missedClass', 'certificate']}
      />
      <div className="mt-6 text-center">
        <ButtonLink to="/faq" variant="link">
          {t('home.faq.more')}
        </ButtonLink>
      </div>
    </section>
  );
}
