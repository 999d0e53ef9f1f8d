/**
 * A count the contract sends as an integer or, past what a double holds (uint128, such as
 * IPv6 address counts), as a decimal string. Read once, here, as an exact bigint; anything
 * else (a fraction, a negative, text) is undefined, for the caller to show as unknown.
 */
export function readCount(value: number | string): bigint | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
  }
  return /^\d+$/.test(value.trim()) ? BigInt(value.trim()) : undefined
}

/** The sum of counts, or undefined if any of them can't be read. */
export function sumCounts(values: readonly (number | string)[]): bigint | undefined {
  let sum = 0n
  for (const value of values) {
    const n = readCount(value)
    if (n === undefined) return undefined
    sum += n
  }
  return sum
}
