import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../../components/ui/button-link';
import { useAuth } from '../../../../lib/auth/use-auth';

/** The enrolment call to action: visitors sign up, signed-in readers go on. */
export function EnrolCta() {
  const { t } = useTranslation('catalogue');
  const { isAuthenticated } = useAuth();
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-accent-800 px-6 py-12 text-center text-white sm:px-12 [--focus-ring:var(--color-white)]">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {t('home.cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('home.cta.text')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {isAuthenticated ? (
            <ButtonLink to="/dashboard" size="lg" variant="inverse">
              {t('home.cta.dashboard')}
            </ButtonLink>
          ) : (
            <ButtonLink to="/signup" size="lg" variant="inverse">
              {t('home.cta.signUp')}
            </ButtonLink>
          )}
          <ButtonLink to="/courses" size="lg" variant="inverseOutline">
            {t('home.cta.browse')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
