import { describe, expect, it } from 'vitest'
import { parsePublicKey, publicKeyType, SSH_KEY_MESSAGES, validatePublicKey } from './ssh-key'

// Made with ssh-keygen for these tests; public halves only.
const ED25519 =
  'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIBxUYQjfvKP6ZDmlDnuqFgOIQJDy0+tv7TPCj3o3113p me@host'
const NISTP256 =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEswjcJzVj5Alt45Rn8w1s6cbqLPVDTMEFbskE+qqpSDQC0bkX4IUbaHBAyx9BIGGLBfx0pquf70fO2Zg7U26nM= me@host'

/** OpenSSH's wire form: each field length-prefixed. */
function wire(...fields: Buffer[]) {
  return Buffer.concat(
    fields.flatMap((f) => {
      const len = Buffer.alloc(4)
      len.writeUInt32BE(f.length)
      return [len, f]
    }),
  )
}

/** How many fields of key material follow the type, per type. */
const MATERIAL: Record<string, number> = {
  'ssh-ed25519': 1,
  'ssh-rsa': 2,
  'ecdsa-sha2-nistp384': 2,
  'ecdsa-sha2-nistp521': 2,
  'sk-ssh-ed25519@openssh.com': 2,
  'sk-ecdsa-sha2-nistp256@openssh.com': 3,
  'ssh-dss': 4,
}

/** A key line whose body holds `encodedType` and that type's number of material fields. */
function keyLine(type: string, encodedType = type, comment = '') {
  const material = Array.from({ length: MATERIAL[encodedType] }, (_, i) => Buffer.alloc(32, i))
  const body = wire(Buffer.from(encodedType), ...material).toString('base64')
  return [type, body, comment].filter(Boolean).join(' ')
}

describe('parsePublicKey', () => {
  it('accepts keys made by ssh-keygen, keeping the comment', () => {
    expect(parsePublicKey(ED25519)).toMatchObject({
      ok: true,
      key: { type: 'ssh-ed25519', comment: 'me@host' },
    })
    expect(parsePublicKey(NISTP256)).toMatchObject({
      ok: true,
      key: { type: 'ecdsa-sha2-nistp256' },
    })
  })

  it.each([
    'ssh-rsa',
    'ecdsa-sha2-nistp384',
    'ecdsa-sha2-nistp521',
    'sk-ssh-ed25519@openssh.com',
    'sk-ecdsa-sha2-nistp256@openssh.com',
  ])('accepts a well-formed %s key', (type) => {
    expect(validatePublicKey(keyLine(type, type, 'a comment with spaces'))).toBeUndefined()
  })

  it('accepts a key with surrounding whitespace or a trailing newline, as in a .pub file', () => {
    expect(validatePublicKey(`  ${ED25519}\n`)).toBeUndefined()
  })

  it('needs a key', () => {
    expect(validatePublicKey('   ')).toBe(SSH_KEY_MESSAGES.required)
  })

  it('says when a private key is pasted', () => {
    expect(validatePublicKey('-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk=\n')).toBe(
      SSH_KEY_MESSAGES.privateKey,
    )
  })

  it('takes one key per line only', () => {
    expect(validatePublicKey(`${ED25519}\n${NISTP256}`)).toBe(SSH_KEY_MESSAGES.oneLine)
  })

  it('refuses unknown or missing types', () => {
    expect(validatePublicKey(keyLine('ssh-dss'))).toBe(SSH_KEY_MESSAGES.type)
    expect(validatePublicKey('AAAAC3NzaC1lZDI1NTE5AAAAIBxUYQjfvKP6ZDmlDnuqFgOIQJDy0')).toBe(
      SSH_KEY_MESSAGES.type,
    )
    expect(validatePublicKey(ED25519.replace('ssh-ed25519', 'SSH-ED25519'))).toBe(
      SSH_KEY_MESSAGES.type,
    )
  })

  it('needs the base64 body after the type', () => {
    expect(validatePublicKey('ssh-ed25519')).toBe(SSH_KEY_MESSAGES.noBody)
  })

  it('refuses a body that is not base64', () => {
    expect(validatePublicKey('ssh-ed25519 AAAA-not_base64!')).toBe(SSH_KEY_MESSAGES.base64)
    // cut short: its length is no longer a multiple of four
    expect(validatePublicKey(ED25519.slice(0, 41))).toBe(SSH_KEY_MESSAGES.base64)
    expect(validatePublicKey('ssh-ed25519 AAAA=AAA')).toBe(SSH_KEY_MESSAGES.base64)
  })

  it('refuses a body encoding another type than the one named', () => {
    expect(validatePublicKey(keyLine('ssh-rsa', 'ssh-ed25519'))).toBe(SSH_KEY_MESSAGES.mismatch)
    expect(validatePublicKey(ED25519.replace('ssh-ed25519', 'ssh-rsa'))).toBe(
      SSH_KEY_MESSAGES.mismatch,
    )
    // valid base64, but too short to hold the type it claims
    expect(validatePublicKey('ssh-ed25519 AAAAC3Nz')).toBe(SSH_KEY_MESSAGES.mismatch)
  })

  it('refuses a key cut short on a base64 boundary, or with data added', () => {
    // 'ssh-ed25519 ' is 12 characters: a body of 28 stays a multiple of four
    expect(validatePublicKey(ED25519.slice(0, 40))).toBe(SSH_KEY_MESSAGES.mismatch)
    const extra = wire(Buffer.from('ssh-ed25519'), Buffer.alloc(32), Buffer.alloc(8))
    expect(validatePublicKey(`ssh-ed25519 ${extra.toString('base64')}`)).toBe(
      SSH_KEY_MESSAGES.mismatch,
    )
  })
})

describe('publicKeyType', () => {
  it('is the first word of the stored key', () => {
    expect(publicKeyType(NISTP256)).toBe('ecdsa-sha2-nistp256')
    expect(publicKeyType('')).toBe('—')
  })
})
