import { describe, expect, it } from 'vitest'
import { matchRoute } from '@/lib/core/route-match'
import { breadcrumbs, documentTitle } from '@/lib/core/routes'
import { isApiRequest } from '@/scripts/dev-proxy-paths.mjs'

describe('image routes', () => {
  it('crumb the view with the image name under its list', () => {
    const labels = (key: 'imageEdit' | 'siloImageEdit', params: Record<string, string>) =>
      breadcrumbs(key, params).map((c) => c.label)
    expect(labels('imageEdit', { project: 'p1', image: 'web' })).toEqual([
      'Projects',
      'p1',
      'Images',
      'web',
    ])
    expect(labels('siloImageEdit', { image: 'web' })).toEqual(['Silo images', 'web'])
    expect(documentTitle('siloImages', {})).toBe('Silo images / Oxide Console')
  })

  // the silo's /images sits at the top level beside the API and the other pages
  it('are console pages, not API paths', () => {
    expect(matchRoute('/images')?.key).toBe('siloImages')
    expect(matchRoute('/images/ubuntu/edit')).toEqual({
      key: 'siloImageEdit',
      params: { image: 'ubuntu' },
    })
    expect(matchRoute('/projects/p1/images')?.key).toBe('images')
    expect(matchRoute('/projects/p1/images/web/edit')).toEqual({
      key: 'imageEdit',
      params: { project: 'p1', image: 'web' },
    })
    for (const path of ['/images', '/images/ubuntu/edit', '/projects/p1/images/web/edit']) {
      expect(isApiRequest('GET', path)).toBe(false)
    }
    expect(isApiRequest('GET', '/v1/images')).toBe(true)
  })
})
