import { describe, expect, it } from 'vitest'
import { breadcrumbs, documentTitle } from '@/lib/routes'
import { imageParams, imageViewPath, imagesPath, uploadImagePath } from './image-scope'

describe('image scope', () => {
  it('names a project image with its project and a silo image without one', () => {
    expect(imageParams('web', { project: 'p1' })).toEqual({
      path: { image: 'web' },
      query: { project: 'p1' },
    })
    expect(imageParams('web', {})).toEqual({ path: { image: 'web' }, query: {} })
  })

  it('links to the list and the view of the right scope', () => {
    expect(imagesPath({ project: 'p1' })).toBe('/projects/p1/images')
    expect(imagesPath({})).toBe('/images')
    expect(imageViewPath('web', { project: 'p1' })).toBe('/projects/p1/images/web/edit')
    expect(imageViewPath('web', {})).toBe('/images/web/edit')
  })

  it('keeps odd names one path segment', () => {
    expect(imageViewPath('a/b', {})).toBe('/images/a%2Fb/edit')
  })

  it('links to the upload form of the project', () => {
    expect(uploadImagePath('p1')).toBe('/projects/p1/images-new')
  })
})

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
})
