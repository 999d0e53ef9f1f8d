import { createElement, isValidElement, type ReactElement } from 'react'
import { flexRender } from '@tanstack/react-table'
import { describe, expect, it } from 'vitest'
import { renderSlot } from './render-slot'

function RowMenu(_: { name: string }) {
  return null
}

/** What a screen does when it builds its columns on each render. */
const buildCell = () =>
  function RowMenuCell(ctx: { name: string }) {
    return createElement(RowMenu, { name: ctx.name })
  }

describe('renderSlot', () => {
  it('keeps the element type of a cell when its column is built again', () => {
    const first = renderSlot(buildCell(), { name: 'nic0' }) as ReactElement
    const again = renderSlot(buildCell(), { name: 'nic0' }) as ReactElement
    expect(isValidElement(first)).toBe(true)
    // the same type on both renders: React keeps the row menu's state
    expect(first.type).toBe(RowMenu)
    expect(again.type).toBe(first.type)
  })

  it('differs from flexRender, which mounts the cell itself as a new component each time', () => {
    const first = flexRender(buildCell(), { name: 'nic0' }) as ReactElement
    const again = flexRender(buildCell(), { name: 'nic0' }) as ReactElement
    expect(again.type).not.toBe(first.type)
  })

  it('passes plain content through', () => {
    expect(renderSlot('Name', {})).toBe('Name')
    expect(renderSlot(undefined, {})).toBeUndefined()
  })
})
