import type { ColumnDef } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'
import './column-meta'
import { columnIdOf, initialSorting } from './initial-sorting'

type Row = { name: string; timeCreated: Date; state: string }

describe('initialSorting', () => {
  it('sorts newest first on the first time column', () => {
    const columns: ColumnDef<Row, unknown>[] = [
      { header: 'Name', accessorKey: 'name' },
      {
        id: 'Created',
        header: 'Created',
        accessorFn: (r) => r.timeCreated,
        meta: { newestFirst: true },
      },
      {
        id: 'Modified',
        header: 'Modified',
        accessorFn: (r) => r.timeCreated,
        meta: { newestFirst: true },
      },
    ]
    expect(initialSorting(columns)).toEqual([{ id: 'Created', desc: true }])
  })

  it('leaves a list without a time column in the order the API gave', () => {
    expect(initialSorting<Row>([{ header: 'Name', accessorKey: 'name' }])).toEqual([])
  })
})

describe('columnIdOf', () => {
  it('follows TanStack: the id, else the accessor key, else a string header', () => {
    expect(columnIdOf<Row>({ id: 'x', header: 'Name', accessorKey: 'name' })).toBe('x')
    expect(columnIdOf<Row>({ header: 'State', accessorKey: 'state' })).toBe('state')
    expect(columnIdOf<Row>({ header: 'Name' })).toBe('Name')
  })
})
