import { generateKeyPairSync } from 'node:crypto'

/** A fresh ed25519 public key line, as `ssh-keygen -t ed25519` would write it. */
export function newPublicKey(comment: string) {
  const { publicKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  const field = (b: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(b.length)
    return [len, b]
  }
  const body = Buffer.concat([...field(Buffer.from('ssh-ed25519')), ...field(raw)])
  return `ssh-ed25519 ${body.toString('base64')} ${comment}`
}
