import { ScrollText } from 'lucide-react'
import { useRouter } from 'next/router'
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { RetryButton } from '@/components/kit/errors/retry-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { lazyComponent } from '@/components/ui/lazy'
import { PageHeader } from '@/components/ui/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import type { AuditLogEntry } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import { useActorNames } from './actor-name'
import { AuditLogTable } from './audit-log-table'
import { EntryFilters } from './entry-filters'
import { entryMatches, type ResultFilter } from './entry-text'
import { ExportButton } from './export-button'
import { rangeKey, rangeQuery, readTimeRange, writeTimeRange, type TimeRange } from './time-range'
import { TimeRangePicker } from './time-range-picker'
import { useAuditLog } from './use-audit-log'

/** The fleet's audit log: newest first over a time range, filtered, tailed and exported. */
export function AuditLogPage() {
  const router = useRouter()
  const range = readTimeRange(router.query)
  const key = rangeKey(range)
  // a preset counts back from when it was chosen (or the page loaded), not
  // from each render, which would make every render a new query
  const query = useMemo(() => rangeQuery(readTimeRange(router.query), new Date()), [key]) // eslint-disable-line react-hooks/exhaustive-deps

  const [live, setLive] = useState(false)
  const [result, setResult] = useState<ResultFilter>('all')
  const [text, setText] = useState('')
  const [openId, setOpenId] = useState<string>()
  const canTail = !query.endTime

  const { pages, tail } = useAuditLog(query, { ready: router.isReady, live: live && canTail })

  const entries = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data])
  const names = useActorNames(entries)
  const filterText = useDeferredValue(text)
  const shown = useMemo(
    () => entries.filter((e) => entryMatches(e, result, filterText, names)),
    [entries, result, filterText, names],
  )

  const setRange = (next: TimeRange) =>
    void router.push(
      { pathname: router.pathname, query: writeTimeRange(router.query, next) },
      undefined,
      { shallow: true, scroll: false },
    )

  const failed = blockingError(pages)
  if (failed) return <QueryError error={failed} />

  const open: AuditLogEntry | undefined = openId ? entries.find((e) => e.id === openId) : undefined

  return (
    <>
      <PageHeader
        title="Audit Log"
        icon={<ScrollText className="h-5 w-5" aria-hidden />}
        actions={<ExportButton entries={shown} />}
      />
      <div className="mb-4 flex flex-col gap-4">
        <TimeRangePicker key={key} range={range} onChange={setRange} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <EntryFilters
            result={result}
            onResult={setResult}
            text={text}
            onText={setText}
            loaded={entries.length}
            shown={shown.length}
          />
          <div className="flex flex-col items-end gap-1">
            <Button
              type="button"
              size="sm"
              variant={live && canTail ? 'default' : 'outline'}
              aria-pressed={live && canTail}
              disabled={!canTail}
              onClick={() => setLive((on) => !on)}
            >
              Live tail
            </Button>
            <span className="text-xs text-muted-foreground">
              {canTail
                ? 'New entries appear at the top while on'
                : 'A range with an end has nothing to tail'}
            </span>
          </div>
        </div>
      </div>
      <RefreshFailed query={tail} what="new entries" className="mb-3" />
      {pages.isPending ? (
        <LoadingRows />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={<ScrollText className="h-6 w-6" aria-hidden />}
          title="No entries"
          body="Nothing was logged in this time range."
        />
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<ScrollText className="h-6 w-6" aria-hidden />}
          title="No matching entries"
          body="No loaded entry matches the filters. Load more, or change the filters."
        />
      ) : (
        <AuditLogTable entries={shown} onOpen={setOpenId} />
      )}
      {!pages.isPending && (
        <LoadMore
          hasMore={!!pages.hasNextPage}
          loading={pages.isFetchingNextPage}
          failedMessage={pages.isFetchNextPageError ? pages.error?.message : undefined}
          onLoad={() => void pages.fetchNextPage()}
          loaded={entries.length}
        />
      )}
      <LazyEntryPanel entry={open} onDismiss={() => setOpenId(undefined)} />
    </>
  )
}

function LoadingRows() {
  return (
    <div aria-busy className="flex flex-col gap-2">
      <span className="sr-only" role="status">
        Loading
      </span>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  )
}

/**
 * The end of the loaded entries: the next page loads as this comes into view,
 * or from its button, for keyboards; a failed page says so with a retry.
 */
function LoadMore({
  hasMore,
  loading,
  failedMessage,
  onLoad,
  loaded,
}: {
  hasMore: boolean
  loading: boolean
  failedMessage?: string
  onLoad: () => void
  loaded: number
}) {
  const ref = useRef<HTMLDivElement>(null)
  const auto = hasMore && !loading && !failedMessage
  useEffect(() => {
    const el = ref.current
    if (!el || !auto) return
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((s) => s.isIntersecting)) onLoad()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [auto, onLoad])

  return (
    <div ref={ref} className="flex flex-col items-center gap-2 py-6">
      {failedMessage ? (
        <Alert variant="notice" className="flex items-center justify-between gap-2">
          <span>Couldn’t load more entries: {failedMessage}</span>
          <RetryButton retrying={loading} onRetry={onLoad} what="more entries" />
        </Alert>
      ) : hasMore ? (
        <Button type="button" variant="outline" pending={loading} onClick={onLoad}>
          Load more entries
        </Button>
      ) : (
        loaded > 0 && (
          <p className="text-sm text-muted-foreground">
            All {loaded.toLocaleString('en-US')} entries in this range are loaded.
          </p>
        )
      )}
    </div>
  )
}

// the panel's code (the side panel and its form machinery) loads with the first entry opened
const entryPanel = lazyComponent(() => import('./entry-panel').then((m) => m.EntryPanel))

function LazyEntryPanel(props: { entry: AuditLogEntry | undefined; onDismiss: () => void }) {
  return entryPanel.useReady(!!props.entry) ? <entryPanel.Component {...props} /> : null
}
