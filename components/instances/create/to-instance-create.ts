import type {
  ExternalIpCreate,
  InstanceCreate,
  InstanceDiskAttachment,
  InstanceNetworkInterfaceAttachment,
} from '@/lib/api/__generated__/Api'
import { gibToBytes } from '@/lib/core/format/bytes'
import { bootImageId, shapeOf, type CreateInstanceValues } from './create-instance-schema'

/** RFC 4648 §4 base64 of the UTF-8 bytes, as the API wants user data. */
export function base64Utf8(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function bootDisk(values: CreateInstanceValues): InstanceDiskAttachment {
  if (values.bootSource === 'disk') return { type: 'attach', name: values.bootDiskExisting }
  return {
    type: 'create',
    name: values.bootDiskName,
    description: `Boot disk of ${values.name}`,
    size: gibToBytes(values.bootDiskSizeGib ?? 0),
    diskSource: { type: 'image', imageId: bootImageId(values) },
  }
}

function networkInterfaces(values: CreateInstanceValues): InstanceNetworkInterfaceAttachment {
  if (values.networkType !== 'custom') return { type: values.networkType }
  return {
    type: 'create',
    params: values.nics.map((nic) => ({
      name: nic.name,
      description: nic.description,
      vpcName: nic.vpcName,
      subnetName: nic.subnetName,
      ...(nic.ip.trim() ? { ip: nic.ip.trim() } : {}),
    })),
  }
}

function externalIps(values: CreateInstanceValues): ExternalIpCreate[] {
  const ephemeral: ExternalIpCreate[] = values.ephemeralIp
    ? [values.ipPool ? { type: 'ephemeral', pool: values.ipPool } : { type: 'ephemeral' }]
    : []
  return [
    ...ephemeral,
    ...values.floatingIps.map((f): ExternalIpCreate => ({ type: 'floating', floatingIp: f })),
  ]
}

/** The validated form, as the body of `instanceCreate`. */
export function toInstanceCreate(values: CreateInstanceValues): InstanceCreate {
  const { ncpus, memoryGib } = shapeOf(values)
  return {
    name: values.name,
    description: values.description,
    hostname: values.hostname || values.name,
    ncpus,
    memory: gibToBytes(memoryGib),
    bootDisk: bootDisk(values),
    disks: values.disks,
    networkInterfaces: networkInterfaces(values),
    externalIps: externalIps(values),
    // always a list: an absent one would send every key of the user's profile
    sshPublicKeys: values.sshKeyIds,
    ...(values.userData ? { userData: base64Utf8(values.userData) } : {}),
    // 'default' leaves the policy unset so the control plane's default applies
    ...(values.autoRestartPolicy === 'default'
      ? {}
      : { autoRestartPolicy: values.autoRestartPolicy }),
    antiAffinityGroups: values.antiAffinityGroups,
    start: values.start,
  }
}
