import { crc32 } from 'node:zlib'

/**
 * A support bundle's contents: a real zip (entries stored, not compressed) of
 * a few MiB, made the same way every time from the bundle's id, so that
 * downloads, ranges and single files agree without keeping megabytes around.
 */

export type BundleFile = { path: string; data: Buffer }

const SLEDS = ['BRM42220004', 'BRM42220017', 'BRM42220031']

function logLines(bundleId: string, source: string, count: number) {
  const lines: string[] = []
  const start = Date.UTC(2026, 0, 1)
  for (let i = 0; i < count; i++) {
    const t = new Date(start + i * 1375).toISOString()
    lines.push(
      `{"msg":"${source} heartbeat","v":0,"level":30,"time":"${t}","bundle":"${bundleId}","seq":${i}}`,
    )
  }
  return Buffer.from(lines.join('\n') + '\n')
}

export function bundleFiles(bundleId: string): BundleFile[] {
  const files: BundleFile[] = [
    { path: 'bundle_id.txt', data: Buffer.from(`${bundleId}\n`) },
    {
      path: 'reconfigurator_state.json',
      data: Buffer.from('{"planning_input":{},"blueprints":[]}\n'),
    },
  ]
  for (const sled of SLEDS) {
    files.push({
      path: `rack/sled/${sled}/dladm.txt`,
      data: Buffer.from(`LINK CLASS MTU STATE\ncxgbe0 phys 9000 up\ncxgbe1 phys 9000 up\n`),
    })
    files.push({
      path: `rack/sled/${sled}/oxide-sled-agent.log`,
      data: logLines(bundleId, `sled-agent ${sled}`, 9000),
    })
  }
  return files
}

export function bundleFileNames(bundleId: string) {
  return bundleFiles(bundleId).map((f) => f.path)
}

function u16(n: number) {
  const b = Buffer.alloc(2)
  b.writeUInt16LE(n)
  return b
}
function u32(n: number) {
  const b = Buffer.alloc(4)
  b.writeUInt32LE(n >>> 0)
  return b
}

// 1980-01-01 00:00 in DOS time and date: a fixed stamp keeps the archive the same on every build
const DOS_TIME = u16(0)
const DOS_DATE = u16((0 << 9) | (1 << 5) | 1)

let cached: { id: string; zip: Buffer } | undefined

export function bundleZip(bundleId: string): Buffer {
  if (cached?.id === bundleId) return cached.zip
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const f of bundleFiles(bundleId)) {
    const name = Buffer.from(f.path)
    const crc = crc32(f.data)
    const common = [
      u16(20),
      u16(0),
      u16(0),
      DOS_TIME,
      DOS_DATE,
      u32(crc),
      u32(f.data.length),
      u32(f.data.length),
      u16(name.length),
      u16(0),
    ]
    const local = Buffer.concat([u32(0x04034b50), ...common, name])
    central.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        ...common,
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    )
    parts.push(local, f.data)
    offset += local.length + f.data.length
  }
  const dir = Buffer.concat(central)
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(central.length),
    u16(central.length),
    u32(dir.length),
    u32(offset),
    u16(0),
  ])
  const zip = Buffer.concat([...parts, dir, end])
  cached = { id: bundleId, zip }
  return zip
}
