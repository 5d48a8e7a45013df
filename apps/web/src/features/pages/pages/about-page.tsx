import { BookOpenCheck, GraduationCap, MessagesSquare, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { PageFrame } from '../../../components/ui/page-frame';
import { AboutFigures } from '../components/about-figures';
import { Prose } from '../components/prose';
import { useMetaDescription } from '../hooks/use-meta-description';

const teachingTopics = ['ml', 'research', 'programming', 'writing'] as const;

const teachingWays = [
  { key: 'live', icon: Video },
  { key: 'experts', icon: GraduationCap },
  { key: 'community', icon: MessagesSquare },
  { key: 'certificates', icon: BookOpenCheck },
] as const;

/** /about: who the academy is, its headline figures and how it teaches. */
export function AboutPage() {
  const { t } = useTranslation(['static', 'pages']);
  useMetaDescription(t('pages:about.description'));

  return (
    <PageFrame title={t('pages:about.title')} description={t('about.lead')}>
      <AboutFigures />

      <div className="mt-12 grid gap-12 lg:grid-cols-2">
        <Prose>
          <h2 className="!mt-0">{t('about.story.title')}</h2>
          <p>{t('about.story.body1')}</p>
          <p>{t('about.story.body2')}</p>
        </Prose>
        <Prose>
          <h2 className="!mt-0">{t('about.teach.title')}</h2>
          <ul>
            {teachingTopics.map((topic) => (
              <li key={topic}>{t(`about.teach.${topic}`)}</li>
            ))}
          </ul>
          <h2>{t('about.audience.title')}</h2>
          <p>{t('about.audience.body')}</p>
        </Prose>
      </div>

      <section aria-labelledby="about-how" className="mt-14">
        <h2 id="about-how" className="text-2xl font-semibold text-ink">
          {t('about.how.title')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {teachingWays.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold text-ink">{t(`about.how.${key}.title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-muted">{t(`about.how.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="about-cta"
        className="mt-14 flex flex-col items-start gap-6 rounded-2xl bg-brand-50 p-8 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="about-cta" className="text-2xl font-semibold text-ink">
            {t('about.cta.title')}
          </h2>
          <p className="mt-2 text-ink-muted">{t('about.cta.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/courses" size="lg">
            {t('about.cta.courses')}
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outline">
            {t('about.cta.contact')}
          </ButtonLink>
        </div>
      </section>
    </PageFrame>
  );
}
