import { describe, expect, it } from 'vitest'
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
