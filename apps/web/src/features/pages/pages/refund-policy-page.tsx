import { Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame';
import { useMetaDescription } from '../hooks/use-meta-description';

/** /refund-policy: the page only says the policy is still being worked on. */
export function RefundPolicyPage() {
  const { t } = useTranslation(['static', 'pages']);
  useMetaDescription(t('pages:refundPolicy.description'));

  return (
    <PageFrame title={t('pages:refundPolicy.title')} width="narrow">
      <div className="flex items-start gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Hourglass className="size-6" aria-hidden="true" />
        </span>
        <p className="text-lg leading-8 text-ink">{t('refundPolicy.body')}</p>
      </div>
    </PageFrame>
  );
}
