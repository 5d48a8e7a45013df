import { BadgeCheck, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-error';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useCertificate } from '../api/get-certificate';
import { CertificateLinks } from '../components/certificate-actions';

/** /certificates/:code: anyone, signed in or not, checks a certificate by its code. */
export function CertificatePage() {
  const { t } = useTranslation('learning');
  const language = useLanguage();
  const { code = '' } = useParams();
  const certificate = useCertificate(code);

  if (certificate.isPending) {
    return (
      <PageFrame title={t('verify.title')} width="narrow">
        <div className="space-y-4 rounded-2xl border border-line bg-surface p-8" aria-busy="true">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-3/4" />
        </div>
      </PageFrame>
    );
  }
  if (certificate.isError) {
    const isMissing = certificate.error instanceof ApiError && certificate.error.status === 404;
    return (
      <PageFrame title={t('verify.title')} width="narrow">
        <EmptyState
          alert
          icon={isMissing ? SearchX : TriangleAlert}
          title={isMissing ? t('verify.notFound') : t('verify.loadFailed')}
          hint={isMissing ? t('verify.notFoundHint', { code }) : undefined}
          action={
            isMissing ? undefined : (
              <Button variant="outline" onClick={() => void certificate.refetch()}>
                {t('page.retry')}
              </Button>
            )
          }
        />
      </PageFrame>
    );
  }

  const data = certificate.data;
  const facts: [string, string][] = [
    [t('verify.learner'), data.learner_name],
    [t('verify.course'), data.course_title],
    [t('verify.instructor'), data.instructor_name],
    [t('verify.issuedOn'), formatDate(data.issued_at, language)],
    ...(data.grade_percent === null
      ? []
      : [
          [
            t('verify.grade'),
            t('verify.gradePercent', { percent: formatNumber(data.grade_percent, language) }),
          ] as [string, string],
        ]),
    [t('verify.code'), data.code],
  ];
  return (
    <PageFrame title={t('verify.title')} width="narrow">
      <section
        aria-labelledby="certificate-status"
        className="space-y-6 rounded-2xl border border-emerald-200 bg-surface p-6 shadow-sm sm:p-8"
      >
        <div className="flex items-center gap-3">
          <BadgeCheck className="size-10 shrink-0 text-emerald-700" aria-hidden="true" />
          <div>
            <h2 id="certificate-status" className="text-xl font-bold text-emerald-900">
              {t('verify.valid')}
            </h2>
            <p className="text-sm text-ink-muted">{t('verify.validHint')}</p>
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[10rem_1fr]">
          {facts.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-sm font-medium text-ink-muted">{term}</dt>
              <dd className="font-semibold break-words text-ink">
                {term === t('verify.course') ? (
                  <Link
                    to={`/course/${data.course_id}`}
                    className="text-brand-800 underline-offset-4 hover:underline"
                  >
                    {value}
                  </Link>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <CertificateLinks code={data.code} withVerifyLink={false} />
      </section>
    </PageFrame>
  );
}
