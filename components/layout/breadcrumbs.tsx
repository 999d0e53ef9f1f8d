import { IntentLink } from '@/components/ui/intent-link'
import { Fragment } from 'react'
import { breadcrumbs, routes, type RouteKey } from '@/lib/core/routes'
import { fillPattern } from '@/lib/core/paths'
import { patternParams } from '@/lib/core/route-match'

export function Breadcrumbs({
  routeKey,
  params,
}: {
  routeKey: RouteKey
  params: Record<string, string>
}) {
  const crumbs = breadcrumbs(routeKey, params)
  // the static export renders before route params exist; crumbs come after
  const needed = patternParams(routes[routeKey].pattern)
  if (crumbs.length < 2 || needed.some((p) => !params[p])) return null
  return (
    <nav aria-label="Breadcrumbs" className="text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c, i) => (
          <Fragment key={c.key}>
            {i > 0 && <li aria-hidden>/</li>}
            <li className="max-w-[20rem] truncate">
              {i === crumbs.length - 1 ? (
                <span aria-current="page" className="text-foreground">
                  {c.label}
                </span>
              ) : (
                <IntentLink
                  className="hover:underline"
                  href={fillPattern(routes[c.key].pattern, params)}
                >
                  {c.label}
                </IntentLink>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  )
}
