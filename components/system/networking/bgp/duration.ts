/** How long a session has been in its state, to the two largest units: `1 h 5 min`. */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000))
  const units: [string, number][] = [
    ['d', Math.floor(s / 86400)],
    ['h', Math.floor(s / 3600) % 24],
    ['min', Math.floor(s / 60) % 60],
    ['s', s % 60],
  ]
  const first = units.findIndex(([, n]) => n > 0)
  if (first === -1) return '0 s'
  return units
    .slice(first, first + 2)
    .filter(([, n]) => n > 0)
    .map(([unit, n]) => `${n} ${unit}`)
    .join(' ')
}
