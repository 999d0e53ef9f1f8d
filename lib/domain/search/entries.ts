import type {
  AntiAffinityGroup,
  Disk,
  FloatingIp,
  Image,
  Instance,
  IpPool,
  PhysicalDisk,
  Project,
  Silo,
  Sled,
  Snapshot,
  User,
  Vpc,
  VpcSubnet,
} from '@/lib/api/__generated__/Api'
import { pb } from '@/lib/core/paths'

/** Kinds in the order their groups are shown. */
export const KINDS = [
  'up',
  'page',
  'action',
  'project',
  'instance',
  'disk',
  'snapshot',
  'image',
  'vpc',
  'subnet',
  'floatingIp',
  'antiAffinityGroup',
  'silo',
  'sled',
  'physicalDisk',
  'ipPool',
  'user',
] as const
export type Kind = (typeof KINDS)[number]

export const KIND_HEADINGS: Record<Kind, string> = {
  up: 'Go up',
  page: 'Pages',
  action: 'Actions',
  project: 'Projects',
  instance: 'Instances',
  disk: 'Disks',
  snapshot: 'Snapshots',
  image: 'Images',
  vpc: 'VPCs',
  subnet: 'Subnets',
  floatingIp: 'Floating IPs',
  antiAffinityGroup: 'Anti-affinity groups',
  silo: 'Silos',
  sled: 'Sleds',
  physicalDisk: 'Physical disks',
  ipPool: 'IP pools',
  user: 'Users',
}

/** One thing the palette can go to. */
export type SearchEntry = {
  kind: Kind
  /** the resource's id, or the route key of a page, action or breadcrumb */
  id: string
  /** what the query is matched against and what is shown */
  name: string
  href: string
  /** the project it lives in, shown beside it */
  project?: string
  /** where a page is (System, Settings, a project), shown beside it */
  context?: string
}

/**
 * Search entries of each kind of resource. `project` is the project's name, or
 * its id when the name isn't known (the API takes either in a path).
 */
export const entryOf = {
  project: (p: Project): SearchEntry => ({
    kind: 'project',
    id: p.id,
    name: p.name,
    href: pb.project({ project: p.name }),
  }),
  instance: (i: Instance, project: string): SearchEntry => ({
    kind: 'instance',
    id: i.id,
    name: i.name,
    project,
    href: pb.instance({ project, instance: i.name }),
  }),
  // disks and snapshots have no page of their own: their project's list
  disk: (d: Disk, project: string): SearchEntry => ({
    kind: 'disk',
    id: d.id,
    name: d.name,
    project,
    href: pb.disks({ project }),
  }),
  snapshot: (s: Snapshot, project: string): SearchEntry => ({
    kind: 'snapshot',
    id: s.id,
    name: s.name,
    project,
    href: pb.snapshots({ project }),
  }),
  /** `project` undefined: a silo image */
  image: (i: Image, project: string | undefined): SearchEntry => ({
    kind: 'image',
    id: i.id,
    name: i.name,
    project,
    href: project ? pb.imageEdit({ project, image: i.name }) : pb.siloImageEdit({ image: i.name }),
  }),
  vpc: (v: Vpc, project: string): SearchEntry => ({
    kind: 'vpc',
    id: v.id,
    name: v.name,
    project,
    href: pb.vpc({ project, vpc: v.name }),
  }),
  subnet: (s: VpcSubnet, project: string, vpc: string): SearchEntry => ({
    kind: 'subnet',
    id: s.id,
    name: s.name,
    project,
    context: vpc,
    href: pb.subnetEdit({ project, vpc, subnet: s.name }),
  }),
  floatingIp: (f: FloatingIp, project: string): SearchEntry => ({
    kind: 'floatingIp',
    id: f.id,
    name: f.name,
    project,
    context: f.ip,
    href: pb.floatingIpEdit({ project, floatingIp: f.name }),
  }),
  antiAffinityGroup: (g: AntiAffinityGroup, project: string): SearchEntry => ({
    kind: 'antiAffinityGroup',
    id: g.id,
    name: g.name,
    project,
    href: pb.antiAffinityGroup({ project, antiAffinityGroup: g.name }),
  }),
  silo: (s: Silo): SearchEntry => ({
    kind: 'silo',
    id: s.id,
    name: s.name,
    href: pb.systemSilo({ silo: s.name }),
  }),
  // a sled has no name: its serial number is what people know it by
  sled: (s: Sled): SearchEntry => ({
    kind: 'sled',
    id: s.id,
    name: s.baseboard.serial,
    href: pb.systemSled({ sledId: s.id }),
  }),
  // like a sled, known by its serial; the inventory lists them, there is no page of one
  physicalDisk: (d: PhysicalDisk): SearchEntry => ({
    kind: 'physicalDisk',
    id: d.id,
    name: d.serial,
    context: [d.vendor, d.model].filter(Boolean).join(' '),
    href: pb.systemInventoryDisks(),
  }),
  ipPool: (p: IpPool): SearchEntry => ({
    kind: 'ipPool',
    id: p.id,
    name: p.name,
    href: pb.systemIpPool({ pool: p.name }),
  }),
  // users have no page of their own: the silo's access page, with the user's panel open
  // (USER_PARAM in components/access/user-link.tsx)
  user: (u: User): SearchEntry => ({
    kind: 'user',
    id: u.id,
    name: u.displayName,
    href: `${pb.siloAccess()}?user=${encodeURIComponent(u.id)}`,
  }),
}
