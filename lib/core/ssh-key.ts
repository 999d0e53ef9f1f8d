/**
 * Checks an OpenSSH public key line (`type base64 [comment]`) before it is sent, so a
 * pasted private key, a truncated copy or a mistyped type is caught with a message that
 * says what to fix, rather than Nexus's generic refusal.
 */

const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
] as const

type SshKeyType = (typeof SSH_KEY_TYPES)[number]

type ParsedPublicKey = { type: SshKeyType; body: string; comment: string }

type Result = { ok: true; key: ParsedPublicKey } | { ok: false; message: string }

export const SSH_KEY_MESSAGES = {
  required: 'Public key is required',
  privateKey: 'This is a private key: paste the public key (the .pub file) instead',
  oneLine: 'Enter one key, on a single line',
  type: 'Key type must be ssh-ed25519, ssh-rsa, ecdsa-sha2-nistp256/384/521 or an sk- security key type',
  noBody: 'The key type must be followed by a space and the base64-encoded key',
  base64: 'The key is not valid base64: it may be cut short or have extra characters',
  mismatch:
    'The encoded key is incomplete or does not match its type: it may be cut short or altered',
} as const

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/

/**
 * How many length-prefixed fields each type's encoded key holds (RFC 4253 §6.6, RFC 5656,
 * PROTOCOL.u2f): the type itself, then the key material.
 */
const FIELDS: Record<SshKeyType, number> = {
  'ssh-ed25519': 2,
  'ssh-rsa': 3,
  'ecdsa-sha2-nistp256': 3,
  'ecdsa-sha2-nistp384': 3,
  'ecdsa-sha2-nistp521': 3,
  'sk-ssh-ed25519@openssh.com': 3,
  'sk-ecdsa-sha2-nistp256@openssh.com': 4,
}

/** Splits the decoded key into its fields; undefined when one runs past the end. */
function wireFields(bytes: string): string[] | undefined {
  const fields: string[] = []
  let at = 0
  while (at < bytes.length) {
    if (at + 4 > bytes.length) return undefined
    const len =
      ((bytes.charCodeAt(at) << 24) |
        (bytes.charCodeAt(at + 1) << 16) |
        (bytes.charCodeAt(at + 2) << 8) |
        bytes.charCodeAt(at + 3)) >>>
      0
    at += 4
    if (at + len > bytes.length) return undefined
    fields.push(bytes.slice(at, at + len))
    at += len
  }
  return fields
}

export function parsePublicKey(value: string): Result {
  const line = value.trim()
  if (!line) return { ok: false, message: SSH_KEY_MESSAGES.required }
  if (line.startsWith('-----BEGIN')) return { ok: false, message: SSH_KEY_MESSAGES.privateKey }
  if (/[\r\n]/.test(line)) return { ok: false, message: SSH_KEY_MESSAGES.oneLine }
  const [type, body, ...rest] = line.split(/[ \t]+/)
  if (!(SSH_KEY_TYPES as readonly string[]).includes(type)) {
    return { ok: false, message: SSH_KEY_MESSAGES.type }
  }
  if (!body) return { ok: false, message: SSH_KEY_MESSAGES.noBody }
  if (!BASE64.test(body)) return { ok: false, message: SSH_KEY_MESSAGES.base64 }
  const keyType = type as SshKeyType
  const fields = wireFields(atob(body))
  if (!fields || fields[0] !== keyType || fields.length !== FIELDS[keyType]) {
    return { ok: false, message: SSH_KEY_MESSAGES.mismatch }
  }
  return { ok: true, key: { type: keyType, body, comment: rest.join(' ') } }
}

export function validatePublicKey(value: string): string | undefined {
  const parsed = parsePublicKey(value)
  return parsed.ok ? undefined : parsed.message
}

/** The key's type as stored, for a list column; '—' when the stored line has none. */
export function publicKeyType(publicKey: string): string {
  return publicKey.trim().split(/\s+/)[0] || '—'
}
