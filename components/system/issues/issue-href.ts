import { pb } from '@/lib/core/paths'
import type { IssueTarget } from '@/lib/domain/system-issues/rules'

/** The page where an issue is looked at and fixed. */
export function issueHref(target: IssueTarget): string {
  switch (target.kind) {
    case 'instance':
      return pb.instance({ project: target.project, instance: target.instance })
    case 'disk':
      return pb.disks({ project: target.project })
    case 'sled':
      return pb.systemSled({ sledId: target.sledId })
    case 'physicalDisk':
      return pb.systemInventoryDisks()
    case 'ipPool':
      return pb.systemIpPool({ pool: target.pool })
    case 'siloQuotas':
      return pb.systemSiloQuotas({ silo: target.silo })
    case 'siloIdps':
      return pb.systemSilo({ silo: target.silo })
    case 'siloIpPools':
      return pb.systemSiloIpPools({ silo: target.silo })
    case 'certificate':
      return pb.systemCertificate({ certificate: target.certificate })
  }
}
