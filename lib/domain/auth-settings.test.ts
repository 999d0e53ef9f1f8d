import { describe, expect, it } from 'vitest'
import {
  MAX_TTL_SECONDS,
  amountProblem,
  formatTokenLifetime,
  maxAmount,
  tokenLifetimeSeconds,
  tokenLifetimeValues,
  wholeUnit,
} from './auth-settings'

describe('device-token lifetime', () => {
  it('reads seconds in the largest unit that holds them whole', () => {
    expect(wholeUnit(86_400 * 7)).toEqual({ amount: 7, unit: 'days' })
    expect(wholeUnit(3_600 * 36)).toEqual({ amount: 36, unit: 'hours' })
    expect(wholeUnit(5_400)).toEqual({ amount: 90, unit: 'minutes' })
    expect(wholeUnit(61)).toEqual({ amount: 61, unit: 'seconds' })
  })

  it('says it as a person would, and null as no limit', () => {
    expect(formatTokenLifetime(null)).toBe('No limit')
    expect(formatTokenLifetime(undefined)).toBe('No limit')
    expect(formatTokenLifetime(86_400)).toBe('1 day')
    expect(formatTokenLifetime(3_600 * 12)).toBe('12 hours')
    expect(formatTokenLifetime(1)).toBe('1 second')
    expect(formatTokenLifetime(0)).toBe('0 seconds')
    expect(formatTokenLifetime(MAX_TTL_SECONDS)).toBe('4,294,967,295 seconds')
  })

  it('starts the form from the setting, and from a week when there is none', () => {
    expect(tokenLifetimeValues(null)).toEqual({ limit: 'none', amount: 7, unit: 'days' })
    expect(tokenLifetimeValues(7_200)).toEqual({ limit: 'max', amount: 2, unit: 'hours' })
    // the view's minimum is 0, which the update refuses: offered as no limit
    expect(tokenLifetimeValues(0).limit).toBe('none')
  })

  it('takes whole amounts from 1 to the uint32 of seconds the API counts', () => {
    expect(amountProblem(undefined, 'days')).toBe('Enter how long a token may live')
    expect(amountProblem(Number.NaN, 'days')).toBe('Enter how long a token may live')
    expect(amountProblem(1.5, 'days')).toBe('Enter a whole number')
    expect(amountProblem(0, 'hours')).toBe('Enter 1 or more')
    expect(maxAmount('days')).toBe(49_710)
    expect(amountProblem(49_710, 'days')).toBeUndefined()
    expect(amountProblem(49_711, 'days')).toBe(
      'At most 49,710 days: the API counts up to 4,294,967,295 seconds',
    )
    expect(amountProblem(MAX_TTL_SECONDS, 'seconds')).toBeUndefined()
  })

  it('sends seconds, or null for no limit whatever amount is left typed', () => {
    expect(tokenLifetimeSeconds({ limit: 'max', amount: 3, unit: 'days' })).toBe(259_200)
    expect(tokenLifetimeSeconds({ limit: 'none', amount: 3, unit: 'days' })).toBeNull()
  })
})
