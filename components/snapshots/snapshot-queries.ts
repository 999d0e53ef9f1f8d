import { snapshotSettling } from '@/lib/api/poll'
import { useApiQuery } from '@/lib/api/query'

/** One snapshot by name, looked at again while it is still being made. */
export const useSnapshot = (project: string, snapshot: string) =>
  useApiQuery(
    'snapshotView',
    { path: { snapshot }, query: { project } },
    { pollWhile: (s) => snapshotSettling(s.state) },
  )
