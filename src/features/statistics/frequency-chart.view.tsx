import type { PoolView } from './statistics.view-model';

const STEP = 16;
const BAR = 12;
const HEIGHT = 160;
const TOP = 6;
const AXIS = 18;

/** Every number is labelled on small pools; on large ones the first and every fifth, so labels never overlap. */
const labelled = (n: number, view: PoolView): boolean => view.rows.length <= 12 || n === view.pool.from || n % 5 === 0;

/**
 * A bar per number, drawn from the data (no chart library): an image for assistive technology
 * whose `label` says what it shows; the table next to it holds every value.
 */
export function FrequencyChart({ view, label, testId }: { view: PoolView; label: string; testId: string }) {
  const width = view.rows.length * STEP;
  const scale = (count: number) => (count / view.maxCount) * HEIGHT;
  const expectedY = TOP + HEIGHT - scale(view.expected);
  return (
    <svg
      className="tw-statistics__chart"
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${width} ${TOP + HEIGHT + AXIS}`}
      width={width}
      height={TOP + HEIGHT + AXIS}
    >
      <line className="tw-statistics__axis" x1={0} x2={width} y1={TOP + HEIGHT} y2={TOP + HEIGHT} />
      {view.rows.map((row, index) => {
        const height = scale(row.count);
        const x = index * STEP + (STEP - BAR) / 2;
        return (
          <g key={row.number}>
            <rect className="tw-statistics__bar" x={x} y={TOP + HEIGHT - height} width={BAR} height={height} />
            {labelled(row.number, view) && (
              <text className="tw-statistics__tick" x={x + BAR / 2} y={TOP + HEIGHT + 13} textAnchor="middle">
                {row.number}
              </text>
            )}
          </g>
        );
      })}
      {view.most && <line className="tw-statistics__expected" x1={0} x2={width} y1={expectedY} y2={expectedY} />}
    </svg>
  );
}
