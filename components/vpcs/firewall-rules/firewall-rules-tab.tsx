import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type Column,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, Shield } from 'lucide-react'
import { useRouter } from 'next/router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { QueryTable } from '@/components/kit/data-table/query-table'
import { EmptyState } from '@/components/ui/empty-state'
import { Input } from '@/components/ui/input'
import { RowActions, type RowAction } from '@/components/ui/row-actions'
import { SectionHeader } from '@/components/ui/section-header'
import { toastError, toastSuccess } from '@/components/kit/toast'
import { useConfirm } from '@/components/kit/use-confirm'
import type { VpcFirewallRule } from '@/lib/api/__generated__/Api'
import { withRuleRemoved, withRuleStatus } from '@/lib/domain/firewall/rule-set'
import { pb } from '@/lib/core/paths'
import type { VpcSel } from '@/lib/api/selectors'
import {
  ActionBadge,
  hostsText,
  portsText,
  protocolsText,
  searchText,
  targetsText,
  ValueList,
} from './rule-cells'
import { useFirewallRules, useRuleSetWriter } from './rule-set-queries'
import { StatusSwitch } from './status-switch'
import { DEFAULT_PAGE_SIZE } from '@/lib/core/page-size'
import { ColumnText } from '@/components/ui/column-text'
import { refusedBy } from '@/components/ui/row-action'
import { useRefusals } from '@/components/kit/use-refusals'
import { WriteLink } from '@/components/kit/write-link'

const NO_RULES: VpcFirewallRule[] = []

/**
 * A VPC's firewall rules. The API returns the whole set in one answer, so
 * sorting (by priority first), filtering and paging happen here, and only the
 * rows of one page are rendered however many rules there are.
 */
export function FirewallRulesTab(sel: VpcSel) {
  const { project, vpc } = sel
  const router = useRouter()
  const rules = useFirewallRules(sel)
  const write = useRuleSetWriter(sel)
  const refused = useRefusals(project)
  const [confirmation, confirm] = useConfirm()
  const [sorting, setSorting] = useState<SortingState>([{ id: 'priority', desc: false }])
  const [filter, setFilter] = useState('')
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  })

  const setStatus = useCallback(
    async (rule: VpcFirewallRule, enabled: boolean) => {
      const status = enabled ? 'enabled' : 'disabled'
      try {
        await write((set) => withRuleStatus(set, rule.name, status))
        toastSuccess(`Rule ${rule.name} ${status}`)
      } catch (e) {
        toastError(`Could not ${enabled ? 'enable' : 'disable'} rule`, (e as Error).message)
      }
    },
    [write],
  )

  const actionsOf = useCallback(
    (rule: VpcFirewallRule): RowAction[] => [
      refusedBy(refused('firewallRule.edit'), {
        label: 'Edit',
        onSelect: () => void router.push(pb.firewallRuleEdit({ project, vpc, rule: rule.name })),
      }),
      // a clone is a new rule
      refusedBy(refused('firewallRule.create'), {
        label: 'Clone',
        onSelect: () => void router.push(pb.firewallRuleClone({ project, vpc, rule: rule.name })),
      }),
      refusedBy(refused('firewallRule.delete'), {
        label: 'Delete',
        destructive: true,
        onSelect: () =>
          confirm({
            verb: 'Delete',
            kind: 'firewall rule',
            name: rule.name,
            consequence: 'The traffic it matches is then handled by the other rules.',
            onConfirm: async () => {
              await write((set) => withRuleRemoved(set, rule.name))
              toastSuccess(`Rule ${rule.name} deleted`)
            },
          }),
      }),
    ],
    [confirm, project, router, vpc, write, refused],
  )

  const columns = useMemo<ColumnDef<VpcFirewallRule>[]>(
    () => [
      {
        id: 'priority',
        accessorFn: (r) => r.priority,
        header: ({ column }) => <SortButton column={column} label="Priority" />,
        cell: ({ row }) => <span className="tabular-nums">{row.original.priority}</span>,
      },
      {
        id: 'name',
        accessorFn: (r) => r.name,
        header: ({ column }) => <SortButton column={column} label="Name" />,
        cell: ({ row }) => <ColumnText text={row.original.name} className="font-medium" />,
      },
      {
        id: 'action',
        accessorFn: (r) => r.action,
        header: ({ column }) => <SortButton column={column} label="Action" />,
        cell: ({ row }) => <ActionBadge action={row.original.action} />,
      },
      {
        id: 'direction',
        accessorFn: (r) => r.direction,
        header: ({ column }) => <SortButton column={column} label="Direction" />,
        cell: ({ row }) => (row.original.direction === 'inbound' ? 'Inbound' : 'Outbound'),
      },
      {
        id: 'targets',
        header: 'Targets',
        enableSorting: false,
        cell: ({ row }) => <ValueList values={targetsText(row.original)} />,
      },
      {
        id: 'filters',
        header: 'Filters',
        columns: [
          {
            id: 'hosts',
            header: 'Hosts',
            enableSorting: false,
            cell: ({ row }) => <ValueList values={hostsText(row.original)} />,
          },
          {
            id: 'protocols',
            header: 'Protocols',
            enableSorting: false,
            cell: ({ row }) => <ValueList values={protocolsText(row.original)} />,
          },
          {
            id: 'ports',
            header: 'Ports',
            enableSorting: false,
            cell: ({ row }) => <ValueList values={portsText(row.original)} mono />,
          },
        ],
      },
      {
        id: 'status',
        accessorFn: (r) => r.status,
        header: ({ column }) => <SortButton column={column} label="Enabled" />,
        cell: ({ row }) => (
          <StatusSwitch
            checked={row.original.status === 'enabled'}
            label={`Enable rule ${row.original.name}`}
            onCheckedChange={(on) => setStatus(row.original, on)}
            refused={refused('firewallRule.edit')}
          />
        ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        enableSorting: false,
        cell: ({ row }) => (
          <RowActions
            label={`Actions for ${row.original.name}`}
            items={() => actionsOf(row.original)}
          />
        ),
      },
      // what the text filter searches; never shown
      { id: 'search', accessorFn: searchText, enableSorting: false },
    ],
    [actionsOf, setStatus, refused],
  )

  const data = rules.data?.rules ?? NO_RULES
  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is read afresh each render
  const table = useReactTable({
    data,
    columns,
    getRowId: (r) => r.name,
    state: { sorting, globalFilter: filter, pagination, columnVisibility: { search: false } },
    onSortingChange: (next) => {
      setSorting(next)
      // a new order starts at its top
      setPagination((p) => ({ ...p, pageIndex: 0 }))
    },
    onPaginationChange: setPagination,
    onGlobalFilterChange: setFilter,
    getColumnCanGlobalFilter: (column) => column.id === 'search',
    globalFilterFn: (row, columnId, needle: string) =>
      row.getValue<string>(columnId).includes(needle.trim().toLowerCase()),
    // a toggle refreshes the data: stay on the page it was made on
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  })

  // a page past the end (after a delete, say) moves back to the last one
  const pageCount = table.getPageCount()
  useEffect(() => {
    if (pagination.pageIndex > 0 && pagination.pageIndex >= pageCount) {
      setPagination((p) => ({ ...p, pageIndex: Math.max(0, pageCount - 1) }))
    }
  }, [pageCount, pagination.pageIndex])

  const newLink = pb.firewallRulesNew(sel)
  const createRefused = refused('firewallRule.create')
  const loading = rules.isPending
  const matched = table.getFilteredRowModel().rows.length
  const pageRows = table.getRowModel().rows

  return (
    <section aria-label="Firewall rules">
      <QueryTable
        header={
          <SectionHeader title="Firewall rules">
            <Input
              type="search"
              aria-label="Filter rules"
              placeholder="Filter rules"
              value={filter}
              onChange={(e) => {
                setFilter(e.target.value)
                setPagination((p) => ({ ...p, pageIndex: 0 }))
              }}
              variant="compact"
              fullWidth={false}
              className="w-56"
            />
            <WriteLink size="sm" href={newLink} refused={createRefused}>
              New rule
            </WriteLink>
          </SectionHeader>
        }
        query={rules}
        what="the firewall rules"
        notes={
          !loading && (
            <p role="status" className="mb-2 text-sm text-muted-foreground">
              {filter.trim()
                ? `${matched} of ${data.length} rules match`
                : `${data.length} ${data.length === 1 ? 'rule' : 'rules'}`}
            </p>
          )
        }
        table={table}
        caption={`Firewall rules of VPC ${vpc}`}
        // ten columns: narrower gutters keep them on a laptop's screen
        compact
        emptyState={
          data.length === 0 ? (
            <EmptyState
              icon={<Shield className="h-6 w-6" aria-hidden />}
              title="No firewall rules"
              body="Rules allow or deny traffic to and from the instances of this VPC."
              action={
                <WriteLink variant="outline" href={newLink} refused={createRefused}>
                  New rule
                </WriteLink>
              }
            />
          ) : (
            <p className="py-10 text-center text-sm text-muted-foreground">
              No rules match “{filter.trim()}”
            </p>
          )
        }
        pagination={{
          pageSize: pagination.pageSize,
          onPageSizeChange: (pageSize: number) => setPagination({ pageIndex: 0, pageSize }),
          pageIndex: pagination.pageIndex,
          itemCount: pageRows.length,
          hasPrev: table.getCanPreviousPage(),
          hasNext: table.getCanNextPage(),
          onPrev: table.previousPage,
          onNext: table.nextPage,
        }}
      />
      {confirmation}
    </section>
  )
}

function SortButton({ column, label }: { column: Column<VpcFirewallRule>; label: string }) {
  const sorted = column.getIsSorted()
  // only the sorted column shows an arrow: ten columns leave no room for idle ones
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : undefined
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      className="-ml-1 inline-flex items-center gap-1 rounded px-1 uppercase tracking-wide underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {label}
      {Icon && <Icon className="size-3.5" aria-hidden />}
    </button>
  )
}
