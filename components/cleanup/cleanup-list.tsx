import type { ColumnDef } from '@tanstack/react-table'
import * as React from 'react'
import { BulkActions, type BulkVerb, type Row } from '@/components/kit/data-table/bulk-actions'
import { DataTable } from '@/components/kit/data-table/data-table'
import { selectColumn, useRowSelection } from '@/components/kit/data-table/row-selection'
import { SectionQueryError } from '@/components/kit/errors/section-query-error'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import type { ApiError } from '@/lib/api/errors'
import { blockingError } from '@/lib/api/load-state'
import { formatBytes } from '@/lib/core/format/bytes'
import { formatDateTime } from '@/lib/core/format/date'
import { pb } from '@/lib/core/paths'
import { ColumnText } from '@/components/ui/column-text'
import type { Instance } from '@/lib/api/__generated__/Api'
import { instanceHolds, totalHeld, type QuotaHeld } from '@/lib/domain/cleanup'

/** What a list reads: `useFilteredPages`'s answer, or one built over it (the idle instances). */
export type Search<T> = {
  query: {
    data: unknown
    error: ApiError | null
    isPending: boolean
    dataUpdatedAt: number
    isFetching: boolean
    refetch: () => unknown
  }
  found: T[] | undefined
  scanned: number
  hasMore: boolean
  loadingMore: boolean
  more: () => void
}

/** What a row or a list holds of the silo's quota, in words; nothing for nothing. */
export function heldText(held: QuotaHeld): string {
  const parts = [
    held.cpus > 0 && `${held.cpus} vCPU${held.cpus === 1 ? '' : 's'}`,
    held.memory > 0 && `${formatBytes(held.memory)} memory`,
    held.storage > 0 && `${formatBytes(held.storage)} storage`,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'nothing'
}

/** A threshold's choice: a labelled native select, light on a page of five lists. */
export function ThresholdSelect({
  id,
  label,
  value,
  choices,
  onChange,
}: {
  id: string
  label: string
  value: number
  choices: readonly { value: number; label: string }[]
  onChange: (value: number) => void
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm"
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * One list of what can be cleaned up: its heading and threshold, the rows found so far with
 * a checkbox each and the selected rows' actions, what they hold together, and how much of
 * the project's list was looked through, with a way to look further. A failed read is said
 * in place; the rest of the page stays.
 */
export function CleanupList<T extends Row>({
  id,
  title,
  about,
  control,
  search,
  noun,
  what,
  columns,
  verbs,
  held,
  heldNote,
  notes,
  waiting,
  level = 2,
}: {
  id: string
  title: string
  /** what the list picks, in a sentence */
  about: React.ReactNode
  control?: React.ReactNode
  search: Search<T>
  /** a row, rows: ['disk', 'disks'] */
  noun: readonly [string, string]
  /** what the project's list is of, e.g. "disks", for "Looked through 200 disks" */
  what: string
  // TanStack's column value types differ per column
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  /** the selected rows' verbs, or made from the selection (a verb refused for all of them) */
  verbs: BulkVerb<T>[] | ((selected: T[]) => BulkVerb<T>[])
  /** what a row holds of the quota; without it, `heldNote` says why nothing is added up */
  held?: (row: T) => QuotaHeld
  heldNote?: string
  notes?: React.ReactNode
  /** rows are still being worked out beside the list (the CPU reads) */
  waiting?: boolean
  /** its heading's level: 3 inside a section of its own (the silo's lists) */
  level?: 2 | 3
}) {
  const Heading = level === 3 ? 'h3' : 'h2'
  const { query, found, scanned, hasMore, loadingMore, more } = search
  const paged = React.useMemo(
    () => ({
      query: { data: found && { items: found } },
      all: { requested: false, query: {} },
    }),
    [found],
  )
  const { selected, setRowSelection, selection } = useRowSelection(paged)
  const shownVerbs = React.useMemo(
    () => (typeof verbs === 'function' ? verbs(selected) : verbs),
    [verbs, selected],
  )
  const plural = noun[1]
  const shownColumns = React.useMemo(() => [selectColumn<T>(plural), ...columns], [plural, columns])
  const failed = blockingError(query)
  const total = found && held ? totalHeld(found.map(held)) : undefined
  const loading = query.isPending || (!!waiting && (found?.length ?? 0) === 0)

  return (
    <section aria-labelledby={id} className="mb-10">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-3">
        <Heading id={id} className="text-lg font-semibold">
          {title}
          {found && (
            <span className="ml-2 text-muted-foreground">
              ({found.length}
              {waiting ? ' so far' : ''})
            </span>
          )}
        </Heading>
        {control}
      </div>
      <p className="mb-3 text-sm text-muted-foreground">{about}</p>
      <SectionQueryError query={query} what={plural} className="mb-3" />
      {!failed && (
        <>
          <BulkActions
            noun={noun}
            verbs={shownVerbs}
            selected={selected}
            onSelectionChange={setRowSelection}
          />
          {notes}
          <DataTable
            caption={title}
            columns={shownColumns}
            data={loading ? undefined : found}
            isLoading={loading}
            getRowId={(row) => row.id}
            selection={selection}
            emptyState={
              <p className="py-6 text-center text-sm text-muted-foreground">
                {hasMore
                  ? `None among the first ${scanned} ${what}: look through more below.`
                  : `No ${plural} to clean up.`}
              </p>
            }
          />
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <p aria-live="polite">
              {found && held && total && (
                <>
                  <span className="font-medium">Total: </span>
                  {heldText(total)} of the silo’s quota
                  {hasMore || waiting ? ' (so far)' : ''}
                </>
              )}
              {found && heldNote}
            </p>
            {found && (
              <p className="text-muted-foreground">
                Looked through {scanned} {what}
                {/* while reads are under way nothing is "all" yet */}
                {waiting ? ', reading the rest…' : hasMore ? ', more remain' : ', all of them'}
                {hasMore && (
                  <>
                    {' · '}
                    <Button variant="link" size="inline" disabled={loadingMore} onClick={more}>
                      {loadingMore ? 'Looking…' : `Look through more ${what}`}
                    </Button>
                  </>
                )}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  )
}

export const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`

/** A time the API gave, said whole; a dash when absent. */
export const timeText = (t: Date | null | undefined) => (t ? formatDateTime(t) : '—')

export const nameColumn = <T extends { name: string }>(
  href?: (row: T) => string,
): ColumnDef<T> => ({
  id: 'Name',
  header: 'Name',
  accessorFn: (row) => row.name,
  cell: ({ row }) => (
    <ColumnText text={row.original.name} href={href?.(row.original)} className="font-medium" />
  ),
})

export const heldColumn = <T,>(held: (row: T) => Parameters<typeof heldText>[0]): ColumnDef<T> => ({
  id: 'Holds',
  header: 'Holds of quota',
  accessorFn: (row) => heldText(held(row)),
})

/** A row with the project it is in: a project's lists and the silo's across its projects. */
export type Located<T> = T & { project: string }

/** The silo's lists: the row's project, linked to its cleanup page. */
export const projectColumn = <T extends { project: string }>(): ColumnDef<T> => ({
  id: 'Project',
  header: 'Project',
  accessorFn: (row) => row.project,
  cell: ({ row }) => (
    <ColumnText text={row.original.project} href={pb.cleanup({ project: row.original.project })} />
  ),
})

/** The project's instances as both instance lists read them: one read, shared. */
export const projectInstances = (project: string) => ({ query: { project } })

/** The instance columns the instance lists show, with a column of their own before the held one. */
export function instanceColumns<T extends Instance>(
  projectOf: (row: T) => string,
  own: ColumnDef<T>,
): ColumnDef<T>[] {
  return [
    nameColumn<T>((i) => pb.instance({ project: projectOf(i), instance: i.name })),
    own,
    heldColumn<T>(instanceHolds),
  ]
}
