/** Spec §9: device code length 8, shown as two groups of four. */
export const DEVICE_CODE_LENGTH = 8

/** Letters only, upper-cased; anything else typed or pasted is dropped. */
export function codeLetters(input: string): string[] {
  return input
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .split('')
}

/** Fills boxes from `start` with the letters of a paste, keeping the others. */
export function fillFrom(boxes: string[], start: number, pasted: string): string[] {
  const letters = codeLetters(pasted)
  const next = [...boxes]
  for (let i = 0; i < letters.length && start + i < DEVICE_CODE_LENGTH; i++) {
    next[start + i] = letters[i]
  }
  return next
}

/** The user code as the API writes it: `ABCD-EFGH`. */
export function formatUserCode(boxes: string[]): string {
  const code = boxes.join('')
  return `${code.slice(0, 4)}-${code.slice(4)}`
}
