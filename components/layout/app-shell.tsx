import type { AppProps } from 'next/app'
import Head from 'next/head'
import Router, { useRouter } from 'next/router'
import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ErrorBoundary } from '@/components/kit/errors/error-boundary'
import dynamic from 'next/dynamic'
import { loadConsoleLayout } from '@/components/layout/load-console-layout'
import { PublicLayout } from '@/components/layout/public-layout'
import { ThemeSync } from '@/components/kit/theme/theme-sync'
import { ToasterHost } from '@/components/kit/toaster-host'
import { pageQueryClient } from '@/lib/api/query'
import { keepScrollUnderPanels } from '@/lib/core/panel-scroll'
import { documentTitle, routeKeyForPattern, routes } from '@/lib/core/routes'

// The boot (components/layout/boot.tsx) asks for this chunk as soon as the address names a
// page inside the shell; the sign-in pages never load the shell's menus.
const ConsoleLayout = dynamic(() => loadConsoleLayout().then((m) => m.ConsoleLayout))

function stringParams(query: Record<string, string | string[] | undefined>) {
  return Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string'),
  )
}

/** What wraps every page: the query client, the title, the layout its route names, toasts. */
export function AppShell({ Component, pageProps }: AppProps) {
  const [queryClient] = useState(pageQueryClient)
  const router = useRouter()
  // a route's side panel opens and closes over its list without moving the list
  useEffect(() => keepScrollUnderPanels(Router, window), [])
  // Next reports the page's pattern as pathname, so the table is keyed by it
  const routeKey = routeKeyForPattern(router.pathname)
  const params = router.isReady ? stringParams(router.query) : {}
  const page = (
    <ErrorBoundary resetKey={router.asPath}>
      <Component {...pageProps} />
    </ErrorBoundary>
  )
  const layout = routeKey ? routes[routeKey].layout : 'public'
  return (
    <QueryClientProvider client={queryClient}>
      <Head>
        <title>{routeKey ? documentTitle(routeKey, params) : 'Oxide Console'}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      {routeKey && layout !== 'public' ? (
        <ConsoleLayout layout={layout} routeKey={routeKey} params={params}>
          {page}
        </ConsoleLayout>
      ) : (
        <PublicLayout>{page}</PublicLayout>
      )}
      <ToasterHost />
      <ThemeSync />
    </QueryClientProvider>
  )
}
