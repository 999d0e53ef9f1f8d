import Link from 'next/link'
import type { ReactNode } from 'react'
import { Breadcrumbs } from './breadcrumbs'
import { DemoBanner } from './demo-banner'
import { SideNav } from './side-nav'
import { SystemSwitch, useIsNotFleetViewer } from './system-switch'
import { Forbidden } from '@/components/errors/forbidden'
import { SearchButton } from '@/components/search/search-button'
import { UserMenu } from './user-menu'
import { pb } from '@/lib/paths'
import type { Layout, RouteKey } from '@/lib/routes'

/**
 * The signed-in shell. Children render at once (not after the user loads) so
 * a page's own requests start together with the shell's.
 */
export function ConsoleLayout({
  layout,
  routeKey,
  params,
  children,
}: {
  layout: Layout
  routeKey: RouteKey
  params: Record<string, string>
  children: ReactNode
}) {
  // the system side's own requests start with this check, not after it; a user
  // without a fleet role sees one 403 page and the silo's navigation
  const refused = useIsNotFleetViewer() && layout === 'system'
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <DemoBanner />
      <header className="flex h-14 items-center justify-between gap-4 border-b px-4">
        <div className="flex items-center gap-4">
          <Link href={pb.projects()} className="font-semibold tracking-tight">
            Oxide Console
          </Link>
          <SystemSwitch current={layout === 'system' ? 'system' : 'silo'} />
        </div>
        <SearchButton project={params.project} />
        <UserMenu />
      </header>
      <div className="flex flex-1">
        <aside className="w-56 shrink-0 border-r bg-muted/30">
          <SideNav layout={refused ? 'silo' : layout} project={params.project} />
        </aside>
        <main id="main" className="min-w-0 flex-1 px-8 py-6">
          <Breadcrumbs routeKey={routeKey} params={params} />
          {refused ? <Forbidden /> : children}
        </main>
      </div>
    </div>
  )
}
