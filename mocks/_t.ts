import { seed } from './seed'
import { db } from './db'
import * as schema from '@/lib/api/__generated__/validate'
const t = Date.now()
seed()
console.log('seed ms', Date.now() - t)
const checks: [string, unknown[], { parse: (x: unknown) => unknown }][] = [
  ['silos', db.silos, schema.Silo], ['users', db.users, schema.User], ['projects', db.projects, schema.Project],
  ['instances', db.instances, schema.Instance], ['disks', db.disks, schema.Disk], ['snapshots', db.snapshots, schema.Snapshot],
  ['images', db.images, schema.Image], ['vpcs', db.vpcs, schema.Vpc], ['subnets', db.vpcSubnets, schema.VpcSubnet],
  ['routers', db.vpcRouters, schema.VpcRouter], ['routes', db.routerRoutes, schema.RouterRoute], ['rules', db.firewallRules, schema.VpcFirewallRule],
  ['igw', db.internetGateways, schema.InternetGateway], ['fip', db.floatingIps, schema.FloatingIp], ['nic', db.networkInterfaces, schema.InstanceNetworkInterface],
  ['ssh', db.sshKeys, schema.SshKey], ['pools', db.ipPools, schema.IpPool], ['ranges', db.ipPoolRanges, schema.IpPoolRange], ['sleds', db.sleds, schema.Sled],
  ['pdisks', db.physicalDisks, schema.PhysicalDisk], ['switches', db.switches, schema.Switch], ['audit', db.auditLog, schema.AuditLogEntry],
  ['aag', db.antiAffinityGroups, schema.AntiAffinityGroup], ['igwpool', db.internetGatewayIpPools, schema.InternetGatewayIpPool], ['igwaddr', db.internetGatewayIpAddresses, schema.InternetGatewayIpAddress],
  ['idp', db.identityProviders, schema.SamlIdentityProvider], ['builtin', db.usersBuiltin, schema.UserBuiltin], ['quotas', db.siloQuotas, schema.SiloQuotas],
]
for (const [n, rows, s] of checks) {
  let bad = 0
  for (const r of rows) { try { s.parse(r) } catch (e) { if (bad++ < 1) console.log(n, JSON.stringify(r).slice(0, 300), String(e).slice(0, 500)) } }
  console.log(n, rows.length, 'bad', bad)
}
console.log(db.users.map(u => u.display_name).join(', '))
console.log(db.projects.map(u => u.name).join(', '))
