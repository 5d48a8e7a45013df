import { useTranslation } from 'react-i18next';
import { formatDigits } from '../../../../lib/digits';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { barHeights } from '../../model/chart-scale';

type Day = { date: string; value: number; label: string };

type DayChartProps = {
  title: string;
  days: Day[];
  /** Tailwind fill class of the bars. */
  color: string;
  formatAxis?: (value: number) => string;
};

const WIDTH = 720;
const HEIGHT = 200;
const LEFT = 64;
const BOTTOM = 24;

/**
 * A bar per day as inline SVG (no chart library). Screen readers get the same numbers as a
 * table; each bar also carries its value as a tooltip title. The last day is dated, then every
 * seventh day before it, so no two dates sit close enough to overlap, even on a phone.
 */
export function DayChart({ title, days, color, formatAxis }: DayChartProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const plotHeight = HEIGHT - BOTTOM;
  const { max, heights } = barHeights(
    days.map((day) => day.value),
    plotHeight - 8,
  );
  const slot = (WIDTH - LEFT) / Math.max(1, days.length);
  const axis = formatAxis ?? ((value: number) => formatDigits(value, language));
  const shortDate = (date: string) =>
    formatDate(`${date}T00:00:00+06:00`, language).split(' ').slice(0, 2).join(' ');

  return (
    <figure className="rounded-xl border border-line bg-surface p-5 shadow-sm">
      <figcaption className="text-sm font-semibold text-ink">{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-4 h-auto w-full" aria-hidden="true">
        {[0, 0.5, 1].map((fraction) => {
          const y = plotHeight - fraction * (plotHeight - 8);
          return (
            <g key={fraction}>
              <line x1={LEFT} x2={WIDTH} y1={y} y2={y} className="stroke-slate-200" />
              <text x={LEFT - 8} y={y + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
                {axis(Math.round(max * fraction))}
              </text>
            </g>
          );
        })}
        {days.map((day, index) => {
          const height = heights[index] ?? 0;
          const x = LEFT + index * slot + slot * 0.15;
          return (
            <g key={day.date}>
              <rect
                x={x}
                y={plotHeight - height}
                width={slot * 0.7}
                height={height}
                rx={2}
                className={color}
              >
                <title>{`${shortDate(day.date)}: ${day.label}`}</title>
              </rect>
              {(days.length - 1 - index) % 7 === 0 ? (
                <text
                  x={x + slot * 0.35}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  className="fill-slate-500 text-[11px]"
                >
                  {shortDate(day.date)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.date')}</th>
            <th scope="col">{t('overview.value')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDate(`${day.date}T00:00:00+06:00`, language)}</th>
              <td>{day.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
