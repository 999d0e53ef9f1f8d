/**
 * Pickers (disks to attach, pools, images, VPCs …) ask for one page this large:
 * more than a project holds in practice. When more exist, the image, disk and snapshot
 * pickers read on page by page as they are scrolled (`useLaterPages`,
 * lib/api/later-pages.ts); the others say so (`pickerLimitNote`,
 * `components/kit/forms/picker-limit-note.tsx`) rather than leave them out silently:
 * their search only sees what was fetched.
 */
export const PICKER_LIMIT = 1000

/** True when a picker's page left items out. */
export const pickerTruncated = (page: { nextPage?: string | null } | undefined) => !!page?.nextPage

/**
 * "Only the first 1,000 disks are listed." `kept` names the ones offered
 * when the picker filters the page ("detached").
 */
export function pickerLimitNote(things: string, kept?: string) {
  const first = `the first ${PICKER_LIMIT.toLocaleString('en-US')} ${things}`
  return kept ? `Only the ${kept} ones among ${first} are listed.` : `Only ${first} are listed.`
}
