import type { Disk, Instance } from '@/lib/api/__generated__/Api'
import { pageQueries } from '@/lib/api/page-queries'
import { useApiQuery } from '@/lib/api/query'
import { pollWhileAny } from '@/lib/api/poll'
import type { InstanceSel } from '@/lib/api/selectors'
import { diskSettling } from '@/lib/domain/disk'
import { instanceSettling } from '@/lib/domain/instance'

const instanceBusy = (i: Instance) => instanceSettling(i.runState)

export const useInstance = (sel: InstanceSel) =>
  useApiQuery(...pageQueries.instance(sel).instance, { pollWhile: instanceBusy })

const anyDiskBusy = pollWhileAny((d: Disk) => diskSettling(d.state.state))

/** The instance's disks, looked at again while any is attaching or detaching. */
export const useInstanceDisks = (sel: InstanceSel) =>
  useApiQuery(...pageQueries.instanceStorage(sel).disks, { pollWhile: anyDiskBusy })

export const useInstanceExternalIps = (sel: InstanceSel) =>
  useApiQuery(...pageQueries.instance(sel).externalIps)

/** The instance's network interfaces; the networking tab's tables share this one read. */
export const useInstanceNics = (sel: InstanceSel) =>
  useApiQuery(...pageQueries.instanceNetworking(sel).nics)
