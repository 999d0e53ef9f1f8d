/** Small IPv4 helpers for subnet and range checks. */

export const ipToInt = (ip: string) => ip.split('.').reduce((acc, o) => acc * 256 + Number(o), 0)

/** `10.1.2.0/24` → its first and last address as numbers. */
export function cidrBounds(cidr: string): [number, number] {
  const [base, width] = cidr.split('/')
  const size = 2 ** (32 - Number(width))
  const first = Math.floor(ipToInt(base) / size) * size
  return [first, first + size - 1]
}

export const overlaps = (a: [number, number], b: [number, number]) => a[0] <= b[1] && b[0] <= a[1]

const PRIVATE: [number, number][] = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'].map(
  cidrBounds,
)

/** Nexus only allows RFC 1918 space for VPC subnets. */
export const isPrivateBlock = (cidr: string) => {
  const b = cidrBounds(cidr)
  return PRIVATE.some((p) => b[0] >= p[0] && b[1] <= p[1])
}
