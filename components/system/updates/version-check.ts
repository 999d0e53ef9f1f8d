/** A system version as the contract writes it: semantic versioning (17.0.0, 17.0.0-rc.1). */
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/

export function checkSystemVersion(value: string): string | undefined {
  if (value.trim() === '') return 'Enter a system version'
  return SEMVER.test(value.trim()) ? undefined : 'Use a version such as 17.0.0'
}
