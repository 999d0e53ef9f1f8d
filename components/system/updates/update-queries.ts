import { PICKER_LIMIT } from '@/lib/api/picker-limit'
import { useApiQuery } from '@/lib/api/query'

/** One params shape per read, so the page, its sections and its dialogs share requests. */
export const useTargetRelease = () => useApiQuery('targetReleaseView', {})

export const useRepository = (systemVersion: string) =>
  useApiQuery('systemUpdateGetRepository', { path: { systemVersion } })

export const useTrustRoots = () =>
  useApiQuery('systemUpdateTrustRootList', { query: { limit: PICKER_LIMIT } })

export const useTrustRoot = (trustRootId: string) =>
  useApiQuery('systemUpdateTrustRootView', { path: { trustRootId } })
