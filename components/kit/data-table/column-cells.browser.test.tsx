import type { ColumnDef } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { DataTable } from '@/components/kit/data-table/data-table'
import { idColumn } from '@/components/kit/data-table/id-cell'
import { linkColumn, textColumn } from '@/components/ui/list-columns'
// the cut is the stylesheet's work: this test needs it, as the page has it
import '@/styles/globals.css'

type Row = { id: string; name: string; note: string }

const LONG = `a-very-long-name-${'x'.repeat(46)}`
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const rows: Row[] = [
  { id: ID, name: LONG, note: 'a note that takes up some of the width' },
  { id: '1e7c2a90-0000-4000-8000-000000000001', name: 'short', note: 'another' },
]
const columns: ColumnDef<Row>[] = [
  linkColumn(
    'Name',
    (r) => r.name,
    (r) => `/things/${r.name}`,
  ),
  textColumn('Kind', () => 'thing', true),
  textColumn('Note', (r) => r.note),
  idColumn(),
]

function renderIn(width: number) {
  return render(
    <div style={{ width }}>
      <DataTable caption="Things" columns={columns} data={rows} getRowId={(r) => r.id} />
    </div>,
  )
}

const table = page.getByRole('table', { name: 'Things' })
const link = (name: string) => table.getByRole('link', { name })
const isCut = (el: Element) => el.scrollWidth > el.clientWidth

describe('names and ids in a table', () => {
  it('cuts a long name to the width its column gets, whole in its title and its name', async () => {
    await renderIn(560)
    await expect.element(link(LONG)).toBeVisible()
    const cut = link(LONG).element()
    expect(isCut(cut)).toBe(true)
    expect(cut.getAttribute('title')).toBe(LONG)
    // nothing sideways to scroll: the table fits the page
    const frame = cut.closest('table')!.parentElement!
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth)
    expect(isCut(link('short').element())).toBe(false)
  })

  it('shows the whole name when there is room for it', async () => {
    await renderIn(1400)
    await expect.element(link(LONG)).toBeVisible()
    expect(isCut(link(LONG).element())).toBe(false)
  })

  it('shortens an id, whole to screen readers and on hover, with a copy button', async () => {
    await renderIn(900)
    const cell = table.getByRole('cell', { name: ID })
    await expect.element(cell).toBeVisible()
    expect(cell.element().textContent).toContain('0f8fad5b…')
    expect(cell.element().querySelector(`[title="${ID}"]`)).not.toBeNull()
    await expect.element(cell.getByRole('button', { name: 'Copy ID' })).toBeVisible()
  })

  it('copies the whole id', async () => {
    await renderIn(900)
    let copied = ''
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void (copied = text) },
    })
    await table.getByRole('cell', { name: ID }).getByRole('button', { name: 'Copy ID' }).click()
    await expect.element(table.getByText('Copied')).toBeVisible()
    expect(copied).toBe(ID)
  })
})
