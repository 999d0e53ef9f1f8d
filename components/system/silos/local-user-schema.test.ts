import { describe, expect, it } from 'vitest'
import {
  createLocalUserDefaults,
  createLocalUserSchema,
  setPasswordSchema,
  toUserCreate,
} from './local-user-schema'

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), (i as { message?: string }).message]) ?? []

describe('createLocalUserSchema', () => {
  it('takes a username by the contract’s rules and a password typed twice alike', () => {
    const values = {
      ...createLocalUserDefaults,
      externalId: 'new-hire',
      password: 'secret',
      passwordConfirm: 'secret',
    }
    expect(createLocalUserSchema.safeParse(values).success).toBe(true)
    expect(issues(createLocalUserSchema.safeParse({ ...values, externalId: '' }))).toEqual([
      ['externalId', 'Username is required'],
    ])
    expect(issues(createLocalUserSchema.safeParse({ ...values, externalId: 'New' }))).toEqual([
      ['externalId', 'Must start with a lowercase letter'],
    ])
    expect(
      issues(createLocalUserSchema.safeParse({ ...values, passwordConfirm: 'secrets' })),
    ).toEqual([['passwordConfirm', 'The passwords do not match']])
    expect(
      issues(
        createLocalUserSchema.safeParse({
          ...values,
          password: 'x'.repeat(513),
          passwordConfirm: 'x'.repeat(513),
        }),
      ),
    ).toEqual([['password', 'Must be 512 characters or fewer']])
  })

  it('needs no password for a user who may not sign in, and sends none', () => {
    const values = {
      ...createLocalUserDefaults,
      externalId: 'robot',
      mode: 'login_disallowed' as const,
    }
    expect(createLocalUserSchema.safeParse(values).success).toBe(true)
    expect(toUserCreate({ ...values, password: 'ignored', passwordConfirm: '' })).toEqual({
      externalId: 'robot',
      password: { mode: 'login_disallowed' },
    })
    expect(
      toUserCreate({ ...values, mode: 'password', password: 'pw', passwordConfirm: 'pw' }),
    ).toEqual({ externalId: 'robot', password: { mode: 'password', value: 'pw' } })
  })
})

describe('setPasswordSchema', () => {
  it('needs a password, and the same one twice', () => {
    expect(issues(setPasswordSchema.safeParse({ password: '', passwordConfirm: '' }))).toEqual([
      ['password', 'Password is required'],
    ])
    expect(issues(setPasswordSchema.safeParse({ password: 'a', passwordConfirm: 'b' }))).toEqual([
      ['passwordConfirm', 'The passwords do not match'],
    ])
    expect(setPasswordSchema.safeParse({ password: 'a', passwordConfirm: 'a' }).success).toBe(true)
  })
})
