import { describe, expect, it } from 'vitest'
import { buildManifest, matchRoute } from '@/lib/route-manifest'
import { breadcrumbs, documentTitle } from '@/lib/routes'
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
  it('are console pages of the static export, not API paths', () => {
    const manifest = buildManifest([
      'images.html',
      'images/[image]/edit.html',
      'projects.html',
      'projects/[project]/edit.html',
      'projects/[project]/images.html',
      'projects/[project]/images/[image]/edit.html',
      'projects/[project]/instances/[instance]/connect.html',
    ])
    expect(matchRoute(manifest, '/images')?.file).toBe('images.html')
    expect(matchRoute(manifest, '/images/ubuntu/edit')?.file).toBe('images/[image]/edit.html')
    expect(matchRoute(manifest, '/projects/p1/images')?.file).toBe('projects/[project]/images.html')
    expect(matchRoute(manifest, '/projects/p1/images/web/edit')?.file).toBe(
      'projects/[project]/images/[image]/edit.html',
    )
    for (const path of ['/images', '/images/ubuntu/edit', '/projects/p1/images/web/edit']) {
      expect(isApiRequest('GET', path)).toBe(false)
    }
    expect(isApiRequest('GET', '/v1/images')).toBe(true)
  })
})
