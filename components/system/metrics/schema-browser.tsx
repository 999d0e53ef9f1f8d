import { useDeferredValue, useMemo, useState } from 'react'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import type { TimeseriesSchema } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import * as op from '@/lib/api/ops'
import { useInfiniteApiQuery } from '@/lib/api/query'
import { SCHEMA_PAGE_SIZE } from '@/lib/domain/metrics/explorer'
import { keyed } from '@/lib/core/keys'
import { joinClasses } from '@/lib/core/join-classes'

const firstPage = { query: { limit: SCHEMA_PAGE_SIZE } }
const laterPage = (pageToken: string) => ({ query: { limit: SCHEMA_PAGE_SIZE, pageToken } })

/** The timeseries schemas, a page of 1023 at a time (the API's most), as the user asks for more. */
export function useSchemaPages() {
  const pages = useInfiniteApiQuery(op.systemTimeseriesSchemaList, firstPage, laterPage)
  const schemas = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data])
  return { pages, schemas }
}

/** The timeseries the rack keeps, filtered by name as typed; choosing one starts a query of it. */
export function SchemaBrowser({
  pages,
  schemas,
  selected,
  onPick,
}: ReturnType<typeof useSchemaPages> & {
  /** the timeseries the current query gets */
  selected: string | undefined
  onPick: (schema: TimeseriesSchema) => void
}) {
  const [filter, setFilter] = useState('')
  const needle = useDeferredValue(filter).trim().toLowerCase()
  const shown = useMemo(
    () => schemas.filter((s) => s.timeseriesName.toLowerCase().includes(needle)),
    [schemas, needle],
  )

  return (
    <section aria-labelledby="schemas-heading" className="flex min-w-0 flex-col gap-2">
      <h2 id="schemas-heading" className="text-base font-semibold">
        Timeseries
      </h2>
      <Input
        type="search"
        aria-label="Filter timeseries"
        placeholder="Filter by name"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        variant="compact"
      />
      <SectionQueryError query={pages} what="the timeseries" />
      {blockingError(pages) ? null : pages.isPending ? (
        <div role="status" aria-label="Loading the timeseries" className="flex flex-col gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      ) : (
        <>
          <p role="status" className="text-xs text-muted-foreground">
            {needle
              ? `${shown.length} of ${schemas.length} match`
              : `${schemas.length} timeseries${pages.hasNextPage ? ' loaded' : ''}`}
          </p>
          <ul
            aria-label="Timeseries schemas"
            className="flex max-h-[28rem] flex-col gap-0.5 overflow-y-auto rounded-md border p-1"
          >
            {keyed(shown, (s) => s.timeseriesName).map(([key, s]) => (
              <li key={key}>
                <button
                  type="button"
                  aria-pressed={s.timeseriesName === selected}
                  title={s.description.metric || undefined}
                  onClick={() => onPick(s)}
                  className={joinClasses(
                    'w-full break-all rounded px-2 py-1 text-left font-mono text-xs hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    s.timeseriesName === selected && 'bg-muted font-semibold',
                  )}
                >
                  {s.timeseriesName}
                </button>
              </li>
            ))}
            {shown.length === 0 && (
              <li className="px-2 py-4 text-center text-xs text-muted-foreground">
                No timeseries match
              </li>
            )}
          </ul>
          {pages.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              disabled={pages.isFetchingNextPage}
              onClick={() => void pages.fetchNextPage()}
            >
              {pages.isFetchingNextPage ? 'Loading…' : 'Load more timeseries'}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
