import { memo, useMemo, useRef } from 'react'
import { Badge } from '@/components/ui/badge'
import type { AuditLogEntry } from '@/lib/api/__generated__/Api'
import { keyed } from '@/lib/core/keys'
import { ActorName } from './actor-name'
import { useWindowedRows } from './use-windowed-rows'
import { formatDayTimeSeconds } from '@/lib/core/format/date'

/** Every row is this tall (its cells truncate), so the list can be windowed. */
const ROW_HEIGHT = 44

const cell = 'overflow-hidden text-ellipsis whitespace-nowrap px-3 align-middle'

function ResultCell({ result }: { result: AuditLogEntry['result'] }) {
  if (result.kind === 'success') {
    return <Badge variant="success">Success {result.httpStatusCode}</Badge>
  }
  if (result.kind === 'error') {
    const detail = [result.errorCode, result.errorMessage].filter(Boolean).join(': ')
    return (
      <span title={detail}>
        <Badge variant="destructive">Error {result.httpStatusCode}</Badge>{' '}
        <span className="text-xs">{detail}</span>
      </span>
    )
  }
  return <Badge variant="outline">Unknown</Badge>
}

/**
 * One entry. Memoized: a new page or a tail entry re-renders the table, not
 * the rows already on screen.
 */
const AuditRow = memo(function AuditRow({
  entry: e,
  rowIndex,
  onOpen,
}: {
  entry: AuditLogEntry
  rowIndex: number
  onOpen: (id: string) => void
}) {
  return (
    <tr
      aria-rowindex={rowIndex}
      className="border-b hover:bg-muted/50"
      style={{ height: ROW_HEIGHT }}
    >
      <td className={cell}>
        <time dateTime={e.timeCompleted.toISOString()}>
          {formatDayTimeSeconds(e.timeCompleted)}
        </time>
      </td>
      <td className={cell}>
        <ActorName actor={e.actor} />
      </td>
      <td className={cell}>
        <button
          type="button"
          className="max-w-full truncate font-mono text-xs underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => onOpen(e.id)}
          aria-haspopup="dialog"
        >
          {e.operationId}
        </button>
      </td>
      <td className={`${cell} font-mono text-xs`} title={e.requestUri}>
        {e.requestUri}
      </td>
      <td className={cell}>
        <ResultCell result={e.result} />
      </td>
      <td className={`${cell} font-mono text-xs`}>{e.sourceIp}</td>
      <td className={`${cell} font-mono text-xs`} title={e.requestId}>
        {e.requestId}
      </td>
    </tr>
  )
})

/**
 * The log's entries as a table, of which only the rows near the viewport are
 * in the document: with 100,000 loaded, scrolling stays smooth. The table
 * tells assistive technology its full row count and each row's place.
 */
export function AuditLogTable({
  entries,
  onOpen,
}: {
  entries: readonly AuditLogEntry[]
  /** opens an entry by its id; stable (a state setter), so rows need not re-render */
  onOpen: (id: string) => void
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null)
  const { first, last, before, after } = useWindowedRows(entries.length, ROW_HEIGHT, bodyRef)
  // over the whole log, so a row keeps its key as the window moves
  const rows = useMemo(() => keyed(entries, (e) => e.id), [entries])
  return (
    // wider than a phone: it scrolls sideways in its own frame, the page scrolls down
    <div className="overflow-x-auto">
      <table
        className="w-full table-fixed border-collapse text-sm"
        aria-rowcount={entries.length + 1}
      >
        <caption className="sr-only">Audit log entries, newest first</caption>
        <colgroup>
          <col className="w-36" />
          <col className="w-40" />
          <col className="w-48" />
          <col />
          <col className="w-56" />
          <col className="w-28" />
          <col className="w-40" />
        </colgroup>
        <thead className="border-b text-left text-xs text-muted-foreground">
          <tr aria-rowindex={1} style={{ height: ROW_HEIGHT }}>
            <th className={cell}>Time</th>
            <th className={cell}>Actor</th>
            <th className={cell}>Operation</th>
            <th className={cell}>Resource</th>
            <th className={cell}>Result</th>
            <th className={cell}>Source IP</th>
            <th className={cell}>Request ID</th>
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {before > 0 && <tr aria-hidden style={{ height: before }} />}
          {rows.slice(first, last).map(([key, e], i) => (
            <AuditRow key={key} entry={e} rowIndex={first + i + 2} onOpen={onOpen} />
          ))}
          {after > 0 && <tr aria-hidden style={{ height: after }} />}
        </tbody>
      </table>
    </div>
  )
}
