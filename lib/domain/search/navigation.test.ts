import { describe, expect, it } from 'vitest'
import { navigationEntries } from './navigation'

const find = (entries: ReturnType<typeof navigationEntries>, name: string) =>
  entries.filter((e) => e.name === name)

describe('navigationEntries', () => {
  it('offers the current project’s pages and create actions at its URLs', () => {
    const entries = navigationEntries({ project: 'mock-project', fleetViewer: false })
    expect(find(entries, 'Floating IPs')).toEqual([
      expect.objectContaining({
        kind: 'page',
        href: '/projects/mock-project/floating-ips',
        context: 'mock-project',
      }),
    ])
    expect(find(entries, 'New instance')).toEqual([
      expect.objectContaining({ kind: 'action', href: '/projects/mock-project/instances-new' }),
    ])
  })

  it('offers no project pages outside a project, but the silo’s and settings', () => {
    const entries = navigationEntries({ project: undefined, fleetViewer: false })
    expect(find(entries, 'Floating IPs')).toEqual([])
    expect(find(entries, 'New instance')).toEqual([])
    expect(find(entries, 'Projects')).toEqual([
      expect.objectContaining({ kind: 'page', href: '/projects', context: 'Silo' }),
    ])
    expect(find(entries, 'New project')).toEqual([
      expect.objectContaining({ kind: 'action', href: '/projects-new' }),
    ])
    expect(find(entries, 'SSH Keys')).toEqual([
      expect.objectContaining({ href: '/settings/ssh-keys', context: 'Settings' }),
    ])
  })

  it('offers system pages and actions only to fleet viewers', () => {
    expect(find(navigationEntries({ fleetViewer: false }), 'Silos')).toEqual([])
    expect(find(navigationEntries({ fleetViewer: false }), 'New silo')).toEqual([])
    const fleet = navigationEntries({ fleetViewer: true })
    expect(find(fleet, 'Silos')).toEqual([
      expect.objectContaining({ kind: 'page', href: '/system/silos', context: 'System' }),
    ])
    expect(find(fleet, 'New silo')).toEqual([
      expect.objectContaining({ kind: 'action', href: '/system/silos-new' }),
    ])
  })

  it('never offers sign-in pages, redirects or pages needing other params', () => {
    const all = navigationEntries({ project: 'p', fleetViewer: true })
    const hrefs = all.map((e) => e.href)
    expect(hrefs).not.toContain('/')
    expect(hrefs.some((h) => h.startsWith('/login'))).toBe(false)
    expect(hrefs.some((h) => h.includes('['))).toBe(false)
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length)
  })
})
