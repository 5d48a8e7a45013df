import type { CourseInsight } from '@academy/contract/authoring';
import { useTranslation } from 'react-i18next';
import { ChartGridline } from '../../../components/ui/chart-gridline';
import { formatDigits } from '../../../lib/digits';
import { perLanguage } from '../../../lib/format';
import { useLanguage, type Language } from '../../../lib/i18n';

const WIDTH = 480;
const HEIGHT = 160;
const AXIS = 20;
/** Room for the y-axis' numbers at the left. */
const LEFT = 32;
const GAP = 6;

/** Whole-number ticks of the y-axis: 0, the middle when it is a whole number apart, the top. */
export function enrolmentTicks(max: number): number[] {
  const middle = Math.round(max / 2);
  return [...new Set([0, ...(middle > 0 && middle < max ? [middle] : []), max])];
}

const weekFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);
const shortDate = (weekStart: string, language: Language) =>
  weekFormat(language).format(new Date(`${weekStart}T00:00:00Z`));

/**
 * Enrolments per week as an inline SVG bar chart (no chart library) with a y-axis of whole
 * enrolments: each bar has its own title, and the same numbers are listed for screen readers.
 */
export function EnrolmentChart({ weeks }: { weeks: CourseInsight['enrolments_by_week'] }) {
  const { t } = useTranslation('authoring');
  const language = useLanguage();
  const max = Math.max(1, ...weeks.map((week) => week.enrolments));
  const total = weeks.reduce((sum, week) => sum + week.enrolments, 0);
  const plotWidth = WIDTH - LEFT;
  const barWidth = weeks.length > 0 ? (plotWidth - GAP * (weeks.length - 1)) / weeks.length : 0;
  const plotHeight = HEIGHT - AXIS;
  const yOf = (value: number) => plotHeight - (value / max) * (plotHeight - 8);

  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-ink">{t('insight.enrolmentsTitle')}</span>
        <span className="text-sm text-ink-muted">
          {t('insight.enrolmentsSummary', { value: formatDigits(total, language) })}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
      >
        {enrolmentTicks(max).map((tick) => (
          <ChartGridline
            key={tick}
            y={yOf(tick)}
            left={LEFT}
            right={WIDTH}
            label={formatDigits(tick, language)}
            isBase={tick === 0}
            testId="enrolment-axis-tick"
          />
        ))}
        <line x1={LEFT} y1={8} x2={LEFT} y2={plotHeight} className="stroke-slate-300" />
        {weeks.map((week, index) => {
          const height = week.enrolments === 0 ? 2 : plotHeight - yOf(week.enrolments);
          const x = LEFT + index * (barWidth + GAP);
          return (
            <g key={week.week_start}>
              <rect
                x={x}
                y={plotHeight - height}
                width={barWidth}
                height={height}
                rx={3}
                className={week.enrolments === 0 ? 'fill-slate-200' : 'fill-brand-600'}
              >
                <title>
                  {t('insight.weekBar', {
                    date: shortDate(week.week_start, language),
                    value: formatDigits(week.enrolments, language),
                  })}
                </title>
              </rect>
              {index % 3 === 0 && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 4}
                  textAnchor="middle"
                  className="fill-slate-600 text-[10px]"
                >
                  {shortDate(week.week_start, language)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="sr-only">
        {weeks.map((week) => (
          <li key={week.week_start}>
            {t('insight.weekBar', {
              date: shortDate(week.week_start, language),
              value: formatDigits(week.enrolments, language),
            })}
          </li>
        ))}
      </ul>
    </figure>
  );
}
