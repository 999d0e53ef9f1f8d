import type { MSWHandlers } from '@/mocks/__generated__/msw-handlers'
import { requireActor } from '../access/auth'
import { db, removeWhere, type Instance } from '../store/db'
import { alreadyExists, invalidRequest } from '../transport/errors'
import { createNetworkInterface } from '../store/create'
import { cidrBounds, ipToInt } from '../formats/ipv4'
import { lookupInstance, lookupNetworkInterface, requiredSelector } from '../access/lookup'
import { instanceAccepts, MAX_NICS } from './instance-rules'
import { paginate, scopeParam } from '../store/pagination'
import { applyUpdate, created } from '../transport/respond'

/**
 * Network interfaces of instances. Any change needs the instance stopped
 * (not creating or failed), as in Nexus; an instance has at most eight,
 * and its primary one goes last.
 */

/** Nexus's wording for each change refused on an instance that isn't stopped. */
const NOT_STOPPED = {
  create: 'Instance must be stopped to attach a new network interface',
  update: 'Instance must be stopped to update its network interfaces',
  delete: 'Instance must be stopped to detach a network interface',
}

const requireStopped = (instance: Instance, change: keyof typeof NOT_STOPPED) => {
  if (!instanceAccepts('changeNetworkInterface', instance.run_state))
    throw invalidRequest(NOT_STOPPED[change])
}

export const networkInterfaceHandlers: Partial<MSWHandlers> = {
  instanceNetworkInterfaceList({ req, query }) {
    const actor = requireActor(req)
    const instanceKey = requiredSelector(scopeParam(query, 'instance'), 'instance')
    const projectKey = scopeParam(query, 'project')
    const { row } = lookupInstance(actor, { instance: instanceKey, project: projectKey })
    return paginate(
      query,
      db.networkInterfaces.filter((n) => n.instance_id === row.id),
      { scope: { instance: instanceKey, project: projectKey } },
    )
  },

  instanceNetworkInterfaceCreate({ req, query, body }) {
    const actor = requireActor(req)
    const { row: instance, project } = lookupInstance(actor, query, 'collaborator')
    requireStopped(instance, 'create')
    const mine = db.networkInterfaces.filter((n) => n.instance_id === instance.id)
    if (mine.some((n) => n.name === body.name)) {
      throw alreadyExists('instance-network-interface', body.name)
    }
    if (mine.length >= MAX_NICS) {
      throw invalidRequest(`an instance may have at most ${MAX_NICS} network interfaces`)
    }
    const vpc = db.vpcs.find((v) => v.project_id === project.id && v.name === body.vpc_name)
    if (!vpc) throw invalidRequest(`not found: vpc with name "${body.vpc_name}"`)
    const subnet = db.vpcSubnets.find((s) => s.vpc_id === vpc.id && s.name === body.subnet_name)
    if (!subnet) throw invalidRequest(`not found: vpc-subnet with name "${body.subnet_name}"`)
    if (mine.some((n) => n.vpc_id !== vpc.id)) {
      throw invalidRequest('all network interfaces of an instance must be in the same VPC')
    }
    if (body.ip) {
      const [first, last] = cidrBounds(subnet.ipv4_block)
      const n = ipToInt(body.ip)
      if (n < first + 5 || n >= last) {
        throw invalidRequest(
          `IP address ${body.ip} is not available in subnet ${subnet.ipv4_block}`,
        )
      }
      if (db.networkInterfaces.some((x) => x.subnet_id === subnet.id && x.ip === body.ip)) {
        throw invalidRequest(`IP address ${body.ip} is already in use`)
      }
    }
    return created(
      createNetworkInterface(instance, {
        name: body.name,
        description: body.description,
        subnet,
        ip: body.ip,
      }),
    )
  },

  instanceNetworkInterfaceView({ req, path, query }) {
    return lookupNetworkInterface(requireActor(req), { interface: path.interface, ...query }).row
  },

  instanceNetworkInterfaceUpdate({ req, path, query, body }) {
    const { row } = lookupNetworkInterface(
      requireActor(req),
      { interface: path.interface, ...query },
      'collaborator',
    )
    requireStopped(
      db.instances.find((i) => i.id === row.instance_id)!,
      'update',
    )
    const siblings = db.networkInterfaces.filter((n) => n.instance_id === row.instance_id)
    if (body.name && body.name !== row.name && siblings.some((n) => n.name === body.name)) {
      throw alreadyExists('instance-network-interface', body.name)
    }
    if (body.primary && !row.primary) {
      for (const n of siblings) n.primary = false
      row.primary = true
    }
    if (body.transit_ips) row.transit_ips = body.transit_ips
    return applyUpdate(row, { name: body.name, description: body.description })
  },

  instanceNetworkInterfaceDelete({ req, path, query }) {
    const { row } = lookupNetworkInterface(
      requireActor(req),
      { interface: path.interface, ...query },
      'collaborator',
    )
    requireStopped(
      db.instances.find((i) => i.id === row.instance_id)!,
      'delete',
    )
    const others = db.networkInterfaces.filter(
      (n) => n.instance_id === row.instance_id && n.id !== row.id,
    )
    if (row.primary && others.length > 0) {
      throw invalidRequest(
        'The primary interface for an instance may not be deleted while secondary interfaces are still attached',
      )
    }
    removeWhere(db.networkInterfaces, (n) => n.id === row.id)
    return 204
  },
}
