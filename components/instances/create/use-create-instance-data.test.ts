import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import type { PickerList } from './picker-list'
import { projectUnreachable, type CreateInstanceData } from './use-create-instance-data'

const pending = { status: 'pending' } as const
const failed = (statusCode: number): PickerList<never> => ({
  status: 'error',
  error: new ApiError({ message: `failed with ${statusCode}`, statusCode }),
  retrying: false,
  retry: () => {},
})
const lists: CreateInstanceData = {
  siloImages: pending,
  projectImages: pending,
  disks: pending,
  vpcs: pending,
  ipPools: pending,
  floatingIps: pending,
  sshKeys: pending,
  antiAffinityGroups: pending,
}

describe('projectUnreachable', () => {
  it('is the 404 or 403 of a list in the project: no such project, or not the user’s', () => {
    expect(projectUnreachable({ ...lists, vpcs: failed(404) })?.statusCode).toBe(404)
    expect(projectUnreachable({ ...lists, disks: failed(403) })?.statusCode).toBe(403)
  })

  it('leaves other failures, and lists outside the project, to their sections', () => {
    expect(projectUnreachable(lists)).toBeUndefined()
    expect(projectUnreachable({ ...lists, vpcs: failed(503) })).toBeUndefined()
    expect(projectUnreachable({ ...lists, sshKeys: failed(403) })).toBeUndefined()
    expect(projectUnreachable({ ...lists, siloImages: failed(404) })).toBeUndefined()
  })
})
