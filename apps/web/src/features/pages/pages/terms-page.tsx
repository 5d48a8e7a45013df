import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame';
import { LegalContactLink, LegalDocument } from '../components/legal-document';
import { TERMS_UPDATED_ON } from '../components/legal-versions';
import { useMetaDescription } from '../hooks/use-meta-description';

/** Sections in order, among them the age rule, Bangladesh law and the courts of Dhaka. */
const TERMS_SECTIONS = [
  'about',
  'users',
  'eligibility',
  'accounts',
  'payments',
  'refunds',
  'content',
  'classes',
  'conduct',
  'certificates',
  'liability',
  'termination',
  'changes',
  'law',
  'contact',
] as const;

/** /terms-of-service. */
export function TermsPage() {
  const { t } = useTranslation(['static', 'pages']);
  useMetaDescription(t('pages:terms.description'));

  const sections = TERMS_SECTIONS.map((key) => ({
    id: `terms-${key}`,
    title: t(`terms.sections.${key}.title`),
    body: (
      <>
        <p>{t(`terms.sections.${key}.body`)}</p>
        {key === 'refunds' && (
          <p>
            <Link to="/refund-policy">{t('pages:refundPolicy.title')}</Link>
          </p>
        )}
        {key === 'contact' && <LegalContactLink />}
      </>
    ),
  }));

  return (
    <PageFrame title={t('pages:terms.title')}>
      <LegalDocument intro={t('terms.intro')} updatedOn={TERMS_UPDATED_ON} sections={sections} />
    </PageFrame>
  );
}
