import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'
import * as op from '@/lib/api/ops'

/** One params shape per read, so the page, its sections and its dialogs share requests. */
export const useTargetRelease = () => useApiQuery(op.targetReleaseView, {})

export const useRepository = (systemVersion: string) =>
  useApiQuery(op.systemUpdateGetRepository, { path: { systemVersion } })

export const useTrustRoots = () =>
  useApiQuery(op.systemUpdateTrustRootList, { query: { limit: PICKER_LIMIT } })

export const useTrustRoot = (trustRootId: string) =>
  useApiQuery(op.systemUpdateTrustRootView, { path: { trustRootId } })
