import { LineChart as LineChartIcon } from 'lucide-react'
import { useRouter } from 'next/router'
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { lazyOnRender } from '@/components/ui/lazy'
import { PageHeader } from '@/components/ui/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { Textarea } from '@/components/ui/textarea'
import type { TimeseriesSchema } from '@/lib/api/__generated__/Api'
import { blockingError } from '@/lib/api/load-state'
import * as op from '@/lib/api/ops'
import { useApiQuery } from '@/lib/api/query'
import { formatDayTime } from '@/lib/core/format/date'
import {
  EXPLORER_RANGES,
  chartOf,
  formatValue,
  readAnswer,
  readExplorerView,
  startingQuery,
  timeseriesOf,
  withRange,
  writeExplorerView,
} from '@/lib/domain/metrics/explorer'
import type { TimeRange } from '@/lib/domain/metrics/oxql'
import { ExplorerTable } from './explorer-table'
import { SchemaBrowser, useSchemaPages } from './schema-browser'
import { SchemaSummary } from './schema-summary'

// Tremor and recharts load after the page, while the query runs
const ExplorerChart = lazyOnRender(() => import('./explorer-chart').then((m) => m.ExplorerChart), {
  fallback: <Skeleton className="h-64 w-full" />,
})

/**
 * The fleet's metrics: pick a timeseries for a starting OxQL query, edit it, choose a
 * range, run it, and read the answer as a chart and a table. The query and the range
 * live in the URL, so a link or a reload shows the same view and Back undoes a run.
 */
export function MetricsExplorer() {
  const router = useRouter()
  const view = readExplorerView(router.query)
  const [text, setText] = useState(view.query ?? '')
  const schemaList = useSchemaPages()

  // the editor shows the query of the URL whenever that changes (a run, Back, Forward, a
  // reload), and what is typed otherwise
  const urlQuery = router.isReady ? (view.query ?? '') : undefined
  const [shownFor, setShownFor] = useState(urlQuery)
  if (urlQuery !== shownFor) {
    setShownFor(urlQuery)
    setText(urlQuery ?? '')
  }

  const result = useApiQuery(
    op.systemTimeseriesQuery,
    { body: { query: view.query ?? '' } },
    { enabled: router.isReady && !!view.query },
  )

  const show = (query: string, range: TimeRange) => {
    if (query === view.query && range.key === view.range.key) {
      void result.refetch()
      return
    }
    void router.push(
      { pathname: router.pathname, query: writeExplorerView(router.query, { query, range }) },
      undefined,
      { shallow: true, scroll: false },
    )
  }
  const run = (e?: FormEvent) => {
    e?.preventDefault()
    if (text.trim()) show(text, view.range)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    // Ctrl+Enter (⌘+Enter) runs, as in other query editors
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run()
  }
  const pick = (schema: TimeseriesSchema) => {
    show(startingQuery(schema.timeseriesName, view.range), view.range)
  }
  const setRange = (key: string) => {
    const range = EXPLORER_RANGES.find((r) => r.key === key) ?? view.range
    show(text.trim() ? withRange(text, range) : text, range)
  }

  const selected = timeseriesOf(view.query)
  const failed = blockingError(schemaList.pages)
  const schema = schemaList.schemas.find((s) => s.timeseriesName === selected)
  const units = schema?.units
  const format = useMemo(() => (v: number) => formatValue(v, units), [units])

  // the schema list is the page's first read: a user who may not read it gets the error page
  if (failed) return <QueryError error={failed} />

  return (
    <>
      <PageHeader title="Metrics" icon={<LineChartIcon className="h-5 w-5" aria-hidden />} />
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <SchemaBrowser {...schemaList} selected={selected} onPick={pick} />
        <div className="flex min-w-0 flex-col gap-4">
          {schema && <SchemaSummary schema={schema} />}
          <form onSubmit={run} className="flex flex-col gap-2" aria-label="OxQL query">
            <Label htmlFor="oxql-query">OxQL query</Label>
            <Textarea
              id="oxql-query"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              rows={4}
              spellCheck={false}
              placeholder="get virtual_machine:vcpu_usage | filter timestamp >= @now() - 1h | align mean_within(1m)"
              aria-describedby="oxql-hint"
              className="font-mono text-xs"
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p id="oxql-hint" className="text-xs text-muted-foreground">
                Pick a timeseries for a starting query. Ctrl+Enter runs it.
              </p>
              <div className="flex items-center gap-2">
                <Label htmlFor="metrics-explorer-range">Time range</Label>
                <select
                  id="metrics-explorer-range"
                  value={view.range.key}
                  onChange={(e) => setRange(e.target.value)}
                  className="h-9 rounded-md border border-input bg-background px-2 text-sm"
                >
                  {EXPLORER_RANGES.map((r) => (
                    <option key={r.key} value={r.key}>
                      {r.label}
                    </option>
                  ))}
                </select>
                <Button type="submit" size="sm" disabled={!text.trim()}>
                  Run query
                </Button>
              </div>
            </div>
          </form>
          <Results ran={!!view.query} result={result} format={format} />
        </div>
      </div>
    </>
  )
}

function Results({
  ran,
  result,
  format,
}: {
  ran: boolean
  result: ReturnType<typeof useApiQuery<'systemTimeseriesQuery'>>
  format: (value: number) => string
}) {
  const answer = useMemo(() => readAnswer(result.data), [result.data])
  const chart = useMemo(() => chartOf(answer, formatDayTime), [answer])

  if (!ran) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-sm text-muted-foreground">
        Pick a timeseries, or write a query and run it.
      </p>
    )
  }
  const failed = blockingError(result)
  // the query's own fault (OxQL that doesn't parse, a timeseries that isn't there): the
  // server's words, whose caret line needs a fixed-width font to point at the spot
  if (failed && failed.statusCode === 400) {
    return (
      <Alert variant="destructive" aria-labelledby="query-refused">
        <p id="query-refused" className="font-medium">
          The query was refused
        </p>
        <pre className="mt-2 overflow-x-auto whitespace-pre font-mono text-xs">
          {failed.message}
        </pre>
      </Alert>
    )
  }
  if (failed) return <SectionQueryError query={result} what="the query result" />
  if (result.isPending) {
    return (
      <div role="status" aria-label="Running the query" className="flex flex-col gap-3">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    )
  }
  const latest = chart.rows.at(-1)
  const summary = latest
    ? `${chart.series.length} timeseries; latest (${latest.time}): ${chart.series
        .map((s) => (typeof latest[s] === 'number' ? `${s} ${format(latest[s])}` : undefined))
        .filter(Boolean)
        .join('; ')}`
    : 'No points'
  return (
    <div className="flex flex-col gap-6">
      <SectionQueryError query={result} what="the query result" />
      <section aria-labelledby="result-chart-heading" className="rounded-lg border p-4">
        <h2 id="result-chart-heading" className="mb-2 text-sm font-semibold">
          Chart
        </h2>
        {chart.rows.length === 0 ? (
          <p className="py-12 text-center text-sm text-muted-foreground">
            No timeseries matched this query
          </p>
        ) : (
          <>
            {chart.leftOut > 0 && (
              <p className="mb-2 text-xs text-muted-foreground">
                The chart draws the first {chart.series.length} timeseries of {answer.series.length}
                ; the table lists them all.
              </p>
            )}
            <ExplorerChart
              rows={chart.rows}
              series={chart.series}
              format={format}
              summary={summary}
            />
          </>
        )}
      </section>
      <section aria-labelledby="result-table-heading">
        <h2 id="result-table-heading" className="mb-2 text-sm font-semibold">
          Points
        </h2>
        <ExplorerTable query={result} answer={answer} format={format} />
      </section>
    </div>
  )
}
