import { PICKER_LIMIT } from '@/lib/api/picker-limit'

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
