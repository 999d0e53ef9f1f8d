import { useQuery } from '@tanstack/react-query'
import type { Snapshot } from '@/lib/api/__generated__/Api'
import type { ApiError } from '@/lib/api/errors'
import { pollWhile, snapshotSettling } from '@/lib/api/poll'
import { apiq } from '@/lib/api/query'

/** One snapshot by name, looked at again while it is still being made. */
export function useSnapshot(project: string, snapshot: string) {
  return useQuery<Snapshot, ApiError>({
    ...apiq('snapshotView', { path: { snapshot }, query: { project } }),
    refetchInterval: pollWhile((s) => snapshotSettling(s.state)),
  })
}
