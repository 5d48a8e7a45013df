import { certificatePdfPath, certificateVerifyPath } from '@academy/contract/learning';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { buildUrl } from '../../../lib/api-client';
import { cx } from '../../../lib/class-names';

/** The PDF download and (unless already there) the public verification page of a certificate. */
export function CertificateLinks({
  code,
  size = 'sm',
  withVerifyLink = true,
}: {
  code: string;
  size?: 'sm' | 'md';
  withVerifyLink?: boolean;
}) {
  const { t } = useTranslation('learning');
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={buildUrl(certificatePdfPath(code))}
        download={`certificate-${code}.pdf`}
        className={buttonClasses({ size, variant: 'secondary' })}
      >
        <Download className="size-4" aria-hidden="true" />
        {t('certificate.download')}
      </a>
      {withVerifyLink && (
        <ButtonLink to={certificateVerifyPath(code)} size={size} variant="outline">
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('certificate.verify')}
        </ButtonLink>
      )}
    </div>
  );
}

/** Shown on the course page once the learner holds the course's certificate. */
export function CertificateBanner({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation('learning');
  return (
    <div
      className={cx(
        'flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-4',
        className,
      )}
    >
      <div className="flex items-center gap-3">
        <Award className="size-8 shrink-0 text-emerald-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-emerald-900">{t('certificate.earned')}</p>
          <p className="text-sm text-emerald-900">{t('certificate.code', { code })}</p>
        </div>
      </div>
      <CertificateLinks code={code} />
    </div>
  );
}
