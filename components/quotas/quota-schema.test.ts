import { describe, expect, it } from 'vitest'
import { fromQuotas, quotasBelowUse, quotasSchema, toQuotas } from './quota-schema'

const GiB = 1024 ** 3
const messages = (value: unknown) => {
  const result = quotasSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`)
}

describe('silo quotas in the forms', () => {
  it('sends memory and storage in bytes', () => {
    expect(toQuotas({ cpus: 16, memoryGib: 64, storageGib: 1024 })).toEqual({
      cpus: 16,
      memory: 64 * GiB,
      storage: 1024 * GiB,
    })
    expect(fromQuotas({ cpus: 2, memory: 8 * GiB, storage: 10 * GiB + 5 })).toEqual({
      cpus: 2,
      memoryGib: 8,
      storageGib: 10,
    })
  })

  it('accepts zero (not provisionable) and refuses negative, fractional and missing values', () => {
    expect(messages({ cpus: 0, memoryGib: 0, storageGib: 0 })).toEqual([])
    expect(messages({ cpus: -1, memoryGib: 1.5, storageGib: undefined })).toEqual([
      'cpus: The vCPU quota cannot be negative',
      'memoryGib: The memory quota must be a whole number',
      'storageGib: Enter the storage quota',
    ])
  })

  it('names the quotas typed below what is provisioned, leaving half-typed ones alone', () => {
    const used = { cpus: 4, memory: 8 * GiB, storage: 10 * GiB + 1 }
    expect(quotasBelowUse({ cpus: 4, memoryGib: 8, storageGib: 11 }, used)).toEqual([])
    expect(quotasBelowUse({ cpus: 3, memoryGib: 7, storageGib: 10 }, used)).toEqual([
      'cpus',
      'memoryGib',
      'storageGib',
    ])
    expect(quotasBelowUse({ cpus: undefined, memoryGib: NaN, storageGib: 0 }, used)).toEqual([
      'storageGib',
    ])
  })
})
