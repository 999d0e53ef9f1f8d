import { PICKER_LIMIT } from '@/components/instances/instance-queries'

/** While a listed disk is on its way to another state, look again this often. */
export const DISK_POLL_MS = 2000

/**
 * The project's instances in one large page: the disks list names the
 * instance of each attached disk from it, and the attach dialog picks from
 * it. One params shape, so both share one request.
 */
export const projectInstancesParams = (project: string) => ({
  query: { project, limit: PICKER_LIMIT },
})

/** The project's disks in one large page, for pickers and for naming a snapshot's disk. */
export const projectDisksParams = (project: string) => ({
  query: { project, limit: PICKER_LIMIT },
})
