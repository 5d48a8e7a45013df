import {
  GROUP_OFFER_COURSE_ID,
  GROUP_OFFER_HEADLINE_PERCENT,
} from '@academy/contract/catalogue-rules';
import { maxSavingsPercent } from '@academy/contract/pricing';
import { useTranslation } from 'react-i18next';
import { useMetaDescription } from '../../pages/hooks/use-meta-description';
import { useCourse } from '../api/get-course';
import { Benefits } from '../components/home/benefits';
import { EnrolCta } from '../components/home/enrol-cta';
import { FeaturedCourses } from '../components/home/featured-courses';
import { GroupBanner } from '../components/home/group-banner';
import { GroupPricing } from '../components/home/group-pricing';
import { HomeFaq } from '../components/home/home-faq';
import { HomeHero } from '../components/home/home-hero';
import { StatsStrip } from '../components/home/stats-strip';

/** /, the home page. */
export function HomePage() {
  const { t } = useTranslation('catalogue');
  const groupCourse = useCourse(String(GROUP_OFFER_COURSE_ID));
  const tiers = groupCourse.data?.price_tiers;
  const savingsPercent =
    tiers && tiers.length > 0 ? maxSavingsPercent(tiers) : GROUP_OFFER_HEADLINE_PERCENT;
  useMetaDescription(t('home.metaDescription'));

  return (
    <>
      <title>{t('home.documentTitle')}</title>
      <HomeHero />
      <GroupBanner savingsPercent={savingsPercent} />
      <FeaturedCourses />
      <Benefits />
      <GroupPricing
        courseId={GROUP_OFFER_COURSE_ID}
        courseTitle={groupCourse.data?.course_title}
        tiers={tiers}
        savingsPercent={savingsPercent}
        isPending={groupCourse.isPending}
        isError={groupCourse.isError}
      />
      <StatsStrip />
      <EnrolCta />
      <HomeFaq />
    </>
  );
}
