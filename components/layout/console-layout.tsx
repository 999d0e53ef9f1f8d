import { IntentLink } from '@/components/ui/intent-link'
import type { ReactNode } from 'react'
import { Breadcrumbs } from './breadcrumbs'
import { ConnectionWatch } from './connection-watch'
import { DemoBanner } from './demo-banner'
import { NavDrawer } from './nav-drawer'
import { SideNav } from './side-nav'
import { SystemSwitch, useIsNotFleetViewer } from './system-switch'
import { Forbidden } from '@/components/kit/errors/forbidden'
import { SearchButton } from '@/components/search/search-button'
import { UserMenu } from './user-menu'
import { pb } from '@/lib/core/paths'
import type { Layout, RouteKey } from '@/lib/core/routes'

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
  const nav = (
    <SideNav layout={refused ? 'silo' : layout} project={params.project} routeKey={routeKey} />
  )
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2"
      >
        Skip to content
      </a>
      <DemoBanner />
      <ConnectionWatch />
      <header className="flex h-14 items-center justify-between gap-2 border-b px-2 sm:gap-4 sm:px-4">
        <div className="flex min-w-0 items-center gap-2 sm:gap-4">
          <NavDrawer>{nav}</NavDrawer>
          <IntentLink href={pb.projects()} className="truncate font-semibold tracking-tight">
            Oxide Console
          </IntentLink>
          <SystemSwitch current={layout === 'system' ? 'system' : 'silo'} />
        </div>
        <SearchButton routeKey={routeKey} params={params} />
        <UserMenu />
      </header>
      <div className="flex flex-1">
        {/* below md the navigation lives in the top bar's drawer */}
        <aside className="hidden w-56 shrink-0 border-r bg-muted/30 md:block">{nav}</aside>
        <main id="main" className="min-w-0 flex-1 px-4 py-4 md:px-8 md:py-6">
          <Breadcrumbs routeKey={routeKey} params={params} />
          {refused ? <Forbidden /> : children}
        </main>
      </div>
    </div>
  )
}
