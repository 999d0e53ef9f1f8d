import { createColumnHelper } from '@tanstack/react-table'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { QueryTable, type TableRead } from '@/components/kit/data-table/query-table'
import { ApiError } from '@/lib/api/errors'

type Range = { first: string; last: string }
type Ranges = { items: Range[] }

const column = createColumnHelper<Range>()
const columns = [
  column.accessor('first', { header: 'First' }),
  column.accessor('last', { header: 'Last' }),
]

/** What a query says at one moment: the table reads no more of it. */
function read(state: Partial<TableRead<Ranges>>): TableRead<Ranges> {
  return {
    data: undefined,
    error: null,
    isPending: false,
    dataUpdatedAt: 0,
    isFetching: false,
    refetch: () => {},
    ...state,
  }
}

const loaded = read({ data: { items: [{ first: '10.0.0.1', last: '10.0.0.20' }] } })
const failed = (refetch = () => {}) =>
  read({ error: new ApiError({ statusCode: 503, message: 'Service unavailable' }), refetch })

const table = page.getByRole('table', { name: 'IP ranges' })

/** The ranges of a pool: one section of the pool's page, under its own heading. */
function RangesSection({
  query,
  waitFor,
}: {
  query: TableRead<Ranges>
  waitFor?: { isPending: boolean }[]
}) {
  return (
    <QueryTable
      failure="section"
      what="IP ranges"
      query={query}
      waitFor={waitFor}
      rows={(data) => data.items}
      columns={columns}
      getRowId={(range) => range.first}
      caption="IP ranges"
      header={<h2>IP ranges</h2>}
      emptyState={<p>No ranges</p>}
    />
  )
}

describe('QueryTable', () => {
  it('shows the rows its read answered', async () => {
    await render(<RangesSection query={loaded} />)
    await expect.element(table.getByRole('cell', { name: '10.0.0.20' })).toBeVisible()
  })

  it('keeps its placeholder rows until every read the rows need has answered', async () => {
    const { rerender } = await render(
      <RangesSection query={loaded} waitFor={[{ isPending: true }]} />,
    )
    await expect.element(table).toHaveAttribute('aria-busy', 'true')
    await expect.element(table.getByRole('cell', { name: '10.0.0.20' })).not.toBeInTheDocument()

    await rerender(<RangesSection query={loaded} waitFor={[{ isPending: false }]} />)
    await expect.element(table.getByRole('cell', { name: '10.0.0.20' })).toBeVisible()
  })

  it('in a section, says a failed first load in place of the rows, with Retry', async () => {
    const refetch = vi.fn()
    await render(<RangesSection query={failed(refetch)} />)
    await expect.element(page.getByRole('heading', { name: 'IP ranges' })).toBeVisible()
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Couldn’t load IP ranges: Service unavailable')
    await expect.element(table).not.toBeInTheDocument()

    await page.getByRole('button', { name: 'Retry loading IP ranges' }).click()
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('on its own page, gives way to the error page when the first load fails', async () => {
    await render(
      <QueryTable
        query={failed()}
        rows={(data) => data.items}
        columns={columns}
        getRowId={(range) => range.first}
        caption="IP ranges"
      />,
    )
    await expect.element(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect.element(table).not.toBeInTheDocument()
  })
})
