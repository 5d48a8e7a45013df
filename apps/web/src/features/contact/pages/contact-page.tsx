import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';
import { useMetaDescription } from '../../pages/hooks/use-meta-description';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

/** /contact: the form beside the academy's other contact details. */
export function ContactPage() {
  const { t } = useTranslation('pages');
  useMetaDescription(t('contact.description'));

  return (
    <PageFrame title={t('contact.title')} description={t('contact.description')}>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <ContactDetails />
        <ContactForm />
      </div>
    </PageFrame>
  );
}
