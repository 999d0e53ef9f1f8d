import { makeHandlers, type MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import type { HttpHandler } from 'msw'
import { settleDisks } from './disk-rules'
import { notImplemented } from '../transport/errors'
import { loopbackDeleteRoute } from './loopback-delete-route'
import { settleInstances } from './instance-rules'
import { settleSnapshots } from './snapshot-rules'
import { affinityHandlers } from './affinity'
import { alertHandlers } from './alerts'
import { auditLogHandlers } from './audit-log'
import { bgpHandlers } from './bgp'
import { certificateHandlers } from './certificates'
import { currentUserHandlers } from './current-user'
import { deviceHandlers } from './device'
import { bulkWriteRoute } from './bulk-write-route'
import { diskHandlers, writeBlocks } from './disks'
import { floatingIpHandlers } from './floating-ips'
import { imageHandlers } from './images'
import { instanceHandlers } from './instances'
import { internetGatewayHandlers } from './internet-gateways'
import { ipPoolHandlers } from './ip-pools'
import { loginHandlers } from './login'
import { metricsHandlers } from './metrics'
import { networkInterfaceHandlers } from './network-interfaces'
import { probeHandlers } from './probes'
import { projectHandlers } from './projects'
import { routerHandlers } from './routers'
import { siloHandlers } from './silo'
import { snapshotHandlers } from './snapshots'
import { supportBundleHandlers } from './support-bundles'
import { systemHardwareHandlers } from './system-hardware'
import { systemNetworkingHandlers } from './system-networking'
import { systemSiloHandlers } from './system-silos'
import { updateHandlers } from './updates'
import { vpcHandlers } from './vpcs'

const handlers: Partial<MSWHandlers> = {
  ...loginHandlers,
  ...deviceHandlers,
  ...currentUserHandlers,
  ...siloHandlers,
  ...projectHandlers,
  ...instanceHandlers,
  ...diskHandlers,
  ...snapshotHandlers,
  ...imageHandlers,
  ...floatingIpHandlers,
  ...affinityHandlers,
  ...networkInterfaceHandlers,
  ...vpcHandlers,
  ...routerHandlers,
  ...internetGatewayHandlers,
  ...ipPoolHandlers,
  ...systemSiloHandlers,
  ...systemHardwareHandlers,
  ...auditLogHandlers,
  ...metricsHandlers,
  ...systemNetworkingHandlers,
  ...bgpHandlers,
  ...alertHandlers,
  ...updateHandlers,
  ...supportBundleHandlers,
  ...certificateHandlers,
  ...probeHandlers,
}

/**
 * Instances, disks and snapshots move between states on their own; the moves that are
 * due land before any operation runs, so every answer sees the same world.
 */
function settleAll() {
  settleInstances()
  settleDisks()
  settleSnapshots()
}

function settlingFirst(all: Partial<MSWHandlers>): Partial<MSWHandlers> {
  const wrapped: Record<string, unknown> = {}
  for (const [name, handler] of Object.entries(all)) {
    const run = handler as (info: unknown) => unknown
    wrapped[name] = (info: unknown) => {
      settleAll()
      return run(info)
    }
  }
  return wrapped as Partial<MSWHandlers>
}

const implemented = settlingFirst(handlers)

/** `projectList` → `project_list`, the contract's operation id. */
export const contractOperationId = (key: string) =>
  key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export type ApiRoute = {
  /** the key in `MSWHandlers`, e.g. `projectList` */
  operation: string
  method: string
  /** msw path, e.g. `/v1/projects/:project` */
  path: string
  handler: HttpHandler
  implemented: boolean
}

/** Routes answered by a handler of ours in place of the generated wrapper. */
const routeOverrides: Record<string, (generated: HttpHandler) => HttpHandler> = {
  // ops: rack networking: a route the generated wrapper can't validate (see loopback-delete-route)
  networkingLoopbackAddressDelete: () => loopbackDeleteRoute,
  // a bulk write's body is read without JSON parsing (see bulk-write-route)
  diskBulkWriteImport: (generated) =>
    bulkWriteRoute(generated, (call, offset, data) => {
      settleAll()
      return writeBlocks(call, offset, () => ({ ok: true, data }))
    }),
}

/**
 * Every operation of the contract, with the generated msw handler that
 * validates its parameters and body and calls ours — or, for an operation we
 * don't implement, one shared fallback that answers a 404.
 */
export function buildApiRoutes(): ApiRoute[] {
  // makeHandlers reads the handler of each operation in the order it builds
  // the msw handlers, so the reads line up with the array it returns
  const reads: string[] = []
  const all = new Proxy({} as MSWHandlers, {
    get(_, key) {
      if (typeof key !== 'string') return undefined
      reads.push(key)
      return (
        implemented[key as keyof MSWHandlers] ??
        (() => {
          throw notImplemented(contractOperationId(key))
        })
      )
    },
  })
  const handlers = makeHandlers(all)
  if (handlers.length !== reads.length) {
    throw new Error('makeHandlers no longer reads one handler per route')
  }
  return handlers.map((handler, i) => ({
    operation: reads[i],
    method: String(handler.info.method).toUpperCase(),
    path: String(handler.info.path),
    handler: routeOverrides[reads[i]]?.(handler) ?? handler,
    implemented: reads[i] in implemented,
  }))
}
