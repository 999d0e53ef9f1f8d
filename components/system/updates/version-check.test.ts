import { describe, expect, it } from 'vitest'
import { checkSystemVersion } from './version-check'

describe('system version', () => {
  it.each(['17.0.0', '16.1.0-rc.1', '1.2.3+build.5'])('accepts %s', (v) => {
    expect(checkSystemVersion(v)).toBeUndefined()
  })

  it('asks for one, in semantic-version form', () => {
    expect(checkSystemVersion('')).toBe('Enter a system version')
    expect(checkSystemVersion('17')).toBe('Use a version such as 17.0.0')
    expect(checkSystemVersion('v17.0.0')).toBe('Use a version such as 17.0.0')
  })
})
