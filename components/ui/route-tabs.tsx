import { IntentLink } from '@/components/ui/intent-link'
import { useRouter } from 'next/router'
import { joinClasses } from '@/lib/core/join-classes'

export type RouteTab = {
  label: string
  href: string
  /**
   * for a page's default tab, whose href is the page's own path: where its sub-pages are
   * (the other tabs' paths are under its href too)
   */
  under?: string
}

/**
 * Tabs that are routes: each is a link, the current one marked with
 * aria-current, so every tab has its own URL that loads directly.
 */
export function RouteTabs({ label, tabs }: { label: string; tabs: RouteTab[] }) {
  const router = useRouter()
  const here = router.asPath.split(/[?#]/)[0]
  return (
    <nav aria-label={label} className="border-b">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => {
          // a tab's sub-pages (metrics/cpu, subnets/x/edit) and its create panel
          // (subnets-new), both shown over the tab, keep it current
          const base = tab.under ?? tab.href
          const current =
            here === tab.href || here.startsWith(`${base}/`) || here.startsWith(`${base}-new`)
          return (
            <li key={tab.label}>
              <IntentLink
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={joinClasses(
                  'inline-block rounded-t-md border-b-2 px-3 py-2 text-sm font-medium hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  current
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground',
                )}
              >
                {tab.label}
              </IntentLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
