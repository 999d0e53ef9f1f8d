import { vi } from 'vitest'

// Next's router exists only inside a Next app; the kit reads it for a list's path (the key
// its column choices are kept under) and for the navigation events the unsaved-changes guard
// holds. Every kit test gets this stand-in, on a list page, that goes nowhere.
vi.mock('next/router', () => {
  type Handler = (...args: unknown[]) => void
  const handlers = new Map<string, Set<Handler>>()
  const router = {
    pathname: '/projects/[project]/disks',
    asPath: '/projects/mock-project/disks',
    query: { project: 'mock-project' },
    push: async () => true,
    replace: async () => true,
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
  return { default: router, useRouter: () => router }
})
