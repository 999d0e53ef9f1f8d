import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { groupIdsOf, requireActor } from '../access/auth'
import { db, findByNameOrId, removeWhere, type SshKey } from '../store/db'
import { alreadyExists, invalidRequest, notFound } from '../transport/errors'
import { newId } from '../store/create'
import { paginate } from '../store/pagination'
import { created, stampNow } from '../transport/respond'

const SSH_KEY_TYPES = [
  'ssh-ed25519',
  'ssh-rsa',
  'ecdsa-sha2-nistp256',
  'ecdsa-sha2-nistp384',
  'ecdsa-sha2-nistp521',
  'sk-ssh-ed25519@openssh.com',
  'sk-ecdsa-sha2-nistp256@openssh.com',
]

/** The checks Nexus makes when parsing an OpenSSH public key line. */
function checkPublicKey(line: string) {
  const [type, blob] = line.trim().split(/\s+/)
  if (!SSH_KEY_TYPES.includes(type) || !blob || !/^[A-Za-z0-9+/]+={0,2}$/.test(blob)) {
    throw invalidRequest('public_key: not a valid OpenSSH public key')
  }
  const decoded = Buffer.from(blob, 'base64')
  const len = decoded.length >= 4 ? decoded.readUInt32BE(0) : -1
  if (len !== type.length || decoded.subarray(4, 4 + len).toString() !== type) {
    throw invalidRequest('public_key: key type does not match the encoded key')
  }
}

export const currentUserHandlers: Partial<MSWHandlers> = {
  currentUserView({ req }) {
    const { user, silo } = requireActor(req)
    return { ...user, silo_name: silo.name }
  },

  currentUserGroups({ req, query }) {
    const { user } = requireActor(req)
    const ids = new Set(groupIdsOf(user.id))
    return paginate(
      query,
      db.groups.filter((g) => ids.has(g.id)),
      { defaultSort: 'id_ascending' },
    )
  },

  currentUserSshKeyList({ req, query }) {
    const { user } = requireActor(req)
    return paginate(
      query,
      db.sshKeys.filter((k) => k.silo_user_id === user.id),
    )
  },

  currentUserSshKeyCreate({ req, body }) {
    const { user } = requireActor(req)
    const mine = db.sshKeys.filter((k) => k.silo_user_id === user.id)
    if (mine.some((k) => k.name === body.name)) throw alreadyExists('ssh-key', body.name)
    checkPublicKey(body.public_key)
    const key: SshKey = {
      id: newId(),
      name: body.name,
      description: body.description,
      public_key: body.public_key.trim(),
      silo_user_id: user.id,
      ...stampNow(),
    }
    db.sshKeys.push(key)
    return created(key)
  },

  currentUserSshKeyView({ req, path }) {
    const { user } = requireActor(req)
    return findByNameOrId(
      db.sshKeys.filter((k) => k.silo_user_id === user.id),
      'ssh-key',
      path.sshKey,
    )
  },

  currentUserSshKeyDelete({ req, path }) {
    const { user } = requireActor(req)
    const key = findByNameOrId(
      db.sshKeys.filter((k) => k.silo_user_id === user.id),
      'ssh-key',
      path.sshKey,
    )
    removeWhere(db.sshKeys, (k) => k.id === key.id)
    return 204
  },

  currentUserAccessTokenList({ req, query }) {
    const { user } = requireActor(req)
    const now = new Date().toISOString()
    return paginate(
      query,
      db.accessTokens
        .filter((t) => t.user_id === user.id && (!t.time_expires || t.time_expires > now))
        .map(({ id, time_created, time_expires }) => ({ id, time_created, time_expires })),
      { defaultSort: 'id_ascending' },
    )
  },

  currentUserAccessTokenDelete({ req, path }) {
    const { user } = requireActor(req)
    const token = db.accessTokens.find((t) => t.id === path.tokenId && t.user_id === user.id)
    if (!token) throw notFound('device-access-token', path.tokenId, 'id')
    removeWhere(db.accessTokens, (t) => t.id === token.id)
    return 204
  },
}
