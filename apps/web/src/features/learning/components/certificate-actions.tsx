import { certificatePdfPath, certificateVerifyPath } from '@academy/contract/learning';
import { Award, Download, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { buildUrl } from '../../../lib/api-client';
import { cx } from '../../../lib/class-names';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useCourseGrades } from '../../classwork/api/get-course-grades';

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

/**
 * Shown to a learner without the certificate in a course that requires a pass: the mark to reach
 * and the course total of released grades so far (from the Grades tab's answer).
 */
export function CertificatePassNotice({
  courseId,
  passPercent,
}: {
  courseId: string;
  passPercent: number;
}) {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const grades = useCourseGrades(courseId);
  const total = grades.data?.total_percent;
  return (
    <div
      role="note"
      aria-labelledby="certificate-pass"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
    >
      <Award className="size-8 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="space-y-1 text-amber-950">
        <p id="certificate-pass" className="font-semibold">
          {t('certificate.passRequired', { percent: formatNumber(passPercent, language) })}
        </p>
        <p className="text-sm">
          {t('certificate.passRequiredHint', { percent: formatNumber(passPercent, language) })}
        </p>
        {grades.data && (
          <p className="text-sm font-semibold">
            {total === null || total === undefined
              ? t('certificate.noTotalYet')
              : t('certificate.currentTotal', { percent: formatNumber(total, language) })}
          </p>
        )}
      </div>
    </div>
  );
}
