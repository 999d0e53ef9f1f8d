import { MessagesSquare } from 'lucide-react'
import type { ReactNode } from 'react'
import { QueryError } from '@/components/kit/errors/query-error'
import { RefreshFailed } from '@/components/kit/errors/refresh-failed'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table'
import { blockingError } from '@/lib/api/load-state'
import { useApiQuery } from '@/lib/api/query'
import { formatDateTime } from '@/lib/core/format/date'
import { AsnTab } from './asn-tab'
import { readHistory } from './message-history'
import { keyed } from '@/lib/core/keys'
import * as op from '@/lib/api/ops'

/** The BGP messages each switch exchanged with each peer of one ASN. */
export function MessagesTab() {
  return (
    <AsnTab title="Message history">
      {(header, asn) => <Messages header={header} asn={asn} />}
    </AsnTab>
  )
}

function Messages({ header, asn }: { header: ReactNode; asn: number }) {
  const history = useApiQuery(op.networkingBgpMessageHistory, { query: { asn } })
  const failed = blockingError(history)
  if (failed) return <QueryError error={failed} />
  const peers = (history.data?.switchHistories ?? []).flatMap((s) =>
    Object.entries(s.history).map(([peer, h]) => ({ switch: s.switch, peer, history: h })),
  )
  return (
    <div className="flex flex-col gap-6">
      <div>
        {header}
        <RefreshFailed query={history} className="mb-3" />
      </div>
      {history.isPending && <Skeleton className="h-24 w-full" />}
      {history.data && peers.length === 0 && (
        <EmptyState
          icon={<MessagesSquare className="h-6 w-6" aria-hidden />}
          title="No messages"
          body="No switch has exchanged BGP messages with a peer of this ASN."
        />
      )}
      {keyed(peers, (p) => `${p.switch} ${p.peer}`).map(([key, p]) => (
        <PeerMessages key={key} {...p} />
      ))}
    </div>
  )
}

function PeerMessages({
  switch: sw,
  peer,
  history,
}: {
  switch: string
  peer: string
  history: unknown
}) {
  const rows = readHistory(history)
  const title = `${sw}, peer ${peer}`
  return (
    <section aria-label={title}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      {rows === undefined ? (
        <pre className="overflow-x-auto rounded-md border bg-muted p-3 text-xs">
          {JSON.stringify(history, null, 2)}
        </pre>
      ) : (
        <Table>
          <TableCaption className="sr-only">BGP messages of {title}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead>Time</TableHead>
              <TableHead>Direction</TableHead>
              <TableHead>Message</TableHead>
              <TableHead>Content</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4} className="text-muted-foreground">
                  No messages yet
                </TableCell>
              </TableRow>
            )}
            {rows.map((m, i) => (
              <TableRow key={i}>
                <TableCell>{m.time ? formatDateTime(m.time) : '—'}</TableCell>
                <TableCell>{m.direction}</TableCell>
                <TableCell>{m.type}</TableCell>
                <TableCell className="max-w-md break-all font-mono text-xs">
                  {m.detail || '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  )
}
