import { useApiQuery } from '@/lib/api/query'
import { snapshotSettling } from '@/lib/domain/snapshot'
import * as op from '@/lib/api/ops'

/** One snapshot by name, looked at again while it is still being made. */
export const useSnapshot = (project: string, snapshot: string) =>
  useApiQuery(
    op.snapshotView,
    { path: { snapshot }, query: { project } },
    { pollWhile: (s) => snapshotSettling(s.state) },
  )
