import { createColumnHelper, type RowSelectionState } from '@tanstack/react-table'
import * as React from 'react'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { DataTable } from '@/components/kit/data-table/data-table'
import { selectColumn } from '@/components/kit/data-table/row-selection'
import type { PaginationBarProps } from '@/components/ui/pagination-bar'

type Disk = { id: string; name: string; sizeGiB: number; state: string }

const disks: Disk[] = [
  { id: 'd1', name: 'db1-data', sizeGiB: 20, state: 'attached' },
  { id: 'd2', name: 'boot', sizeGiB: 100, state: 'detached' },
  { id: 'd3', name: 'scratch', sizeGiB: 5, state: 'detached' },
]

const column = createColumnHelper<Disk>()
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('sizeGiB', { header: 'Size', cell: (c) => `${c.getValue()} GiB` }),
  column.accessor('state', { header: 'State', meta: { state: true } }),
]
const rowId = (disk: Disk) => disk.id

const table = page.getByRole('table', { name: 'Disks' })
const rows = table.getByRole('row')

/** Each body row's text in the column at `index`, top to bottom: the order a person reads. */
const columnText = (index = 0) =>
  rows
    .elements()
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[index]?.textContent)

function pagination(props: Partial<PaginationBarProps> = {}): PaginationBarProps {
  return {
    pageSize: 10,
    pageIndex: 0,
    itemCount: disks.length,
    hasPrev: false,
    hasNext: true,
    onPrev: () => {},
    onNext: () => {},
    onPageSizeChange: () => {},
    ...props,
  }
}

describe('DataTable', () => {
  it('shows a row per item under its column headers, in the given order', async () => {
    await render(<DataTable caption="Disks" columns={columns} data={disks} getRowId={rowId} />)
    await expect.element(table.getByRole('columnheader', { name: 'Size' })).toBeVisible()
    await expect.element(table.getByRole('cell', { name: '100 GiB' })).toBeVisible()
    expect(columnText()).toEqual(['db1-data', 'boot', 'scratch'])
  })

  it('sorts on a column header: ascending first, then descending', async () => {
    await render(<DataTable caption="Disks" columns={columns} data={disks} getRowId={rowId} />)
    const header = table.getByRole('columnheader', { name: 'Size' })
    await expect.element(header).toHaveAttribute('aria-sort', 'none')

    await header.getByRole('button', { name: 'Size' }).click()
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending')
    expect(columnText(1)).toEqual(['5 GiB', '20 GiB', '100 GiB'])

    await header.getByRole('button', { name: 'Size' }).click()
    await expect.element(header).toHaveAttribute('aria-sort', 'descending')
    expect(columnText(1)).toEqual(['100 GiB', '20 GiB', '5 GiB'])
  })

  it('shows placeholder rows, marked busy, until the first rows arrive', async () => {
    const { rerender } = await render(
      <DataTable caption="Disks" columns={columns} data={undefined} isLoading getRowId={rowId} />,
    )
    await expect.element(table).toHaveAttribute('aria-busy', 'true')
    expect(rows.elements()).toHaveLength(1 + 5)
    await expect.element(page.getByText('No items')).not.toBeInTheDocument()

    await rerender(<DataTable caption="Disks" columns={columns} data={disks} getRowId={rowId} />)
    await expect.element(table).not.toHaveAttribute('aria-busy')
    expect(columnText()).toEqual(['db1-data', 'boot', 'scratch'])
  })

  it('shows the empty state, and no paging bar, when the first page has no rows', async () => {
    await render(
      <DataTable
        caption="Disks"
        columns={columns}
        data={[]}
        getRowId={rowId}
        emptyState={<p>No disks yet</p>}
        pagination={pagination({ itemCount: 0, hasNext: false })}
      />,
    )
    await expect.element(table.getByText('No disks yet')).toBeVisible()
    await expect
      .element(page.getByRole('navigation', { name: 'Pagination' }))
      .not.toBeInTheDocument()
  })

  it('says No items without an empty state of its own', async () => {
    await render(<DataTable caption="Disks" columns={columns} data={[]} getRowId={rowId} />)
    await expect.element(table.getByText('No items')).toBeVisible()
  })

  it('pages: rows per page, and Next from the first page', async () => {
    const onNext = vi.fn()
    const onPageSizeChange = vi.fn()
    await render(
      <DataTable
        caption="Disks"
        columns={columns}
        data={disks}
        getRowId={rowId}
        pagination={pagination({ onNext, onPageSizeChange })}
      />,
    )
    const bar = page.getByRole('navigation', { name: 'Pagination' })
    await expect.element(bar.getByText('Showing 1–3')).toBeVisible()
    await expect.element(bar.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await bar.getByRole('button', { name: 'Next' }).click()
    expect(onNext).toHaveBeenCalledOnce()

    const perPage = bar.getByLabelText('Rows per page')
    await expect.element(perPage).toHaveValue('10')
    await perPage.selectOptions('20')
    expect(onPageSizeChange).toHaveBeenCalledWith(20)
  })

  it('goes back with Previous from a later page, saying which rows it shows', async () => {
    const onPrev = vi.fn()
    await render(
      <DataTable
        caption="Disks"
        columns={columns}
        data={disks}
        getRowId={rowId}
        pagination={pagination({ pageIndex: 1, hasPrev: true, hasNext: false, onPrev })}
      />,
    )
    const bar = page.getByRole('navigation', { name: 'Pagination' })
    await expect.element(bar.getByText('Showing 11–13')).toBeVisible()
    await expect.element(bar.getByRole('button', { name: 'Next' })).toBeDisabled()
    await bar.getByRole('button', { name: 'Previous' }).click()
    expect(onPrev).toHaveBeenCalledOnce()
  })

  it('offers Previous on a later page that came back empty', async () => {
    const onPrev = vi.fn()
    await render(
      <DataTable
        caption="Disks"
        columns={columns}
        data={[]}
        getRowId={rowId}
        pagination={pagination({ pageIndex: 2, itemCount: 0, hasPrev: true, onPrev })}
      />,
    )
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(onPrev).toHaveBeenCalledOnce()
  })

  it('filters its rows by text and by state, and says when none match', async () => {
    await render(
      <DataTable
        caption="Disks"
        columns={columns}
        data={disks}
        getRowId={rowId}
        tools={{ listId: 'kit-test-disks', fileName: 'disks' }}
      />,
    )
    await page.getByLabelText('State').selectOptions('detached')
    await expect.poll(columnText).toEqual(['boot', 'scratch'])

    await page.getByRole('searchbox', { name: 'Filter disks' }).fill('scr')
    await expect.poll(columnText).toEqual(['scratch'])

    await page.getByRole('searchbox', { name: 'Filter disks' }).fill('db1')
    await expect.element(table.getByText('No rows match')).toBeVisible()
  })
})

/** A list whose caller keeps the selection, as a page with bulk actions does. */
function SelectableDisks({ onSelect }: { onSelect: (selection: RowSelectionState) => void }) {
  const [rowSelection, setRowSelection] = React.useState<RowSelectionState>({})
  React.useEffect(() => onSelect(rowSelection), [onSelect, rowSelection])
  return (
    <DataTable
      caption="Disks"
      columns={[selectColumn<Disk>('disks'), ...columns]}
      data={disks}
      getRowId={rowId}
      selection={{ rowSelection, onRowSelectionChange: setRowSelection }}
    />
  )
}

describe('DataTable row selection', () => {
  it('selects a row by its checkbox, and every row by the header’s', async () => {
    const onSelect = vi.fn()
    await render(<SelectableDisks onSelect={onSelect} />)
    const all = page.getByRole('checkbox', { name: 'Select all disks' })

    await page.getByRole('checkbox', { name: 'Select boot' }).click()
    await expect.element(page.getByRole('checkbox', { name: 'Select boot' })).toBeChecked()
    await expect.element(all).toBePartiallyChecked()
    expect(onSelect).toHaveBeenLastCalledWith({ d2: true })

    await all.click()
    await expect.element(all).toBeChecked()
    await expect.element(page.getByRole('checkbox', { name: 'Select scratch' })).toBeChecked()
    expect(onSelect).toHaveBeenLastCalledWith({ d1: true, d2: true, d3: true })

    await all.click()
    await expect.element(all).not.toBeChecked()
    expect(onSelect).toHaveBeenLastCalledWith({})
  })
})
