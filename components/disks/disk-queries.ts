import { PICKER_LIMIT } from '@/lib/api/picker-limit'

/** The project's instances in one large page, for the attach dialog's picker. */
export const projectInstancesParams = (project: string) => ({
  query: { project, limit: PICKER_LIMIT },
})

/** The project's disks in one large page, for the snapshot form's picker. */
export const projectDisksParams = (project: string) => ({
  query: { project, limit: PICKER_LIMIT },
})

/**
 * One instance by id. Nexus refuses a project selector beside an id, and
 * every row naming the instance shares this one key, so one request.
 */
export const instanceByIdParams = (id: string) => ({ path: { instance: id } })

/** One disk by id, as `instanceByIdParams`. */
export const diskByIdParams = (id: string) => ({ path: { disk: id } })
