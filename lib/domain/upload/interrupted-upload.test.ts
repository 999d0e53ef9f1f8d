import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  forgetInterruptedUpload,
  interruptedUpload,
  isSameFile,
  keepInterruptedUpload,
  type InterruptedUpload,
} from './interrupted-upload'

const kept: InterruptedUpload = {
  disk: 'debian-disk-x1',
  snapshot: 'debian-snapshot-x1',
  offset: 2 * 512 * 1024,
  file: { name: 'debian.raw', size: 4 * 512 * 1024, lastModified: 1_700_000_000_000 },
  name: 'debian',
  description: '',
  os: 'debian',
  version: '12',
  blockSize: '512',
}

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('an interrupted upload kept through sign-in', () => {
  it('comes back for its project only, until forgotten', () => {
    keepInterruptedUpload('p1', kept)
    expect(interruptedUpload('p1')).toEqual(kept)
    expect(interruptedUpload('p2')).toBeNull()
    forgetInterruptedUpload('p1')
    expect(interruptedUpload('p1')).toBeNull()
  })

  it('is not taken from storage that does not read as one', () => {
    sessionStorage.setItem('oxide-console-interrupted-upload:p1', '{"disk":1}')
    expect(interruptedUpload('p1')).toBeNull()
    sessionStorage.setItem('oxide-console-interrupted-upload:p1', 'not json')
    expect(interruptedUpload('p1')).toBeNull()
  })

  it('knows the same file by its name, size and date', () => {
    const file = (name: string, size: number, lastModified: number) =>
      new File([new Uint8Array(size)], name, { lastModified })
    const { size, lastModified } = kept.file
    expect(isSameFile(file('debian.raw', size, lastModified), kept.file)).toBe(true)
    expect(isSameFile(file('other.raw', size, lastModified), kept.file)).toBe(false)
    expect(isSameFile(file('debian.raw', size - 512, lastModified), kept.file)).toBe(false)
    expect(isSameFile(file('debian.raw', size, lastModified + 1), kept.file)).toBe(false)
  })
})
