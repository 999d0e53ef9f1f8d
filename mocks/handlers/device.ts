import { randomInt } from 'node:crypto'
import { HttpResponse, type MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { randomToken, requireActor } from '../access/auth'
import { db, nowIso, type DeviceGrant } from '../store/db'
import { invalidRequest, isUuid, notFound } from '../transport/errors'
import { newId } from '../store/create'

/**
 * OAuth 2.0 device authorization grant, as Nexus runs it: the CLI asks for a
 * code (`/device/auth`), a signed-in user confirms it in the console
 * (`/device/confirm`), and the CLI polls `/device/token` until it gets a
 * bearer token.
 */

/** Consonants only, so codes never spell words, and no letters easily misread. */
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ'
const GRANT_TTL_SECONDS = 600
const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code'

const reply = (res: Response): never => {
  throw res
}

/** OAuth error responses carry `error`, not Nexus's error shape. */
const oauthError = (error: string, description: string) =>
  HttpResponse.json({ error, error_description: description }, { status: 400 })

/** The device flow's bodies are forms (the server refuses any other type before this). */
const formFields = async (req: Request) => new URLSearchParams(await req.text())

const normalizeUserCode = (code: string) => code.toUpperCase().replace(/[^A-Z]/g, '')

const formatUserCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`

function newUserCode() {
  let code: string
  do {
    code = Array.from(
      { length: 8 },
      () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)],
    ).join('')
  } while (db.deviceGrants.some((g) => g.user_code === code))
  return code
}

const live = (g: DeviceGrant) => g.time_expires > nowIso()

export const deviceHandlers: Partial<MSWHandlers> = {
  async deviceAuthRequest({ req }) {
    const form = await formFields(req)
    const clientId = form.get('client_id') ?? ''
    if (!isUuid(clientId)) return reply(invalidRequest('client_id must be a UUID'))
    const ttlRaw = form.get('ttl_seconds')
    const ttl = ttlRaw ? Number(ttlRaw) : null
    if (ttl !== null && !(Number.isInteger(ttl) && ttl > 0)) {
      return reply(invalidRequest('ttl_seconds must be a positive integer'))
    }
    const grant: DeviceGrant = {
      device_code: randomToken(16),
      user_code: newUserCode(),
      client_id: clientId,
      time_expires: new Date(Date.now() + GRANT_TTL_SECONDS * 1000).toISOString(),
      token_ttl_seconds: ttl,
      confirmed_by: null,
      token_issued: false,
    }
    db.deviceGrants.push(grant)
    return reply(
      HttpResponse.json({
        device_code: grant.device_code,
        user_code: formatUserCode(grant.user_code),
        verification_uri: `${publicOrigin(req)}/device/verify`,
        expires_in: GRANT_TTL_SECONDS,
      }),
    )
  },

  deviceAuthConfirm({ body, req }) {
    const actor = requireActor(req)
    const code = normalizeUserCode(body.user_code)
    const grant = db.deviceGrants.find((g) => g.user_code === code && live(g) && !g.confirmed_by)
    if (!grant) return reply(notFound('device-auth-request', body.user_code, 'name'))
    // Nexus checks the lifetime the client asked for against the silo's at this step
    const maxTtl = db.siloAuthSettings.get(actor.silo.id) ?? null
    if (grant.token_ttl_seconds !== null && maxTtl !== null && grant.token_ttl_seconds > maxTtl) {
      return reply(
        invalidRequest(
          `the requested token lifetime, ${grant.token_ttl_seconds} seconds, exceeds the longest this silo allows, ${maxTtl} seconds`,
        ),
      )
    }
    grant.confirmed_by = actor.user.id
    return 204
  },

  async deviceAccessToken({ req }) {
    const form = await formFields(req)
    if (form.get('grant_type') !== DEVICE_CODE_GRANT) {
      return reply(oauthError('unsupported_grant_type', `grant_type must be ${DEVICE_CODE_GRANT}`))
    }
    const grant = db.deviceGrants.find(
      (g) => g.device_code === form.get('device_code') && !g.token_issued,
    )
    if (!grant || grant.client_id !== form.get('client_id')) {
      return reply(oauthError('invalid_grant', 'unknown device code'))
    }
    if (!live(grant)) return reply(oauthError('expired_token', 'the device code has expired'))
    if (!grant.confirmed_by) {
      return reply(oauthError('authorization_pending', 'waiting for the user to confirm'))
    }
    const user = db.users.find((u) => u.id === grant.confirmed_by)!
    const maxTtl = db.siloAuthSettings.get(user.silo_id) ?? null
    const ttl =
      grant.token_ttl_seconds !== null && maxTtl !== null
        ? Math.min(grant.token_ttl_seconds, maxTtl)
        : (grant.token_ttl_seconds ?? maxTtl)
    const token = {
      id: newId(),
      token: `oxide-token-${randomToken(20)}`,
      user_id: user.id,
      time_created: nowIso(),
      time_expires: ttl === null ? null : new Date(Date.now() + ttl * 1000).toISOString(),
    }
    db.accessTokens.push(token)
    grant.token_issued = true
    return reply(
      HttpResponse.json({
        access_token: token.token,
        token_type: 'Bearer',
        ...(token.time_expires ? { time_expires: token.time_expires } : {}),
      }),
    )
  },
}

/** The origin the client used: behind the dev proxy that is the proxy's, not ours. */
function publicOrigin(req: Request): string {
  const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host')
  if (!host || !/^[a-z0-9.:[\]-]+$/i.test(host)) return new URL(req.url).origin
  const proto = req.headers.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return `${proto}://${host}`
}
