import type { CourseVideoInsight } from '@academy/contract/videos';
import { useTranslation } from 'react-i18next';
import { ChartGridline } from '../../../components/ui/chart-gridline';
import { formatDigits } from '../../../lib/digits';
import { useLanguage } from '../../../lib/i18n';
import { clockTime } from '../model/video-time';

type Video = CourseVideoInsight['videos'][number];

const WIDTH = 480;
const HEIGHT = 150;
const LEFT = 36;
const TOP = 8;
const AXIS = 20;

/**
 * Where viewers stop: the share of a video's viewers who watched each point of it, as an inline
 * SVG line (hidden from screen readers) with the same figures in a table under a disclosure.
 */
export function RetentionChart({ video }: { video: Video }) {
  const { t } = useTranslation('videos');
  const language = useLanguage();
  const n = (value: number) => formatDigits(value, language);
  const at = (seconds: number) => formatDigits(clockTime(seconds), language);
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - AXIS - TOP;
  const xOf = (seconds: number) => LEFT + (seconds / video.duration_seconds) * plotWidth;
  const yOf = (percent: number) => TOP + plotHeight - (percent / 100) * plotHeight;
  const points = video.retention.map((point) => `${xOf(point.at_seconds)},${yOf(point.percent)}`);
  const first = video.retention[0];
  const last = video.retention.at(-1);
  const area =
    first && last
      ? `M${xOf(first.at_seconds)},${yOf(0)} L${points.join(' L')} L${xOf(last.at_seconds)},${yOf(0)} Z`
      : '';
  const end = last ? last.percent : 0;

  return (
    <figure className="space-y-2">
      <figcaption className="text-sm text-ink-muted">
        {t('insight.retentionSummary', { value: n(end) })}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        aria-hidden="true"
        focusable="false"
        data-testid="retention-chart"
      >
        {[0, 50, 100].map((tick) => (
          <ChartGridline
            key={tick}
            y={yOf(tick)}
            left={LEFT}
            right={WIDTH}
            label={`${n(tick)}%`}
            isBase={tick === 0}
          />
        ))}
        {area && <path d={area} className="fill-brand-100" />}
        {points.length > 0 && (
          <polyline
            points={points.join(' ')}
            fill="none"
            strokeWidth={2}
            className="stroke-brand-600"
          />
        )}
        <text x={LEFT} y={HEIGHT - 4} className="fill-slate-600 text-[10px]">
          {at(0)}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} textAnchor="end" className="fill-slate-600 text-[10px]">
          {at(video.duration_seconds)}
        </text>
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">
          {t('insight.retentionTable')}
        </summary>
        <div className="mt-2 rounded-lg border border-line">
          <table className="w-full text-start">
            <caption className="sr-only">
              {t('insight.retentionCaption', { title: video.lesson_title })}
            </caption>
            <thead>
              <tr className="border-b border-line bg-canvas">
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('insight.moment')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('insight.stillWatching')}
                </th>
              </tr>
            </thead>
            <tbody>
              {video.retention.map((point) => (
                <tr key={point.at_seconds} className="border-b border-line last:border-0">
                  <th scope="row" className="px-3 py-1 text-start font-normal">
                    {at(point.at_seconds)}
                  </th>
                  <td className="px-3 py-1 text-end">
                    {t('insight.pointValue', {
                      percent: n(point.percent),
                      viewers: n(point.viewers),
                      count: point.viewers,
                    })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
