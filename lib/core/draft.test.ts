import { describe, expect, it } from 'vitest'
import { isSecretField, withoutSecrets } from './draft'

describe('isSecretField', () => {
  it('knows secrets by name', () => {
    for (const name of ['password', 'newPassword', 'secret', 'private_key', 'key', 'token']) {
      expect(isSecretField(name)).toBe(true)
    }
    for (const name of [
      'name',
      'public_key',
      'description',
      'keys',
      'deviceTokenMaxTtlSeconds',
      'device_token_max_ttl_seconds',
    ]) {
      expect(isSecretField(name)).toBe(false)
    }
  })

  it('and by the form’s own declaration', () => {
    expect(isSecretField('cert', ['cert'])).toBe(true)
  })
})

describe('withoutSecrets', () => {
  it('drops secret fields at any depth and keeps the rest', () => {
    expect(
      withoutSecrets({
        name: 'web',
        password: 'hunter2',
        sizeGib: 7,
        enabled: false,
        none: null,
        tls: { cert: 'PEM', key: 'PRIVATE PEM' },
        users: [{ name: 'a', password: 'p' }],
      }),
    ).toEqual({
      name: 'web',
      sizeGib: 7,
      enabled: false,
      none: null,
      tls: { cert: 'PEM' },
      users: [{ name: 'a' }],
    })
  })

  it('drops what JSON cannot keep, such as files', () => {
    const file = new Blob(['x'])
    expect(withoutSecrets({ name: 'img', file, when: undefined })).toEqual({ name: 'img' })
  })

  it('drops declared secrets', () => {
    expect(withoutSecrets({ name: 'n', passphrase: 'x' }, ['passphrase'])).toEqual({ name: 'n' })
  })
})
