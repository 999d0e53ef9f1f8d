/**
 * Pickers (disks to attach, pools, images, VPCs …) ask for one page this large:
 * more than a project holds in practice. When more exist, the picker says so
 * (`components/ui/picker-limit-note.tsx`) rather than leave them out silently.
 */
export const PICKER_LIMIT = 1000

/** True when a picker's page left items out. */
export const pickerTruncated = (page: { nextPage?: string | null } | undefined) => !!page?.nextPage
