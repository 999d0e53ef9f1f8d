import { describe, expect, it } from 'vitest'
import { clonePath } from './clone-link'

describe('clonePath', () => {
  it('is the create route with the source in ?from=, encoded', () => {
    expect(clonePath({ project: 'web', from: 'db1' })).toBe('/projects/web/instances-new?from=db1')
    expect(clonePath({ project: 'a/b', from: 'x&y' })).toBe(
      '/projects/a%2Fb/instances-new?from=x%26y',
    )
  })
})
