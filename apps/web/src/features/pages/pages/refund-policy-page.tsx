import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';

/** /refund-policy: the policy is still being worked on, which is all the page says (spec section 2). */
export function RefundPolicyPage() {
  const { t } = useTranslation('pages');
  return (
    <PageFrame
      title={t('refundPolicy.title')}
      description={t('refundPolicy.description')}
      width="narrow"
    />
  );
}
