import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as schema from '@/mocks/__generated__/validate'
import { db } from '../store/db'
import { AUTO_RESTART_COOLDOWN_MS } from './instance-rules'
import { testServer, type ErrorBody } from '../test-helpers'

/**
 * The run-state machine, auto-restart, silo quotas and disk attach/detach,
 * driven through HTTP. Moves are timed with a fixed MOCK_TRANSITION_MS and a
 * fake clock (only `Date` is faked), so every hop can be seen in turn.
 */

type Instance = {
  id: string
  name: string
  run_state: string
  time_run_state_updated: string
  time_last_auto_restarted?: string | null
  auto_restart_cooldown_expiration?: string | null
}
type Disk = { id: string; name: string; state: { state: string; instance?: string } }
type Page<T> = { items: T[]; next_page: string | null }

const GiB = 1024 ** 3
const P = 'project=mock-project'
const HOP = 1000

/** Move the fake clock on. */
const later = (ms: number) => vi.setSystemTime(Date.now() + ms)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.stubEnv('MOCK_TRANSITION_MS', String(HOP))
  vi.stubEnv('MOCK_DISK_TRANSITION_MS', '500')
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

type Caller = { get: (path: string) => Promise<Response> }

async function stateOf(c: Caller, name: string, project = 'mock-project') {
  const res = await c.get(`/v1/instances/${name}?project=${project}`)
  const body = (await res.json()) as Instance
  expect(schema.Instance.safeParse(body).success).toBe(true)
  return body.run_state
}

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as ErrorBody) }
}

const newInstance = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: '',
  hostname: name,
  ncpus: 1,
  memory: GiB,
  ...extra,
})

describe('instance run states', () => {
  it('goes creating → starting → running when created to start', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const res = await c.post(`/v1/instances?${P}`, newInstance('hop'))
    expect(res.status).toBe(201)
    expect(((await res.json()) as Instance).run_state).toBe('creating')
    expect(await stateOf(c, 'hop')).toBe('creating')
    later(HOP)
    expect(await stateOf(c, 'hop')).toBe('starting')
    later(HOP)
    expect(await stateOf(c, 'hop')).toBe('running')
  })

  it('goes creating → stopped when created without start', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const res = await c.post(`/v1/instances?${P}`, newInstance('idle', { start: false }))
    expect(((await res.json()) as Instance).run_state).toBe('creating')
    later(HOP)
    expect(await stateOf(c, 'idle')).toBe('stopped')
  })

  it('with MOCK_TRANSITION_MS=0 lands on the next request, even several hops', async () => {
    vi.stubEnv('MOCK_TRANSITION_MS', '0')
    const { as } = testServer()
    const c = await as('collaborator')
    await c.post(`/v1/instances?${P}`, newInstance('quick'))
    expect(await stateOf(c, 'quick')).toBe('running')
  })

  it('a hop that came due while nobody asked is timed from when it was due', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await c.post(`/v1/instances?${P}`, newInstance('late'))
    const t0 = Date.now()
    later(5 * HOP)
    const res = await c.get(`/v1/instances/late?${P}`)
    const body = (await res.json()) as Instance
    expect(body.run_state).toBe('running')
    expect(Date.parse(body.time_run_state_updated)).toBe(t0 + 2 * HOP)
  })

  it('starts, stops and reboots through the transitional states', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const start = await c.post(`/v1/instances/build-runner/start?${P}`)
    expect(start.status).toBe(202)
    expect(((await start.json()) as Instance).run_state).toBe('starting')
    later(HOP)
    expect(await stateOf(c, 'build-runner')).toBe('running')

    const reboot = await c.post(`/v1/instances/build-runner/reboot?${P}`)
    expect(((await reboot.json()) as Instance).run_state).toBe('rebooting')
    later(HOP)
    expect(await stateOf(c, 'build-runner')).toBe('running')

    const stop = await c.post(`/v1/instances/build-runner/stop?${P}`)
    expect(((await stop.json()) as Instance).run_state).toBe('stopping')
    later(HOP)
    expect(await stateOf(c, 'build-runner')).toBe('stopped')
  })

  it('stops a starting instance, and stops a failed one at once', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await c.post(`/v1/instances/build-runner/start?${P}`)
    const stop = await c.post(`/v1/instances/build-runner/stop?${P}`)
    expect(((await stop.json()) as Instance).run_state).toBe('stopping')
    later(HOP)
    expect(await stateOf(c, 'build-runner')).toBe('stopped')

    const failed = await c.post(`/v1/instances/ml-trainer/stop?${P}`)
    expect(failed.status).toBe(202)
    expect(((await failed.json()) as Instance).run_state).toBe('stopped')
  })

  it('treats a start of a running instance and a stop of a stopped one as done', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const start = await c.post(`/v1/instances/db1/start?${P}`)
    expect(start.status).toBe(202)
    expect(((await start.json()) as Instance).run_state).toBe('running')
    const stop = await c.post(`/v1/instances/dev-sandbox/stop?${P}`)
    expect(stop.status).toBe(202)
    expect(((await stop.json()) as Instance).run_state).toBe('stopped')
  })

  it('moves the seeded transitional instances on from server start, as real ones', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    // every state is on show at first
    expect(await stateOf(c, 'api-server')).toBe('creating')
    expect(await stateOf(c, 'cache-1')).toBe('starting')
    expect(await stateOf(c, 'worker-1')).toBe('rebooting')
    expect(await stateOf(c, 'batch-job')).toBe('stopping')
    later(HOP)
    expect(await stateOf(c, 'api-server')).toBe('starting')
    expect(await stateOf(c, 'cache-1')).toBe('running')
    expect(await stateOf(c, 'worker-1')).toBe('running')
    expect(await stateOf(c, 'batch-job')).toBe('stopped')
    later(HOP)
    expect(await stateOf(c, 'api-server')).toBe('running')
    // the boot disk it was created with has landed too
    const disk = (await (await c.get(`/v1/disks/api-server-boot?${P}`)).json()) as Disk
    expect(disk.state.state).toBe('attached')
    // nothing the console waits on is left
    const page = (await (await c.get(`/v1/instances?${P}&limit=100`)).json()) as Page<Instance>
    const waiting = ['creating', 'starting', 'stopping', 'rebooting']
    expect(page.items.filter((i) => waiting.includes(i.run_state))).toEqual([])
  })
})

describe('refused actions', () => {
  const STILL_CREATING = 'cannot change instance state while it is still being created'
  const cases: [string, string, string, unknown, string][] = [
    ['start', 'POST', 'api-server/start', undefined, STILL_CREATING],
    [
      'start',
      'POST',
      'batch-job/start',
      undefined,
      'instance is in state stopping but must be stopped to be started',
    ],
    [
      'start',
      'POST',
      'legacy-app/start',
      undefined,
      'instance is in state repairing but must be stopped to be started',
    ],
    ['stop', 'POST', 'api-server/stop', undefined, STILL_CREATING],
    [
      'stop',
      'POST',
      'legacy-app/stop',
      undefined,
      'instance state cannot be changed from state "repairing"',
    ],
    [
      'stop',
      'POST',
      'analytics/stop',
      undefined,
      'instance state cannot be changed from state "migrating"',
    ],
    [
      'reboot',
      'POST',
      'build-runner/reboot',
      undefined,
      'cannot reboot an instance in state stopped with no VMM',
    ],
    [
      'reboot',
      'POST',
      'ml-trainer/reboot',
      undefined,
      'cannot reboot an instance in state failed with no VMM',
    ],
    [
      'reboot',
      'POST',
      'cache-1/reboot',
      undefined,
      'instance state cannot be changed from state "starting"',
    ],
    ['reboot', 'POST', 'api-server/reboot', undefined, STILL_CREATING],
    ['delete', 'DELETE', 'db1', undefined, 'instance cannot be deleted in state "running"'],
    ['delete', 'DELETE', 'api-server', undefined, 'instance cannot be deleted in state "creating"'],
    [
      'delete',
      'DELETE',
      'retired-vm',
      undefined,
      'instance cannot be deleted in state "destroyed"',
    ],
    [
      'resize',
      'PUT',
      'db1',
      { ncpus: 2, memory: 4 * GiB, boot_disk: null, auto_restart_policy: null },
      'instance must be stopped to be resized, not running',
    ],
    [
      'attach disk',
      'POST',
      'db1/disks/attach',
      { disk: 'scratch' },
      'cannot attach disk to instance in running state',
    ],
    [
      'attach disk',
      'POST',
      'ml-trainer/disks/attach',
      { disk: 'scratch' },
      'cannot attach disk to instance in failed state',
    ],
    [
      'detach disk',
      'POST',
      'db1/disks/detach',
      { disk: 'db1-data' },
      'cannot detach disk from instance in running state',
    ],
    [
      'detach disk',
      'POST',
      'worker-1/disks/detach',
      { disk: 'worker-1-boot' },
      'cannot detach disk from instance in rebooting state',
    ],
    [
      'ephemeral IP',
      'POST',
      'worker-1/external-ips/ephemeral',
      {},
      "can't attach an IP in transient state rebooting",
    ],
    [
      'ephemeral IP',
      'POST',
      'ml-trainer/external-ips/ephemeral',
      {},
      'cannot modify instance IPs, instance is in unhealthy state',
    ],
    [
      'ephemeral IP',
      'DELETE',
      'analytics/external-ips/ephemeral',
      undefined,
      "can't detach an IP in transient state migrating",
    ],
  ]

  it.each(cases)('%s: %s %s', async (_, method, path, body, message) => {
    const { call, login } = testServer()
    const cookie = await login('collaborator')
    const [name, ...rest] = path.split('/')
    const url = `/v1/instances/${name}${rest.length ? `/${rest.join('/')}` : ''}?${P}`
    const res = await call(method, url, { cookie, body })
    expect(await errorOf(res)).toMatchObject({ status: 400, error_code: 'InvalidRequest', message })
  })

  it('changes network interfaces only while the instance is stopped', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const nic = { name: 'nic9', description: '', vpc_name: 'mock-vpc', subnet_name: 'mock-subnet' }
    for (const instance of ['db1', 'api-server', 'ml-trainer']) {
      expect(
        await errorOf(await c.post(`/v1/network-interfaces?${P}&instance=${instance}`, nic)),
      ).toMatchObject({
        status: 400,
        message: 'Instance must be stopped to attach a new network interface',
      })
    }
    expect(
      await errorOf(
        await c.put(`/v1/network-interfaces/nic0?${P}&instance=db1`, { description: 'x' }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'Instance must be stopped to update its network interfaces',
    })
    expect(
      await errorOf(await c.del(`/v1/network-interfaces/nic0?${P}&instance=db1`)),
    ).toMatchObject({
      status: 400,
      message: 'Instance must be stopped to detach a network interface',
    })
    const ok = await c.post(`/v1/network-interfaces?${P}&instance=build-runner`, nic)
    expect(ok.status).toBe(201)
  })

  it('attaches addresses to running and stopped instances only', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    expect(
      (await c.post(`/v1/instances/build-runner/external-ips/ephemeral?${P}`, {})).status,
    ).toBe(202)
    expect((await c.del(`/v1/instances/web-2/external-ips/ephemeral?${P}`)).status).toBe(204)
    expect((await c.post(`/v1/instances/web-2/external-ips/ephemeral?${P}`, {})).status).toBe(202)
    expect(
      await errorOf(
        await c.post(`/v1/floating-ips/db-fip/attach?${P}`, {
          kind: 'instance',
          parent: 'worker-1',
        }),
      ),
    ).toMatchObject({ status: 400, message: "can't attach an IP in transient state rebooting" })
    const attach = await c.post(`/v1/floating-ips/db-fip/attach?${P}`, {
      kind: 'instance',
      parent: 'db1',
    })
    expect(attach.status).toBe(202)
    expect((await c.post(`/v1/floating-ips/db-fip/detach?${P}`)).status).toBe(202)
  })
})

describe('instance update', () => {
  it('unsets what the body leaves out, and changes the boot disk only when stopped', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const policy = await c.put(`/v1/instances/db1?${P}`, {
      ncpus: 8,
      memory: 32 * GiB,
      boot_disk: 'db1-boot',
      auto_restart_policy: 'never',
    })
    expect(policy.status).toBe(200)
    const db1 = (await policy.json()) as Instance & { auto_restart_enabled: boolean }
    expect(schema.Instance.safeParse(db1).success).toBe(true)
    expect(db1).toMatchObject({ auto_restart_policy: 'never', auto_restart_enabled: false })

    expect(
      await errorOf(await c.put(`/v1/instances/db1?${P}`, { ncpus: 8, memory: 32 * GiB })),
    ).toMatchObject({
      status: 400,
      message: 'instance must be stopped to change its boot disk, not running',
    })

    const unset = await c.put(`/v1/instances/build-runner?${P}`, { ncpus: 8, memory: 32 * GiB })
    expect(await unset.json()).toMatchObject({
      boot_disk_id: null,
      auto_restart_policy: null,
      auto_restart_enabled: true,
    })
  })
})

describe('auto-restart', () => {
  const instanceRow = (name: string) => db.instances.find((i) => i.name === name)!

  it('keeps the seeded failed instances failed: one never restarts, one is cooling down', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const trainer = (await (await c.get(`/v1/instances/ml-trainer?${P}`)).json()) as Instance & {
      auto_restart_enabled: boolean
    }
    expect(trainer).toMatchObject({ run_state: 'failed', auto_restart_enabled: false })
    const flaky = (await (await c.get(`/v1/instances/flaky-worker?${P}`)).json()) as Instance
    expect(flaky.run_state).toBe('failed')
    expect(Date.parse(flaky.auto_restart_cooldown_expiration!)).toBeGreaterThan(Date.now())
    later(10 * 60_000)
    expect(await stateOf(c, 'ml-trainer')).toBe('failed')
    expect(await stateOf(c, 'flaky-worker')).toBe('failed')
  })

  it('restarts a failed instance once its cooldown is over, then waits a new cooldown', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const due = Date.parse(instanceRow('flaky-worker').auto_restart_cooldown_expiration!)
    vi.setSystemTime(due + 1)
    const res = await c.get(`/v1/instances/flaky-worker?${P}`)
    const restarted = (await res.json()) as Instance
    expect(restarted.run_state).toBe('starting')
    expect(Date.parse(restarted.time_last_auto_restarted!)).toBe(due + 1)
    expect(Date.parse(restarted.auto_restart_cooldown_expiration!)).toBe(
      due + 1 + AUTO_RESTART_COOLDOWN_MS,
    )
    later(HOP)
    expect(await stateOf(c, 'flaky-worker')).toBe('running')

    // it fails again: this time it waits out the cooldown
    instanceRow('flaky-worker').run_state = 'failed'
    later(30 * 60_000)
    expect(await stateOf(c, 'flaky-worker')).toBe('failed')
    later(30 * 60_000)
    expect(await stateOf(c, 'flaky-worker')).toBe('starting')
  })

  it('restarts a failed instance that never restarted before at once', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const row = instanceRow('build-runner')
    row.run_state = 'failed'
    expect(await stateOf(c, 'build-runner')).toBe('starting')
  })

  it('does not restart a failed instance whose policy is never', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await c.put(`/v1/instances/build-runner?${P}`, {
      ncpus: 8,
      memory: 32 * GiB,
      boot_disk: 'build-runner-boot',
      auto_restart_policy: 'never',
    })
    instanceRow('build-runner').run_state = 'failed'
    expect(await stateOf(c, 'build-runner')).toBe('failed')
  })
})

describe('silo quotas', () => {
  /** A silo with room for 4 vCPUs, 8 GiB of memory and 20 GiB of disks, and its admin. */
  async function tinySilo() {
    const server = testServer()
    const op = await server.as('fleet-admin')
    expect(
      (
        await op.post('/v1/system/silos', {
          name: 'tiny',
          description: '',
          discoverable: true,
          identity_mode: 'local_only',
          quotas: { cpus: 4, memory: 8 * GiB, storage: 20 * GiB },
          tls_certificates: [],
          mapped_fleet_roles: {},
        })
      ).status,
    ).toBe(201)
    const user = (await (
      await op.post('/v1/system/identity-providers/local/users?silo=tiny', {
        external_id: 'pat',
        password: { mode: 'password', value: 'tiny-silo-pw' },
      })
    ).json()) as { id: string }
    expect(
      (
        await op.put('/v1/system/silos/tiny/policy', {
          role_assignments: [
            { identity_id: user.id, identity_type: 'silo_user', role_name: 'admin' },
          ],
        })
      ).status,
    ).toBe(200)
    const cookie = await server.login('pat', 'tiny-silo-pw', 'tiny')
    const send = (method: string) => (path: string, body?: unknown) =>
      server.call(method, path, { cookie, body })
    const pat = { get: send('GET'), post: send('POST'), put: send('PUT'), del: send('DELETE') }
    expect((await pat.post('/v1/projects', { name: 'small', description: '' })).status).toBe(201)
    return { pat, op }
  }

  const Q = 'project=small'
  const bootDisk = (name: string, gib: number) => ({
    type: 'create',
    name,
    description: '',
    size: gib * GiB,
    disk_source: { type: 'blank', block_size: 4096 },
  })
  const CPU =
    'Insufficient capacity: vCPU Limit Exceeded: Not enough vCPUs to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.'
  const MEMORY =
    'Insufficient capacity: Memory Limit Exceeded: Not enough memory to complete request. Either stop unused instances to free up resources or contact the rack operator to request a capacity increase.'
  const STORAGE =
    'Insufficient capacity: Storage Limit Exceeded: Not enough storage to complete request. Either remove unneeded disks and snapshots to free up resources or contact the rack operator to request a capacity increase.'
  const refusal = (message: string) => ({
    status: 507,
    error_code: 'InsufficientCapacity',
    message,
  })

  it('refuses to create or start instances beyond the quota, and disks beyond storage', async () => {
    const { pat, op } = await tinySilo()
    const big = newInstance('big', {
      ncpus: 4,
      memory: 8 * GiB,
      boot_disk: bootDisk('big-boot', 10),
    })
    expect((await pat.post(`/v1/instances?${Q}`, big)).status).toBe(201)

    // big is still being created, but its vCPUs are spoken for
    expect(await errorOf(await pat.post(`/v1/instances?${Q}`, newInstance('more')))).toMatchObject(
      refusal(CPU),
    )
    expect(
      await errorOf(
        await pat.post(
          `/v1/instances?${Q}`,
          newInstance('more', { start: false, boot_disk: bootDisk('more-boot', 11) }),
        ),
      ),
    ).toMatchObject(refusal(STORAGE))
    expect(
      await errorOf(
        await pat.post(`/v1/disks?${Q}`, {
          name: 'extra',
          description: '',
          size: 11 * GiB,
          disk_source: { type: 'blank', block_size: 4096 },
        }),
      ),
    ).toMatchObject(refusal(STORAGE))
    // nor may it grow before it boots
    expect(
      await errorOf(
        await pat.put(`/v1/instances/big?${Q}`, {
          ncpus: 5,
          memory: 8 * GiB,
          boot_disk: 'big-boot',
        }),
      ),
    ).toMatchObject(refusal(CPU))
    // nothing half-made stayed behind
    const disks = (await (await pat.get(`/v1/disks?${Q}`)).json()) as Page<Disk>
    expect(disks.items.map((d) => d.name)).toEqual(['big-boot'])

    const idle = newInstance('idle', { start: false, boot_disk: bootDisk('idle-boot', 10) })
    expect((await pat.post(`/v1/instances?${Q}`, idle)).status).toBe(201)
    later(2 * HOP)
    expect(await errorOf(await pat.post(`/v1/instances/idle/start?${Q}`))).toMatchObject(
      refusal(CPU),
    )

    const util = (await (await pat.get('/v1/utilization')).json()) as {
      provisioned: { cpus: number; memory: number; storage: number }
      capacity: { cpus: number }
    }
    expect(util.provisioned).toEqual({ cpus: 4, memory: 8 * GiB, storage: 20 * GiB })
    expect(util.capacity.cpus).toBe(4)
    const silos = (await (await op.get('/v1/system/utilization/silos?limit=100')).json()) as Page<{
      silo_name: string
      provisioned: { cpus: number }
    }>
    expect(silos.items.find((s) => s.silo_name === 'tiny')?.provisioned.cpus).toBe(4)

    // once big stops, idle fits — but not with more memory than is left
    await pat.post(`/v1/instances/big/stop?${Q}`)
    later(HOP)
    const hungry = newInstance('hungry', { memory: 9 * GiB })
    expect(await errorOf(await pat.post(`/v1/instances?${Q}`, hungry))).toMatchObject(
      refusal(MEMORY),
    )
    expect((await pat.post(`/v1/instances/idle/start?${Q}`)).status).toBe(202)
  })

  it('refuses an automatic restart that does not fit, until there is room', async () => {
    const { pat } = await tinySilo()
    await pat.post(`/v1/instances?${Q}`, newInstance('a', { ncpus: 4, memory: 4 * GiB }))
    await pat.post(`/v1/instances?${Q}`, newInstance('b', { ncpus: 2, memory: GiB, start: false }))
    later(2 * HOP)
    expect(await stateOf(pat, 'b', 'small')).toBe('stopped')
    // then it fails while a holds the whole vCPU quota
    db.instances.find((i) => i.name === 'b')!.run_state = 'failed'
    const b = (await (await pat.get(`/v1/instances/b?${Q}`)).json()) as Instance
    expect(b.run_state).toBe('failed')
    await pat.post(`/v1/instances/a/stop?${Q}`)
    later(HOP)
    const again = (await (await pat.get(`/v1/instances/b?${Q}`)).json()) as Instance
    expect(again.run_state).toBe('starting')
  })
})

describe('disk attach and detach', () => {
  it('passes through attaching and detaching', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const scratchId = db.disks.find((d) => d.name === 'scratch')!.id
    const runnerId = db.instances.find((i) => i.name === 'build-runner')!.id

    const attach = await c.post(`/v1/instances/build-runner/disks/attach?${P}`, { disk: 'scratch' })
    expect(attach.status).toBe(202)
    const attaching = (await attach.json()) as Disk
    expect(schema.Disk.safeParse(attaching).success).toBe(true)
    expect(attaching.state).toEqual({ state: 'attaching', instance: runnerId })

    // on its way in: listed with the instance, and nobody else may have it
    const listed = (await (
      await c.get(`/v1/instances/build-runner/disks?${P}`)
    ).json()) as Page<Disk>
    expect(listed.items.map((d) => d.id)).toContain(scratchId)
    expect(
      await errorOf(
        await c.post(`/v1/instances/dev-sandbox/disks/attach?${P}`, { disk: 'scratch' }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'cannot attach disk "scratch": disk is attached to another instance',
    })
    expect(await errorOf(await c.del(`/v1/disks/scratch?${P}`))).toMatchObject({
      status: 400,
      message: 'disk cannot be deleted in state "attaching"',
    })
    expect(
      await errorOf(
        await c.post(`/v1/instances/build-runner/disks/detach?${P}`, { disk: 'scratch' }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'cannot detach disk "scratch": disk is currently being attached',
    })
    expect(
      await errorOf(
        await c.put(`/v1/instances/build-runner?${P}`, {
          ncpus: 8,
          memory: 32 * GiB,
          boot_disk: 'scratch',
        }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'boot disk "scratch" must be attached to the instance',
    })
    // asking again for the same attachment is fine
    expect(
      (await c.post(`/v1/instances/build-runner/disks/attach?${P}`, { disk: 'scratch' })).status,
    ).toBe(202)

    later(500)
    const attached = (await (await c.get(`/v1/disks/scratch?${P}`)).json()) as Disk
    expect(attached.state).toEqual({ state: 'attached', instance: runnerId })

    const detach = await c.post(`/v1/instances/build-runner/disks/detach?${P}`, { disk: 'scratch' })
    expect(detach.status).toBe(202)
    expect(((await detach.json()) as Disk).state).toEqual({
      state: 'detaching',
      instance: runnerId,
    })
    later(500)
    const detached = (await (await c.get(`/v1/disks/scratch?${P}`)).json()) as Disk
    expect(detached.state).toEqual({ state: 'detached' })
  })

  it('with MOCK_DISK_TRANSITION_MS=0 lands on the next request', async () => {
    vi.stubEnv('MOCK_DISK_TRANSITION_MS', '0')
    const { as } = testServer()
    const c = await as('collaborator')
    await c.post(`/v1/instances/dev-sandbox/disks/attach?${P}`, { disk: 'data-archive' })
    const disk = (await (await c.get(`/v1/disks/data-archive?${P}`)).json()) as Disk
    expect(disk.state.state).toBe('attached')
  })

  it('attaches a disk that is still being created', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    const res = await c.post(`/v1/instances/dev-sandbox/disks/attach?${P}`, { disk: 'new-volume' })
    expect(res.status).toBe(202)
    expect(((await res.json()) as Disk).state.state).toBe('attaching')
  })

  it('a deleted instance leaves its disks detached, even those still attaching', async () => {
    const { as } = testServer()
    const c = await as('collaborator')
    await c.post(`/v1/instances/dev-sandbox/disks/attach?${P}`, { disk: 'scratch' })
    expect((await c.del(`/v1/instances/dev-sandbox?${P}`)).status).toBe(204)
    later(500)
    for (const name of ['scratch', 'dev-sandbox-boot']) {
      const disk = (await (await c.get(`/v1/disks/${name}?${P}`)).json()) as Disk
      expect(disk.state).toEqual({ state: 'detached' })
    }
  })
})
