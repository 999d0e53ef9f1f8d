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
  // marked as an ES module: the kit's default imports of these CommonJS modules then take
  // `default`, not the whole object
  return { __esModule: true, default: router, useRouter: () => router }
})

// Next's Link reads settings (process.env) that only Next's compiler fills in; the kit's
// links (the error pages' "Back to console") are plain anchors here.
vi.mock('next/link', async () => {
  const { createElement, forwardRef } = await import('react')
  type LinkProps = React.ComponentPropsWithoutRef<'a'> & { href: string; prefetch?: boolean }
  const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
    { prefetch: _prefetch, ...props },
    ref,
  ) {
    return createElement('a', { ...props, ref })
  })
  return { __esModule: true, default: Link }
})
