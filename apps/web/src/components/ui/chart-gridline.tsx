/**
 * One horizontal line of an inline SVG chart, across the plot from `left` to `right` at `y`, with
 * its value written left of the plot; the base line (`isBase`) is drawn darker.
 */
export function ChartGridline({
  y,
  left,
  right,
  label,
  isBase,
  testId,
}: {
  y: number;
  left: number;
  right: number;
  label: string;
  isBase: boolean;
  testId?: string;
}) {
  return (
    <g data-testid={testId}>
      <line
        x1={left}
        x2={right}
        y1={y}
        y2={y}
        className={isBase ? 'stroke-slate-300' : 'stroke-slate-100'}
      />
      <text x={left - 6} y={y + 4} textAnchor="end" className="fill-slate-600 text-[10px]">
        {label}
      </text>
    </g>
  );
}
