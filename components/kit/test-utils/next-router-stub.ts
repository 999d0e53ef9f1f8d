// Next's router exists only inside a Next app; the kit reads it for a list's path (the key
// its column choices are kept under) and for the navigation events the unsaved-changes guard
// holds. The kit's browser tests get this stand-in for `next/router` (vitest.config.mts
// aliases it), on a list page, that goes nowhere. An alias rather than a `vi.mock` in the
// setup file: a mock could lose the race with a test file's own imports, and the real router
// then failed to load (it reads `process.env`, which only Next's compiler fills in).
type Handler = (...args: unknown[]) => void
const handlers = new Map<string, Set<Handler>>()

const router = {
  pathname: '/projects/[project]/disks',
  asPath: '/projects/mock-project/disks',
  query: { project: 'mock-project' } as Record<string, string>,
  isReady: false,
  push: async (_url: string) => true,
  replace: async (_url: string) => true,
  prefetch: async () => {},
  beforePopState: () => {},
  events: {
    on: (type: string, handler: Handler) => {
      handlers.set(type, (handlers.get(type) ?? new Set()).add(handler))
    },
    off: (type: string, handler: Handler) => handlers.get(type)?.delete(handler),
    emit: (type: string, ...args: unknown[]) => handlers.get(type)?.forEach((h) => h(...args)),
  },
}

export default router
export const useRouter = () => router
