import type { DiskState, InstanceState, SnapshotState } from './__generated__/Api'

/**
 * The one polling policy. Screens poll only while what they show is on its way
 * somewhere by itself; a failing poll backs off by the length of the outage
 * (so the gaps roughly double), never waits longer than the cap, and stops
 * after a long outage, leaving the "refresh failed" notice and its Retry.
 * A hidden tab doesn't poll: TanStack Query's interval skips its fetch while
 * the page isn't visible (`refetchIntervalInBackground` stays false).
 */
export const POLL_INTERVAL_MS = 2000
export const POLL_MAX_INTERVAL_MS = 30_000
export const POLL_GIVE_UP_AFTER_MS = 10 * 60_000

/** What the policy reads of a TanStack query's state. */
export type PollState<T> = {
  data: T | undefined
  dataUpdatedAt: number
  errorUpdatedAt: number
}

/** The next interval for a query, or false to stop polling. */
export function pollInterval<T>(
  state: PollState<T>,
  busy: (data: T) => boolean,
  now = Date.now(),
): number | false {
  if (state.data === undefined || !busy(state.data)) return false
  const failing = state.errorUpdatedAt > state.dataUpdatedAt
  if (!failing) return POLL_INTERVAL_MS
  const outage = now - state.dataUpdatedAt
  if (outage > POLL_GIVE_UP_AFTER_MS) return false
  return Math.min(POLL_MAX_INTERVAL_MS, Math.max(POLL_INTERVAL_MS, outage))
}

/** `refetchInterval` for TanStack Query: poll while `busy(data)`. */
export const pollWhile =
  <T>(busy: (data: T) => boolean) =>
  (query: { state: PollState<T> }) =>
    pollInterval(query.state, busy)

// States a resource leaves by itself. The rest wait for someone: a disk in
// `import_ready` or `importing_from_bulk_writes` moves only when its uploader
// writes, stops or finalizes, so polling it would never end.

const settlingInstanceStates: readonly InstanceState[] = [
  'creating',
  'starting',
  'stopping',
  'rebooting',
]

const settlingDiskStates: readonly DiskState['state'][] = [
  'creating',
  'attaching',
  'detaching',
  'importing_from_url',
  'finalizing',
]

const settlingSnapshotStates: readonly SnapshotState[] = ['creating']

export const instanceSettling = (state: InstanceState) => settlingInstanceStates.includes(state)
export const diskSettling = (state: DiskState['state']) => settlingDiskStates.includes(state)
export const snapshotSettling = (state: SnapshotState) => settlingSnapshotStates.includes(state)

/**
 * A disk being filled to become an image: between its creation and the image
 * it moves only as its uploader (in this tab, another, or the CLI) goes on.
 */
const importingDiskStates: readonly DiskState['state'][] = [
  'import_ready',
  'importing_from_url',
  'importing_from_bulk_writes',
  'finalizing',
]

/**
 * How long an import is watched after it began. An upload abandoned half way
 * leaves its disk in an import state for good; watching it past this would
 * poll forever.
 */
export const IMPORT_WATCH_MS = 60 * 60_000

export const diskImporting = (state: DiskState['state']) => importingDiskStates.includes(state)

/** An import still worth watching at `now`: begun within the watch. */
export const importUnderway = (disk: { state: DiskState; timeCreated: Date }, now = Date.now()) =>
  diskImporting(disk.state.state) && now - disk.timeCreated.getTime() < IMPORT_WATCH_MS
