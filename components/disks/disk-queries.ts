import { PICKER_LIMIT } from '@/lib/api/picker-limit'

/** The project's instances in one large page, for the attach dialog's picker. */
export const projectInstancesParams = (project: string) => ({
  query: { project, limit: PICKER_LIMIT },
})

/** The project's disks in one large page, for the snapshot form's picker. */
export const projectDisksParams = (project: string) => ({
  query: { project, limit: PICKER_LIMIT },
})

/** One disk by id, as `instanceByIdParams` (lib/api/view-by-id.ts). */
export const diskByIdParams = (id: string) => ({ path: { disk: id } })
