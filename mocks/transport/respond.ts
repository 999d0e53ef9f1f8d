import { HttpResponse, type JsonBodyType } from 'msw'
import { nowIso } from '../store/db'

/** Nexus answers creates with 201 Created. */
export const created = <T extends JsonBodyType>(body: T) =>
  HttpResponse.json<T>(body, { status: 201 })

/** Nexus answers actions that continue in the background (start, attach…) with 202. */
export const accepted = <T extends JsonBodyType>(body: T) =>
  HttpResponse.json<T>(body, { status: 202 })

/** Apply the fields of an update body that are present, and bump `time_modified`. */
export function applyUpdate<T extends { time_modified: string }>(
  row: T,
  changes: { [K in keyof T]?: T[K] | null },
) {
  for (const [k, v] of Object.entries(changes)) {
    if (v !== undefined && v !== null) (row as Record<string, unknown>)[k] = v
  }
  row.time_modified = nowIso()
  return row
}

export const stampNow = () => {
  const t = nowIso()
  return { time_created: t, time_modified: t }
}
