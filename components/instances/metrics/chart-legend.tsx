import { joinClasses } from '@/lib/core/join-classes'

// Whole class names, so Tailwind finds them; the colours are the ones the charts pass Tremor.
const SWATCH: Record<string, string> = {
  blue: 'bg-blue-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  violet: 'bg-violet-500',
}

/**
 * The chart's legend as a real list: Tremor's own puts its items in a `<div>` inside the
 * `<ol>`, which screen readers don't take for a list (axe: list, listitem). Colours repeat
 * as Tremor assigns them, series i taking colour i modulo the palette.
 */
export function ChartLegend({ series, colors }: { series: string[]; colors: string[] }) {
  return (
    <ul aria-label="Legend" className="mb-2 flex flex-wrap justify-end gap-x-4 gap-y-1 text-sm">
      {series.map((name, i) => (
        <li key={name} className="inline-flex items-center gap-1.5 text-muted-foreground">
          <span
            aria-hidden
            className={joinClasses(
              'size-2 rounded-full',
              SWATCH[colors[i % colors.length]] ?? 'bg-muted',
            )}
          />
          {name}
        </li>
      ))}
    </ul>
  )
}
