import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';
import { LegalContactLink, LegalDocument } from '../components/legal-document';
import { PRIVACY_UPDATED_ON } from '../components/legal-versions';
import { useMetaDescription } from '../hooks/use-meta-description';

const PRIVACY_SECTIONS = [
  'use',
  'share',
  'security',
  'retention',
  'rights',
  'age',
  'changes',
  'law',
  'contact',
] as const;

/** What is collected, item by item (the policy's first part). */
const COLLECTED = ['account', 'profile', 'payments', 'learning', 'contact', 'device'] as const;

/** /privacy-policy. */
export function PrivacyPage() {
  const { t } = useTranslation(['static', 'pages']);
  useMetaDescription(t('pages:privacy.description'));

  const sections = [
    {
      id: 'privacy-collect',
      title: t('privacy.sections.collect.title'),
      body: (
        <ul>
          {COLLECTED.map((item) => (
            <li key={item}>{t(`privacy.sections.collect.items.${item}`)}</li>
          ))}
        </ul>
      ),
    },
    ...PRIVACY_SECTIONS.map((key) => ({
      id: `privacy-${key}`,
      title: t(`privacy.sections.${key}.title`),
      body: (
        <>
          <p>{t(`privacy.sections.${key}.body`)}</p>
          {key === 'contact' && <LegalContactLink />}
        </>
      ),
    })),
  ];

  return (
    <PageFrame title={t('pages:privacy.title')}>
      <LegalDocument
        intro={t('privacy.intro')}
        updatedOn={PRIVACY_UPDATED_ON}
        sections={sections}
      />
    </PageFrame>
  );
}
