import { PICKER_LIMIT, pickerTruncated } from '@/lib/api/picker-limit'

const count = new Intl.NumberFormat('en-US').format(PICKER_LIMIT)

/** Said under a picker whose list stopped at the limit, so nothing is left out silently. */
export function PickerLimitNote({
  page,
  things,
}: {
  page: { nextPage?: string | null } | undefined
  /** plural, e.g. "disks" */
  things: string
}) {
  if (!pickerTruncated(page)) return null
  return (
    <p role="status" className="text-xs text-muted-foreground">
      Only the first {count} {things} are listed.
    </p>
  )
}
