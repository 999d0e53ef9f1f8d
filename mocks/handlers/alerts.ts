import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { ALERT_CLASSES, globMatches } from './alert-classes'
import { deliver, deliveriesOf } from './alert-delivery'
import { requireActor, requireFleet } from '../access/auth'
import { newId } from '../store/create'
import { db, findByNameOrId, nowIso, removeWhere } from '../store/db'
import { alreadyExists, invalidRequest, notFound } from '../transport/errors'
import { paginate } from '../store/pagination'
import { applyUpdate, created, stampNow } from '../transport/respond'

/** Alert classes, alert receivers (webhooks), their deliveries and secrets. */

const fleetViewer = (req: Request) => requireFleet(requireActor(req), 'viewer')
const fleetAdmin = (req: Request) => requireFleet(requireActor(req), 'admin')

const receiver = (key: string) => findByNameOrId(db.alertReceivers, 'alert-receiver', key)

const secretsOf = (receiverId: string) =>
  db.webhookSecrets
    .filter((s) => s.receiver_id === receiverId)
    .map(({ id, time_created }) => ({ id, time_created }))

function receiverView(r: (typeof db.alertReceivers)[number]) {
  const { endpoint, ...rest } = r
  return { ...rest, kind: { kind: 'webhook' as const, endpoint, secrets: secretsOf(r.id) } }
}

function checkEndpoint(endpoint: string) {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw invalidRequest(`invalid endpoint URL "${endpoint}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalidRequest(`webhook endpoint must be an HTTP or HTTPS URL, not "${url.protocol}"`)
  }
}

function checkSecret(secret: string) {
  if (secret.length === 0) throw invalidRequest('a webhook secret must not be empty')
}

function addSecret(receiverId: string, secret: string) {
  const row = { id: newId(), time_created: nowIso(), receiver_id: receiverId, secret }
  db.webhookSecrets.push(row)
  return { id: row.id, time_created: row.time_created }
}

const byTime = { defaultSort: 'time_and_id_ascending' as const, keys: { time: timeStarted } }

function timeStarted(d: { time_started: string }) {
  return d.time_started
}

export const alertHandlers: Partial<MSWHandlers> = {
  alertClassList({ req, query }) {
    fleetViewer(req)
    const filter = query.filter
    const classes = filter
      ? ALERT_CLASSES.filter((c) => globMatches(filter, c.name))
      : ALERT_CLASSES
    return paginate(query, classes, { scope: { filter } })
  },

  alertReceiverList({ req, query }) {
    fleetViewer(req)
    return paginate(query, db.alertReceivers.map(receiverView))
  },

  alertReceiverView({ req, path }) {
    fleetViewer(req)
    return receiverView(receiver(path.receiver))
  },

  alertReceiverDelete({ req, path }) {
    fleetAdmin(req)
    const r = receiver(path.receiver)
    removeWhere(db.alertReceivers, (x) => x.id === r.id)
    removeWhere(db.webhookSecrets, (s) => s.receiver_id === r.id)
    removeWhere(db.alertDeliveries, (d) => d.receiver_id === r.id)
    return 204
  },

  webhookReceiverCreate({ req, body }) {
    fleetAdmin(req)
    if (db.alertReceivers.some((r) => r.name === body.name)) {
      throw alreadyExists('alert-receiver', body.name)
    }
    checkEndpoint(body.endpoint)
    if (body.secrets.length === 0) {
      throw invalidRequest('a webhook receiver must have at least one secret')
    }
    body.secrets.forEach(checkSecret)
    const row = {
      id: newId(),
      name: body.name,
      description: body.description,
      endpoint: body.endpoint,
      subscriptions: [...new Set(body.subscriptions ?? [])],
      ...stampNow(),
    }
    db.alertReceivers.push(row)
    const secrets = body.secrets.map((s) => addSecret(row.id, s))
    return created({ ...row, secrets })
  },

  webhookReceiverUpdate({ req, path, body }) {
    fleetAdmin(req)
    const r = receiver(path.receiver)
    if (body.name && body.name !== r.name && db.alertReceivers.some((x) => x.name === body.name)) {
      throw alreadyExists('alert-receiver', body.name)
    }
    if (body.endpoint) checkEndpoint(body.endpoint)
    applyUpdate(r, body)
    return 204
  },

  alertReceiverSubscriptionAdd({ req, path, body }) {
    fleetAdmin(req)
    const r = receiver(path.receiver)
    if (r.subscriptions.includes(body.subscription)) {
      throw alreadyExists('alert-subscription', body.subscription)
    }
    r.subscriptions.push(body.subscription)
    r.time_modified = nowIso()
    return created({ subscription: body.subscription })
  },

  alertReceiverSubscriptionRemove({ req, path }) {
    fleetAdmin(req)
    const r = receiver(path.receiver)
    if (!r.subscriptions.includes(path.subscription)) {
      throw notFound('alert-subscription', path.subscription, 'name')
    }
    r.subscriptions = r.subscriptions.filter((s) => s !== path.subscription)
    r.time_modified = nowIso()
    return 204
  },

  alertDeliveryList({ req, path, query }) {
    fleetViewer(req)
    const r = receiver(path.receiver)
    // no state parameter set to true means every state
    const wanted = (['pending', 'delivered', 'failed'] as const).filter((s) => query[s] === true)
    const rows = deliveriesOf(r.id).filter((d) => wanted.length === 0 || wanted.includes(d.state))
    return paginate(query, rows, byTime)
  },

  alertReceiverProbe({ req, path, query }) {
    fleetAdmin(req)
    const r = receiver(path.receiver)
    const probe = deliver({
      receiverId: r.id,
      endpoint: r.endpoint,
      alertId: newId(),
      alertClass: 'probe',
      trigger: 'probe',
    })
    db.alertDeliveries.push(probe)
    let resendsStarted: number | null = null
    if (query.resend && probe.state === 'delivered') {
      // each alert that never reached the receiver and isn't on its way, once,
      // however many tries it had
      const deliveries = deliveriesOf(r.id)
      const settled = (alertId: string) =>
        !deliveries.some(
          (d) => d.alert_id === alertId && (d.state === 'delivered' || d.state === 'pending'),
        )
      const undelivered = new Map<string, string>()
      for (const d of deliveries) {
        if (d.trigger !== 'probe' && settled(d.alert_id)) undelivered.set(d.alert_id, d.alert_class)
      }
      for (const [alertId, alertClass] of undelivered) {
        db.alertDeliveries.push(
          deliver({
            receiverId: r.id,
            endpoint: r.endpoint,
            alertId,
            alertClass,
            trigger: 'resend',
          }),
        )
      }
      resendsStarted = undelivered.size
    }
    return { probe, resends_started: resendsStarted }
  },

  alertDeliveryResend({ req, path, query }) {
    fleetAdmin(req)
    const r = receiver(query.receiver)
    const earlier = deliveriesOf(r.id).filter((d) => d.alert_id === path.alertId)
    if (earlier.length === 0) throw notFound('alert', path.alertId, 'id')
    if (earlier.some((d) => d.state === 'delivered')) {
      throw invalidRequest(
        `alert ${path.alertId} has already been delivered successfully to receiver "${r.name}"`,
      )
    }
    if (earlier.some((d) => d.state === 'pending')) {
      throw invalidRequest(`alert ${path.alertId} is still being delivered to receiver "${r.name}"`)
    }
    const delivery = deliver({
      receiverId: r.id,
      endpoint: r.endpoint,
      alertId: path.alertId,
      alertClass: earlier[0].alert_class,
      trigger: 'resend',
    })
    db.alertDeliveries.push(delivery)
    return created({ delivery_id: delivery.id })
  },

  webhookSecretsList({ req, query }) {
    fleetViewer(req)
    return { secrets: secretsOf(receiver(query.receiver).id) }
  },

  webhookSecretsAdd({ req, query, body }) {
    fleetAdmin(req)
    const r = receiver(query.receiver)
    checkSecret(body.secret)
    return created(addSecret(r.id, body.secret))
  },

  webhookSecretsDelete({ req, path }) {
    fleetAdmin(req)
    const secret = db.webhookSecrets.find((s) => s.id === path.secretId)
    if (!secret) throw notFound('webhook-secret', path.secretId, 'id')
    if (db.webhookSecrets.filter((s) => s.receiver_id === secret.receiver_id).length === 1) {
      throw invalidRequest(
        'cannot delete the only secret of a webhook receiver; add another secret first',
      )
    }
    removeWhere(db.webhookSecrets, (s) => s.id === secret.id)
    return 204
  },
}
