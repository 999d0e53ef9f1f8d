import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { describe, expect, it, vi } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { PagedTable, type Paged } from '@/components/kit/data-table/paged-table'
import { ApiError } from '@/lib/api/errors'

type Disk = { id: string; name: string }
type DiskPage = { items: Disk[] }

const disks: Disk[] = [
  { id: 'd1', name: 'db1-data' },
  { id: 'd2', name: 'boot' },
  { id: 'd3', name: 'scratch' },
]

const column = createColumnHelper<Disk>()
const columns = [column.accessor('name', { header: 'Name' })]

type Pagination = Paged<Disk>['pagination']

const onlyPage: Pagination = {
  pageSize: 10,
  pageIndex: 0,
  hasPrev: false,
  hasNext: false,
  onPrev: () => {},
  onNext: () => {},
  onPageSizeChange: () => {},
}

/** A list page's table over a real query, as `usePagedApiQuery` gives it one. */
function DiskList({ load, pagination }: { load: () => Promise<DiskPage>; pagination: Pagination }) {
  const query = useQuery<DiskPage, ApiError>({ queryKey: ['disks'], queryFn: load })
  return (
    <PagedTable
      paged={{ query, pagination }}
      columns={columns}
      caption="Disks"
      getRowId={(disk) => disk.id}
      emptyState={<p>No disks yet</p>}
    />
  )
}

async function renderList(load: () => Promise<DiskPage>, pagination = onlyPage) {
  // a failure is shown at once: the app's retries would only slow the test
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  await render(
    <QueryClientProvider client={client}>
      <DiskList load={load} pagination={pagination} />
    </QueryClientProvider>,
  )
  return client
}

const table = page.getByRole('table', { name: 'Disks' })
const serverError = (statusCode: number, message: string) => new ApiError({ statusCode, message })

describe('PagedTable', () => {
  it('shows placeholder rows while the first page loads, then its rows', async () => {
    let answer: (page: DiskPage) => void = () => {}
    await renderList(() => new Promise((resolve) => (answer = resolve)))
    await expect.element(table).toHaveAttribute('aria-busy', 'true')
    await expect
      .element(page.getByRole('navigation', { name: 'Pagination' }))
      .not.toBeInTheDocument()

    answer({ items: disks })
    await expect.element(table.getByRole('cell', { name: 'scratch' })).toBeVisible()
    await expect.element(table).not.toHaveAttribute('aria-busy')
  })

  it('shows the empty state when the list has no rows', async () => {
    await renderList(async () => ({ items: [] }))
    await expect.element(table.getByText('No disks yet')).toBeVisible()
  })

  it.each([
    [404, 'Page not found'],
    [500, 'Something went wrong'],
  ])('gives way to the error page when the first load fails with %i', async (status, title) => {
    await renderList(() => Promise.reject(serverError(status, 'Nope')))
    await expect.element(page.getByRole('heading', { name: title })).toBeVisible()
    await expect.element(table).not.toBeInTheDocument()
  })

  it('keeps its rows when a refresh fails, says so in place, and retries', async () => {
    const load = vi
      .fn<() => Promise<DiskPage>>()
      .mockResolvedValueOnce({ items: disks })
      .mockRejectedValueOnce(serverError(503, 'Service unavailable'))
      .mockResolvedValueOnce({ items: disks })
    const client = await renderList(load)
    await expect.element(table.getByRole('cell', { name: 'boot' })).toBeVisible()

    await client.refetchQueries()
    const notice = page.getByRole('status').filter({ hasText: 'Couldn’t refresh' })
    await expect.element(notice).toHaveTextContent(/Service unavailable\. Showing what was loaded/)
    await expect.element(table.getByRole('cell', { name: 'boot' })).toBeVisible()

    await notice.getByRole('button', { name: 'Retry' }).click()
    await expect.element(notice).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(3)
  })

  it('pages through the API’s pages, sorting and filtering the rows loaded', async () => {
    const onNext = vi.fn()
    await renderList(async () => ({ items: disks }), { ...onlyPage, hasNext: true, onNext })
    await expect.element(page.getByText('Sorted and filtered: the 3 loaded rows')).toBeVisible()

    const bar = page.getByRole('navigation', { name: 'Pagination' })
    await expect.element(bar.getByText('Showing 1–3')).toBeVisible()
    await bar.getByRole('button', { name: 'Next' }).click()
    expect(onNext).toHaveBeenCalledOnce()
  })
})
