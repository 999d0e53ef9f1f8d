import type { ChartRow } from './oxql'

export type RangeStats = { current: number; average: number; peak: number }

/** The figures a chart's stat cards show: the latest, the mean and the largest; none without data. */
export function rangeStats(values: readonly number[]): RangeStats | undefined {
  const known = values.filter(Number.isFinite)
  if (known.length === 0) return undefined
  return {
    current: known[known.length - 1],
    average: known.reduce((sum, v) => sum + v, 0) / known.length,
    peak: Math.max(...known),
  }
}

/** A row's figure for the cards: its series added up, less those left out (idle vCPU time). */
export function rowFigure(
  row: ChartRow,
  series: readonly string[],
  leaveOut: readonly string[] = [],
) {
  return series
    .filter((s) => !leaveOut.includes(s))
    .reduce((sum, s) => sum + Number(row[s] ?? 0), 0)
}
