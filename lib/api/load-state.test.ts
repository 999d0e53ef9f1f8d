import { describe, expect, it } from 'vitest'
import { ApiError } from './errors'
import { blockingError, refreshError } from './load-state'

const e503 = new ApiError({ message: 'Service Unavailable', statusCode: 503 })

describe('the failed-request rule', () => {
  it('lets only a first load without data replace the screen', () => {
    expect(blockingError({ data: undefined, error: e503 })).toBe(e503)
    expect(refreshError({ data: undefined, error: e503 })).toBeUndefined()
  })

  it('keeps the data of a failed refresh on screen, with its error beside it', () => {
    expect(blockingError({ data: { name: 'db1' }, error: e503 })).toBeUndefined()
    expect(refreshError({ data: { name: 'db1' }, error: e503 })).toBe(e503)
  })

  it('has nothing to say when all is well', () => {
    expect(blockingError({ data: 1, error: null })).toBeUndefined()
    expect(refreshError({ data: 1, error: null })).toBeUndefined()
  })
})
