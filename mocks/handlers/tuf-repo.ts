import { createHash } from 'node:crypto'
import type * as Api from '@/lib/api/__generated__/Api'
import type { Json } from '@/mocks/__generated__/msw-handlers'

export type TufRepo = Json<Api.TufRepoDescription>

const SEMVER =
  /(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?/

/**
 * The mock can't unpack a real repository archive, so the system version
 * comes from the file's name (`repo-17.0.0.zip` → 17.0.0), as release
 * archives are named.
 */
export function versionInFileName(fileName: string): string | undefined {
  return SEMVER.exec(fileName)?.[0]
}

/** Compare two semantic versions: negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core, pre] = v.split('+')[0].split(/-(.*)/s)
    return { nums: core.split('.').map(Number), pre: pre ?? '' }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) if (x.nums[i] !== y.nums[i]) return x.nums[i] - y.nums[i]
  // a prerelease comes before its release
  if (x.pre === y.pre) return 0
  if (!x.pre) return 1
  if (!y.pre) return -1
  return x.pre < y.pre ? -1 : 1
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')

/** The artifacts every release carries: host OS, control plane, service processor and RoT images. */
const ARTIFACTS: [kind: string, name: string, size: number][] = [
  ['gimlet_sp', 'gimlet-d', 1_048_576],
  ['gimlet_rot_image_a', 'oxide-rot-1', 262_144],
  ['gimlet_rot_image_b', 'oxide-rot-1', 262_144],
  ['psc_sp', 'psc-c', 786_432],
  ['switch_sp', 'sidecar-c', 917_504],
  ['host_phase_1', 'host-phase-1', 33_554_432],
  ['host_phase_2', 'host-phase-2', 1_073_741_824],
  ['control_plane', 'control-plane', 2_147_483_648],
]

/** A repository's description as Nexus records it after verifying the archive. */
export function describeRepo(
  systemVersion: string,
  fileName: string,
  archive: Uint8Array | string,
  uploaded: Date,
): TufRepo {
  const validUntil = new Date(uploaded.getTime() + 365 * 86_400_000)
  return {
    repo: {
      system_version: systemVersion,
      file_name: fileName,
      hash: sha256(archive),
      targets_role_version: 1,
      valid_until: validUntil.toISOString(),
    },
    artifacts: ARTIFACTS.map(([kind, name, size]) => ({
      id: { kind, name, version: systemVersion },
      hash: sha256(`${systemVersion}/${kind}`),
      size,
    })),
  }
}

/** The least a TUF root role document has: signed root metadata and its signatures. */
export function isRootRole(doc: unknown): boolean {
  if (typeof doc !== 'object' || doc === null) return false
  const { signed, signatures } = doc as { signed?: unknown; signatures?: unknown }
  return (
    typeof signed === 'object' &&
    signed !== null &&
    (signed as { _type?: unknown })._type === 'root' &&
    Array.isArray(signatures)
  )
}
