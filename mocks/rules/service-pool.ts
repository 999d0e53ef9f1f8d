import type { IpPool } from '../store/db'

/**
 * The pool Nexus keeps for the rack's own services (external DNS, NTP, the
 * API itself). It is not one of the operator's pools: it has no silos and
 * never appears in the pool list, but its ranges share the address space, so
 * they live with every other range in `db.ipPoolRanges`.
 */
export const SERVICE_POOL: IpPool = {
  id: '001de000-5110-4000-8000-000000000001',
  name: 'oxide-service-pool',
  description: 'IP Pool for Oxide Services',
  time_created: '2024-06-01T00:00:00.000Z',
  time_modified: '2024-06-01T00:00:00.000Z',
}

/** Addresses the rack's services hold (two external DNS servers, three Nexus zones). */
export const SERVICE_ADDRESSES = [
  '172.20.26.1',
  '172.20.26.2',
  '172.20.26.3',
  '172.20.26.4',
  '172.20.26.5',
]
