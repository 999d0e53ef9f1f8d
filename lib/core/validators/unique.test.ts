import { describe, expect, it } from 'vitest'
import { itemKey, uniqueItems } from './unique'

describe('uniqueItems', () => {
  it('accepts empty and distinct lists', () => {
    expect(uniqueItems([])).toBeUndefined()
    expect(uniqueItems(['a', 'b', 'A'])).toBeUndefined()
    expect(uniqueItems([1, '1'])).toBeUndefined()
  })
  it('rejects repeated primitives', () => {
    expect(uniqueItems(['10.0.0.1', '10.0.0.2', '10.0.0.1'])).toBe('Items must be unique')
  })
  it('compares objects by content, whatever their key order', () => {
    const targets = [
      { type: 'vpc', value: 'default' },
      { value: 'default', type: 'vpc' },
    ]
    expect(uniqueItems(targets)).toBe('Items must be unique')
    expect(
      uniqueItems([
        { type: 'vpc', value: 'a' },
        { type: 'subnet', value: 'a' },
      ]),
    ).toBeUndefined()
  })
  it('takes a custom key', () => {
    const byLowerCase = (item: unknown) => String(item).toLowerCase()
    expect(uniqueItems(['Web', 'web'], byLowerCase)).toBe('Items must be unique')
  })
})

describe('itemKey', () => {
  it('ignores key order and undefined fields', () => {
    expect(itemKey({ b: 1, a: [1, { c: undefined, d: 'x' }] })).toBe('{"a":[1,{"d":"x"}],"b":1}')
  })
  it('keeps strings and numbers apart', () => {
    expect(itemKey('1')).toBe('"1"')
    expect(itemKey(1)).toBe('1')
    expect(itemKey(undefined)).toBe('undefined')
  })
})
