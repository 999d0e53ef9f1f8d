import { filesize } from 'filesize'

/** Spec §9: memory and disk sizes are counted in GiB (2^30 bytes). */
export const GiB = 1024 ** 3

/** Binary units, as the API counts them: 21474836480 → '20 GiB'. */
export function formatBytes(bytes: number, { round = 2 }: { round?: number } = {}): string {
  return filesize(bytes, { base: 2, standard: 'iec', round })
}

export function gibToBytes(gib: number): number {
  return gib * GiB
}

export function bytesToGib(bytes: number): number {
  return bytes / GiB
}
