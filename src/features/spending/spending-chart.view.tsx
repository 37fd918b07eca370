import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarGroup } from '@visx/shape';
import { useLayoutEffect, useRef, useState } from 'react';
import { formatJackpot, money } from '../../../core/domain/money';
import type { SpendingMonth } from '../../../core/domain/spending';
import { SERIES, type Series } from './spending-format';

export interface SpendingChartProps {
  readonly months: readonly SpendingMonth[];
  /** The chart's figures in words: the SVG is one image for assistive technology. */
  readonly label: string;
  readonly monthLabel: (month: string) => string;
}

/** Drawn at the box's own width in pixels, so the labels keep their size on a phone. */
const DEFAULT_WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { top: 12, right: 24, bottom: 36, left: 64 };
const INNER_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** The axis reaches at least 10 € (cents), so its steps are whole euros even in a quiet year. */
const MIN_TOP = 1000;

type Row = { month: string } & Record<Series, number>;

/** "50 €", "1.200 €": axis ticks in whole euros (the steps are whole euros). */
const euros = (cents: number) => formatJackpot(money(Math.round(cents)));

function useBoxWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => setWidth(Math.max(280, Math.round(box.getBoundingClientRect().width)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Grouped bars per month (Einsätze, Gewinne, Einzahlungen) drawn with visx's scales and bar
 * group into an SVG as wide as its box; the axes are plain lines and text. Loaded lazily: only
 * the spending page needs it.
 */
export default function SpendingChart({ months, label, monthLabel }: SpendingChartProps) {
  const [box, width] = useBoxWidth();
  const innerWidth = width - MARGIN.left - MARGIN.right;
  // Narrower boxes name every second or third month (this month always); the bars stay.
  const step = width < 480 ? 3 : width < 640 ? 2 : 1;
  const named = months.filter((_, i) => i % step === (months.length - 1) % step);
  const rows: Row[] = months.map((m) => ({
    month: m.month,
    stakes: m.stakes.fractional,
    winnings: m.winnings.fractional,
    deposits: m.deposits.fractional,
  }));
  const top = Math.max(MIN_TOP, ...rows.flatMap((r) => SERIES.map((s) => r[s])));
  const x0 = scaleBand<string>({ domain: rows.map((r) => r.month), range: [0, innerWidth], padding: 0.2 });
  const x1 = scaleBand<Series>({ domain: [...SERIES], range: [0, x0.bandwidth()], padding: 0.08 });
  const y = scaleLinear<number>({ domain: [0, top], range: [INNER_HEIGHT, 0], nice: 5 });

  return (
    <div ref={box}>
      <svg
        role="img"
        aria-label={label}
        className="tw-spending-chart"
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        data-testid="spending-chart"
      >
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(5).map((tick) => (
            <g key={tick} transform={`translate(0, ${y(tick)})`}>
              <line className="tw-spending-chart__grid" x1={0} x2={innerWidth} />
              <text className="tw-spending-chart__tick" x={-8} dy="0.32em" textAnchor="end">
                {euros(tick)}
              </text>
            </g>
          ))}
          <BarGroup<Row, Series>
            data={rows}
            keys={[...SERIES]}
            height={INNER_HEIGHT}
            x0={(r) => r.month}
            x0Scale={x0}
            x1Scale={x1}
            yScale={y}
            color={() => 'currentColor'}
          >
            {(groups) =>
              groups.map((group) => (
                <Group key={rows[group.index]!.month} left={group.x0}>
                  {group.bars.map((bar) => (
                    <rect
                      key={bar.key}
                      className={`tw-spending-chart__bar tw-spending-chart__bar--${bar.key}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={Math.max(0, bar.height)}
                    />
                  ))}
                </Group>
              ))
            }
          </BarGroup>
          <line className="tw-spending-chart__axis" x1={0} x2={innerWidth} y1={INNER_HEIGHT} y2={INNER_HEIGHT} />
          {named.map(({ month }) => (
            <text
              key={month}
              className="tw-spending-chart__tick"
              x={(x0(month) ?? 0) + x0.bandwidth() / 2}
              y={INNER_HEIGHT + 22}
              textAnchor="middle"
            >
              {monthLabel(month)}
            </text>
          ))}
        </Group>
      </svg>
    </div>
  );
}
