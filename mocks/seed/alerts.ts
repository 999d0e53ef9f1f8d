import { deliver } from '../handlers/alert-delivery'
import { newId } from '../store/create'
import { db } from '../store/db'
import { daysBefore, SEED_EPOCH } from './util'

const HOUR = 3_600_000

/**
 * Two webhook receivers: `ops-pager`, whose endpoint answers, with alerts
 * delivered and a probe; `legacy-siem`, whose endpoint (fail.example.com)
 * answers 503, with alerts that failed after every retry and one delivered
 * before it broke.
 */
export function seedAlerts() {
  const receiver = (
    name: string,
    description: string,
    endpoint: string,
    subscriptions: string[],
    secrets: number,
    days: number,
  ) => {
    const time = daysBefore(days)
    const row = {
      id: newId(),
      name,
      description,
      endpoint,
      subscriptions,
      time_created: time,
      time_modified: time,
    }
    db.alertReceivers.push(row)
    for (let i = 0; i < secrets; i++) {
      db.webhookSecrets.push({
        id: newId(),
        receiver_id: row.id,
        time_created: daysBefore(days - i),
        secret: `seeded-secret-${name}-${i}`,
      })
    }
    return row
  }
  const pager = receiver(
    'ops-pager',
    'Pages the on-call operator',
    'https://hooks.example.com/oxide/alerts',
    ['test.foo', 'test.quux.**'],
    1,
    40,
  )
  const siem = receiver(
    'legacy-siem',
    'Forwards every alert to the old SIEM collector',
    'https://fail.example.com/webhook',
    ['**'],
    2,
    60,
  )

  const alert = (
    to: typeof pager,
    alertClass: string,
    hoursAgo: number,
    trigger: 'alert' | 'probe' = 'alert',
    endpoint = to.endpoint,
  ) =>
    db.alertDeliveries.push(
      deliver({
        receiverId: to.id,
        endpoint,
        alertId: newId(),
        alertClass,
        trigger,
        start: SEED_EPOCH - hoursAgo * HOUR,
      }),
    )

  alert(pager, 'test.foo', 70)
  alert(pager, 'test.quux.bar', 30)
  alert(pager, 'probe', 26, 'probe')
  alert(pager, 'test.quux.bar.baz', 5)
  alert(siem, 'test.foo', 200, 'alert', 'https://siem.example.com/collect')
  alert(siem, 'test.foo.bar', 48)
  alert(siem, 'test.quux.bar', 12)
  alert(siem, 'probe', 2, 'probe')
}
