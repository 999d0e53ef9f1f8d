import type { InfiniteData } from '@tanstack/react-query'
import type { AuditLogEntry, AuditLogEntryResultsPage } from '@/lib/api/__generated__/Api'

export type AuditPages = InfiniteData<AuditLogEntryResultsPage, string | undefined>

/**
 * The loaded pages with newer entries (oldest first, as the tail asks for
 * them) added at the top, newest first. The tail's start is inclusive, so
 * entries already shown come back and are skipped by id.
 */
export function prependEntries(
  data: AuditPages | undefined,
  newer: readonly AuditLogEntry[],
): AuditPages | undefined {
  if (!data || data.pages.length === 0 || newer.length === 0) return data
  const [first, ...rest] = data.pages
  const shown = new Set(first.items.map((e) => e.id))
  const fresh = newer.filter((e) => !shown.has(e.id)).reverse()
  if (fresh.length === 0) return data
  return { ...data, pages: [{ ...first, items: [...fresh, ...first.items] }, ...rest] }
}
