import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar, Line } from "@visx/shape";
import { useAdminNumberFormat } from "~/components/admin/use-section-messages";
import { useTexts } from "~/i18n/use-texts";
import { fill } from "~/i18n/fill";
import { useDayFormat } from "./day-format";

// One measure per day as bars, drawn by visx as plain SVG on the server: it
// shows before JavaScript, moves nothing (nothing to reduce for reduced motion), and scales to its
// box through the viewBox (one column at 375 px). The text alternative says the total and the
// busiest day; the numbers themselves sit in a table under a <details>.

const WIDTH = 320;
const HEIGHT = 160;
const MARGIN = { top: 10, right: 10, bottom: 24, left: 40 };
const INNER_W = WIDTH - MARGIN.left - MARGIN.right;
const INNER_H = HEIGHT - MARGIN.top - MARGIN.bottom;

/** Gray-700 on white, 10:1; the axis and grid in gray-500 / gray-200. */
const LABEL = { fill: "#374151", fontFamily: "inherit", fontSize: 11 } as const;

export interface ChartPoint {
  day: string;
  value: number;
}

/** The busiest day (the first of equals), or null when nothing was counted. */
export function peakOf(points: ChartPoint[]): ChartPoint | null {
  let peak: ChartPoint | null = null;
  for (const p of points) if (p.value > 0 && (!peak || p.value > peak.value)) peak = p;
  return peak;
}

/** Whole-number ticks from 0 to the scale's top: never "0.5 views". */
function countTicks(top: number): number[] {
  if (top <= 4) return Array.from({ length: top + 1 }, (_, i) => i);
  return scaleLinear({ domain: [0, top] })
    .ticks(4)
    .filter(Number.isInteger);
}

/** The first, middle and last days: enough to read a period without crowding a phone. */
function dayTicks(days: string[]): string[] {
  return [
    ...new Set([days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]]),
  ].filter((d): d is string => d !== undefined);
}

function Bars({ id, points }: { id: string; points: ChartPoint[] }) {
  const formatNumber = useAdminNumberFormat();
  const formatDay = useDayFormat();
  const days = points.map((p) => p.day);
  const x = scaleBand({ domain: days, range: [0, INNER_W], padding: 0.2 });
  const y = scaleLinear({
    domain: [0, Math.max(1, ...points.map((p) => p.value))],
    range: [INNER_H, 0],
    nice: true,
    round: true,
  });
  const ticks = countTicks(y.domain()[1] ?? 1);
  const labelled = dayTicks(days);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-auto overflow-visible"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {ticks.map((tick) => (
          <Line
            key={tick}
            from={{ x: 0, y: y(tick) }}
            to={{ x: INNER_W, y: y(tick) }}
            stroke="#e5e7eb"
          />
        ))}
        {points.map((p) => {
          const top = y(p.value);
          return (
            <Bar
              key={p.day}
              x={x(p.day) ?? 0}
              y={top}
              width={Math.max(1, x.bandwidth())}
              height={INNER_H - top}
              className="fill-brand"
            />
          );
        })}
        <AxisLeft
          scale={y}
          tickValues={ticks}
          tickFormat={(v) => formatNumber(Number(v))}
          hideTicks
          hideAxisLine
          tickLabelProps={{ ...LABEL, dx: -4 }}
        />
        <AxisBottom
          top={INNER_H}
          scale={x}
          tickValues={labelled}
          tickFormat={(d) => formatDay(String(d))}
          stroke="#6b7280"
          tickStroke="#6b7280"
          tickLength={4}
          tickLabelProps={(_, i, all) => ({
            ...LABEL,
            // The outer labels inside the box: a 90-day chart's end bars sit at its edges.
            textAnchor:
              labelled.length > 1 && i === 0
                ? "start"
                : i === all.length - 1 && i > 0
                  ? "end"
                  : "middle",
          })}
        />
      </Group>
    </svg>
  );
}

/** One measure's chart, its text alternative and its numbers per day. */
export function SeriesChart({
  id,
  measure,
  points,
}: {
  id: string;
  /** The measure's name, in the admin's language. */
  measure: string;
  points: ChartPoint[];
}) {
  const t = useTexts("adminSections").insights;
  const formatNumber = useAdminNumberFormat();
  const formatDay = useDayFormat();
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const peak = peakOf(points);
  const title = fill(t.chartTitle, { measure });
  return (
    <figure className="flex flex-col gap-2 rounded-lg border border-gray-200 bg-white p-3">
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        {title}
      </h3>
      <p id={`${id}-desc`} className="text-sm text-gray-700">
        {peak
          ? fill(t.chartSummary, {
              total: formatNumber(total),
              day: formatDay(peak.day, "long"),
              peak: formatNumber(peak.value),
            })
          : t.chartEmpty}
      </p>
      {/* Nothing counted: the sentence says so, and an empty chart would say no more. */}
      {peak && (
        <>
          <Bars id={id} points={points} />
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-brand-dark underline underline-offset-2">
              {t.chartData}
            </summary>
            <table className="mt-2 w-full text-left">
              <caption className="sr-only">{title}</caption>
              <thead className="text-gray-700">
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    {t.day}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {measure}
                  </th>
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.day} className="border-t border-gray-100">
                    <th scope="row" className="py-1 pr-3 font-normal text-ink">
                      <time dateTime={p.day}>{formatDay(p.day)}</time>
                    </th>
                    <td className="py-1 text-right text-ink">{formatNumber(p.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  );
}

const SERIES = ["views", "searches", "whatsapp", "enquiries"] as const;

/** Small multiples: one chart per measure, two abreast where there is room. */
export function SeriesCharts({
  series,
}: {
  series: ({ day: string } & Record<(typeof SERIES)[number], number>)[];
}) {
  const t = useTexts("adminSections").insights;
  return (
    <section aria-labelledby="insights-charts" className="flex flex-col gap-3">
      <h2 id="insights-charts" className="text-xl font-bold text-ink">
        {t.chartsTitle}
      </h2>
      <div className="grid items-start gap-3 md:grid-cols-2">
        {SERIES.map((key) => (
          <SeriesChart
            key={key}
            id={`insights-chart-${key}`}
            measure={t.measures[key]}
            points={series.map((p) => ({ day: p.day, value: p[key] }))}
          />
        ))}
      </div>
    </section>
  );
}
