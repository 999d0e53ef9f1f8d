import { pickerLimitNote, pickerTruncated } from '@/lib/api/picker-limit'

/** Said under a picker whose list stopped at the limit, so nothing is left out silently. */
export function PickerLimitNote({
  page,
  things,
  kept,
}: {
  page: { nextPage?: string | null } | undefined
  /** plural, e.g. "disks" */
  things: string
  /** which of them the picker offers, when it filters the page, e.g. "detached" */
  kept?: string
}) {
  if (!pickerTruncated(page)) return null
  return (
    <p role="status" className="text-xs text-muted-foreground">
      {pickerLimitNote(things, kept)}
    </p>
  )
}
