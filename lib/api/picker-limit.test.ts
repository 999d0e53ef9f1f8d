import { describe, expect, it } from 'vitest'
import { pickerLimitNote, pickerTruncated } from './picker-limit'

describe('the picker limit note', () => {
  it('names the limit', () => {
    expect(pickerLimitNote('images')).toBe('Only the first 1,000 images are listed.')
    expect(pickerLimitNote('disks of the project', 'detached')).toBe(
      'Only the detached ones among the first 1,000 disks of the project are listed.',
    )
  })
})

describe('pickerTruncated', () => {
  it('is true only when the page has a next page', () => {
    expect(pickerTruncated({ nextPage: 'x' })).toBe(true)
    expect(pickerTruncated({ nextPage: null })).toBe(false)
    expect(pickerTruncated(undefined)).toBe(false)
  })
})
