import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'
import { db } from '../store/db'

/**
 * The timeseries the mock's Oximeter holds: each schema as the schema list gives it,
 * and the series it has now, one per field set, made from the database (an instance's
 * vCPUs, a disk attached to an instance, a sled's links). Their values are synthetic
 * (mocks/oximeter/oxql-run.ts).
 */

export type FieldValue = Json<Api.FieldValue>
export type FieldSet = Record<string, FieldValue>

export type TimeseriesDef = {
  schema: Json<Api.TimeseriesSchema>
  /** the size of a typical sample, per minute for counters */
  scale: number
  /** each series' field values */
  series: () => FieldSet[]
}

const CREATED = '2024-06-01T00:00:00.000Z'

const uuid = (value: string): FieldValue => ({ type: 'uuid', value })
const str = (value: string): FieldValue => ({ type: 'string', value })
const u32 = (value: number): FieldValue => ({ type: 'u32', value })

type FieldSpec = [name: string, type: Api.FieldType, source: Api.FieldSource, description: string]

function schema(
  name: string,
  opts: {
    target: string
    metric: string
    datum: Api.DatumType
    units: Api.Units
    scope: Api.AuthzScope
    fields: FieldSpec[]
  },
): Json<Api.TimeseriesSchema> {
  return {
    timeseries_name: name,
    description: { target: opts.target, metric: opts.metric },
    authz_scope: opts.scope,
    datum_type: opts.datum,
    units: opts.units,
    version: 1,
    created: CREATED,
    field_schema: opts.fields.map(([fieldName, type, source, description]) => ({
      name: fieldName,
      field_type: type,
      source,
      description,
    })),
  }
}

const siloOf = (projectId: string) => db.projectSilo.get(projectId) ?? ''

const INSTANCE_FIELDS: FieldSpec[] = [
  ['silo_id', 'uuid', 'target', 'The silo the instance belongs to'],
  ['project_id', 'uuid', 'target', 'The project the instance belongs to'],
  ['instance_id', 'uuid', 'target', 'The instance'],
]

const VCPU_STATES = ['emulation', 'idle', 'run', 'waiting']

function vcpuSeries(): FieldSet[] {
  return db.instances.flatMap((i) =>
    Array.from({ length: i.ncpus }, (_, vcpu) =>
      VCPU_STATES.map((state) => ({
        silo_id: uuid(siloOf(i.project_id)),
        project_id: uuid(i.project_id),
        instance_id: uuid(i.id),
        vcpu_id: u32(vcpu),
        state: str(state),
      })),
    ).flat(),
  )
}

function diskSeries(): FieldSet[] {
  return db.disks.flatMap((d) =>
    d.state.state === 'attached'
      ? [
          {
            silo_id: uuid(siloOf(d.project_id)),
            project_id: uuid(d.project_id),
            disk_id: uuid(d.id),
            attached_instance_id: uuid(d.state.instance),
            block_size: u32(d.block_size),
          },
        ]
      : [],
  )
}

function nicSeries(): FieldSet[] {
  return db.networkInterfaces.flatMap((n) => {
    const instance = db.instances.find((i) => i.id === n.instance_id)
    if (!instance) return []
    return [
      {
        silo_id: uuid(siloOf(instance.project_id)),
        project_id: uuid(instance.project_id),
        instance_id: uuid(instance.id),
        interface_id: uuid(n.id),
      },
    ]
  })
}

function sledLinkSeries(): FieldSet[] {
  return db.sleds.flatMap((s) =>
    ['cxgbe0', 'cxgbe1'].map((link) => ({
      rack_id: uuid(s.rack_id),
      sled_id: uuid(s.id),
      sled_serial: str(s.baseboard.serial),
      link_name: str(link),
    })),
  )
}

function sledSensorSeries(sensors: string[]) {
  return () =>
    db.sleds.flatMap((s) =>
      sensors.map((sensor) => ({
        rack_id: uuid(s.rack_id),
        chassis_serial: str(s.baseboard.serial),
        sensor: str(sensor),
      })),
    )
}

const DISK_FIELDS: FieldSpec[] = [
  ['silo_id', 'uuid', 'target', 'The silo the disk belongs to'],
  ['project_id', 'uuid', 'target', 'The project the disk belongs to'],
  ['disk_id', 'uuid', 'target', 'The disk'],
  ['attached_instance_id', 'uuid', 'target', 'The instance the disk is attached to'],
  ['block_size', 'u32', 'target', 'The disk’s block size, in bytes'],
]
const NIC_FIELDS: FieldSpec[] = [
  ...INSTANCE_FIELDS,
  ['interface_id', 'uuid', 'target', 'The network interface'],
]
const LINK_FIELDS: FieldSpec[] = [
  ['rack_id', 'uuid', 'target', 'The rack'],
  ['sled_id', 'uuid', 'target', 'The sled'],
  ['sled_serial', 'string', 'target', 'The sled’s serial number'],
  ['link_name', 'string', 'target', 'The data link'],
]
const SENSOR_FIELDS: FieldSpec[] = [
  ['rack_id', 'uuid', 'target', 'The rack'],
  ['chassis_serial', 'string', 'target', 'The serial number of the sled'],
  ['sensor', 'string', 'metric', 'The sensor read'],
]

const counter = (
  name: string,
  target: string,
  metric: string,
  units: Api.Units,
  fields: FieldSpec[],
  scale: number,
  series: () => FieldSet[],
  scope: Api.AuthzScope = 'project',
): TimeseriesDef => ({
  schema: schema(name, { target, metric, datum: 'cumulative_u64', units, scope, fields }),
  scale,
  series,
})

const VM = 'A guest virtual machine instance'
const DISK = 'A virtual disk'
const NIC = 'A network interface of an instance'
const LINK = 'A data link on a sled'

export const TIMESERIES: TimeseriesDef[] = [
  {
    schema: schema('virtual_machine:vcpu_usage', {
      target: VM,
      metric: 'Cumulative time each vCPU spent in each state',
      datum: 'cumulative_u64',
      units: 'nanoseconds',
      scope: 'project',
      fields: [
        ...INSTANCE_FIELDS,
        ['vcpu_id', 'u32', 'metric', 'The vCPU'],
        ['state', 'string', 'metric', 'The vCPU’s state'],
      ],
    }),
    scale: 1.5e10,
    series: vcpuSeries,
  },
  counter('virtual_disk:bytes_read', DISK, 'Bytes read', 'bytes', DISK_FIELDS, 4e7, diskSeries),
  counter(
    'virtual_disk:bytes_written',
    DISK,
    'Bytes written',
    'bytes',
    DISK_FIELDS,
    2.5e7,
    diskSeries,
  ),
  counter('virtual_disk:reads', DISK, 'Read operations', 'count', DISK_FIELDS, 900, diskSeries),
  counter('virtual_disk:writes', DISK, 'Write operations', 'count', DISK_FIELDS, 600, diskSeries),
  counter('virtual_disk:flushes', DISK, 'Flush operations', 'count', DISK_FIELDS, 40, diskSeries),
  counter(
    'instance_network_interface:bytes_sent',
    NIC,
    'Bytes sent',
    'bytes',
    NIC_FIELDS,
    3e7,
    nicSeries,
  ),
  counter(
    'instance_network_interface:bytes_received',
    NIC,
    'Bytes received',
    'bytes',
    NIC_FIELDS,
    5e7,
    nicSeries,
  ),
  counter(
    'instance_network_interface:packets_sent',
    NIC,
    'Packets sent',
    'count',
    NIC_FIELDS,
    3e4,
    nicSeries,
  ),
  counter(
    'instance_network_interface:packets_received',
    NIC,
    'Packets received',
    'count',
    NIC_FIELDS,
    4e4,
    nicSeries,
  ),
  counter(
    'sled_data_link:bytes_sent',
    LINK,
    'Bytes sent on the link',
    'bytes',
    LINK_FIELDS,
    2e9,
    sledLinkSeries,
    'fleet',
  ),
  counter(
    'sled_data_link:bytes_received',
    LINK,
    'Bytes received on the link',
    'bytes',
    LINK_FIELDS,
    3e9,
    sledLinkSeries,
    'fleet',
  ),
  {
    schema: schema('hardware_component:temperature', {
      target: 'A hardware component of a sled',
      metric: 'A temperature reading',
      datum: 'f32',
      units: 'degrees_celsius',
      scope: 'fleet',
      fields: SENSOR_FIELDS,
    }),
    scale: 60,
    series: sledSensorSeries(['cpu', 'dimm0', 'nvme0']),
  },
  {
    schema: schema('hardware_component:fan_speed', {
      target: 'A hardware component of a sled',
      metric: 'A fan’s speed',
      datum: 'f32',
      units: 'rpm',
      scope: 'fleet',
      fields: SENSOR_FIELDS,
    }),
    scale: 9000,
    series: sledSensorSeries(['fan0', 'fan1']),
  },
]

export const findTimeseries = (name: string) =>
  TIMESERIES.find((t) => t.schema.timeseries_name === name)
