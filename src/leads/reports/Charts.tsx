/** L6: bar charts as inline SVG (no chart library): they print as they show, and the report's page carries them whole. */

export type Bar = { label: string; value: number; note?: string }

const ROW = 26
const WIDTH = 640
const LABEL = 150
const ROOM_FOR_FIGURE = 110

/** One horizontal bar per row, its figure after it. */
export function BarChart({ title, bars }: { title: string; bars: Bar[] }) {
  const most = Math.max(1, ...bars.map((bar) => bar.value))
  const length = (value: number) => Math.round(((WIDTH - LABEL - ROOM_FOR_FIGURE) * value) / most)
  const height = bars.length * ROW + 8
  return (
    <svg className="leads-chart" role="img" aria-label={title} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" style={{ maxWidth: WIDTH }}>
      <title>{title}</title>
      {bars.map((bar, index) => {
        const y = 4 + index * ROW
        return (
          <g key={`${bar.label}-${index}`}>
            <text x={0} y={y + 15} fontSize={13} fill="currentColor">
              {bar.label.length > 11 ? `${bar.label.slice(0, 10)}…` : bar.label}
            </text>
            <rect x={LABEL} y={y} width={length(bar.value)} height={ROW - 8} fill="#0b5394" />
            <text x={LABEL + length(bar.value) + 6} y={y + 15} fontSize={13} fill="currentColor">
              {bar.value}
              {bar.note ? `（${bar.note}）` : ''}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

const HOUR_WIDTH = 26
const HOURS_HEIGHT = 160

/** The 24 hours of the day as columns, the hours without scans left empty. */
export function HourChart({ title, perHour }: { title: string; perHour: { hour: number; scans: number }[] }) {
  const scans = new Map(perHour.map((one) => [one.hour, one.scans]))
  const most = Math.max(1, ...perHour.map((one) => one.scans))
  const width = 24 * HOUR_WIDTH
  const top = 16
  const base = HOURS_HEIGHT - 20
  return (
    <svg
      className="leads-chart"
      role="img"
      aria-label={title}
      viewBox={`0 0 ${width} ${HOURS_HEIGHT}`}
      width="100%"
      style={{ maxWidth: width }}
    >
      <title>{title}</title>
      {Array.from({ length: 24 }, (_, hour) => {
        const value = scans.get(hour) ?? 0
        const height = Math.round(((base - top) * value) / most)
        const x = hour * HOUR_WIDTH
        return (
          <g key={hour}>
            {value > 0 && <rect x={x + 3} y={base - height} width={HOUR_WIDTH - 6} height={height} fill="#0b5394" />}
            {value > 0 && (
              <text x={x + HOUR_WIDTH / 2} y={base - height - 3} fontSize={10} textAnchor="middle" fill="currentColor">
                {value}
              </text>
            )}
            <text x={x + HOUR_WIDTH / 2} y={HOURS_HEIGHT - 5} fontSize={10} textAnchor="middle" fill="currentColor">
              {hour}
            </text>
          </g>
        )
      })}
      <line x1={0} x2={width} y1={base} y2={base} stroke="currentColor" strokeWidth={1} />
    </svg>
  )
}
