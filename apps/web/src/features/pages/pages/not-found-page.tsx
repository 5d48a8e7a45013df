import { ArrowLeft, Compass, Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';

/** Any unknown path: 'Page Not Found' with Go Back (history back) and Back to Home. */
export function NotFoundPage() {
  const { t } = useTranslation(['common', 'errors']);
  const navigate = useNavigate();

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>{t('documentTitle', { title: t('errors:notFound.title') })}</title>
      <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Compass className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {t('errors:notFound.title')}
      </h1>
      <p className="mt-3 text-ink-muted">{t('errors:notFound.description')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" size="lg" onClick={() => navigate(-1)}>
          <ArrowLeft className="size-5" aria-hidden="true" />
          {t('actions.goBack')}
        </Button>
        <ButtonLink to="/" size="lg">
          <Home className="size-5" aria-hidden="true" />
          {t('actions.backToHome')}
        </ButtonLink>
      </div>
    </div>
  );
}
