/** A page of Oxide's guides: where it is, and what it is about, as said in "<title> docs". */
export type DocsPage = { title: string; url: string }

const guides = 'https://docs.oxide.computer/guides'
const networking = `${guides}/configuring-guest-networking`
const disksAndSnapshots = `${guides}/managing-disks-and-snapshots`

/** The one table of the documentation the console links to, by subject. */
export const docs = {
  access: { title: 'Access control', url: `${guides}/configuring-access` },
  affinity: {
    title: 'Affinity',
    url: `${guides}/deploying-workloads#_affinity_and_anti_affinity`,
  },
  disks: { title: 'Disks', url: disksAndSnapshots },
  firewallRules: { title: 'Firewall rules', url: `${networking}#_firewall_rules` },
  floatingIps: { title: 'Floating IPs', url: `${guides}/managing-floating-ips` },
  identityProviders: {
    title: 'Identity providers',
    url: `${guides}/operator/identity-providers`,
  },
  images: { title: 'Images', url: `${guides}/creating-and-sharing-images` },
  ipPools: { title: 'IP pools', url: `${guides}/operator/ip-pool-management` },
  networking: { title: 'Networking', url: networking },
  rackNetworking: { title: 'Rack networking', url: `${guides}/operator/expanding-connectivity` },
  projects: { title: 'Projects', url: `${guides}/onboarding-projects` },
  routers: { title: 'Custom routers', url: `${networking}#_custom_routers` },
  silos: { title: 'Silos', url: `${guides}/operator/silo-management` },
  snapshots: { title: 'Snapshots', url: `${disksAndSnapshots}#_snapshots` },
  sshKeys: { title: 'SSH keys', url: `${guides}/user-settings#_ssh_keys` },
} as const satisfies Record<string, DocsPage>
