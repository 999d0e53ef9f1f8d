/**
 * What a form would send, said two ways: the HTTP request (method, path with
 * query, JSON body) and the `oxide` CLI command that does the same. Pure, so
 * the panel can show it live as fields are typed.
 */
import { snakeify } from '@/lib/api/__generated__/util'
import type { Op } from '@/lib/api/client'
import { cliCommand } from './cli-command'
import { cliLine } from './cli-line'
import { maskSecrets } from './cli-secrets'

type Param = string | number | boolean | undefined | null

/** The parameters of one call, as a form's mutation would pass them. */
export type RequestInput = {
  path?: Record<string, Param>
  query?: Record<string, Param>
  body?: unknown
}

export type RequestPreview = {
  method: string
  /** Path and query, e.g. `/v1/disks?project=web` */
  url: string
  /** The JSON body as sent, secrets masked; null when the call has none. */
  body: string | null
  /** Null for the few writes the CLI has no command for (signing in, say). */
  cli: string | null
  /** What the command reads that the user provides: the body file, secrets, files. */
  cliNote: string | null
}

// the generated client names parameters in camelCase (floatingIp); the contract in snake_case
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The parameters given a value, under the contract's names. */
const present = (params: Record<string, Param> = {}) =>
  Object.entries(params)
    .filter((e): e is [string, string | number | boolean] => e[1] !== undefined && e[1] !== null)
    .map(([name, value]) => [snake(name), value] as const)

/** The call `op` makes with these parameters, and the CLI command that makes it. */
export function requestPreview(
  [opName, method, path]: Op,
  input: RequestInput,
  secretFields: readonly string[] = [],
): RequestPreview {
  const pathParams = present(input.path)
  const query = present(input.query)
  const byName = new Map(pathParams)
  // the operation's path names its parameters as the client does
  const filled = path.replace(/\{(\w+)\}/g, (_, param: string) => {
    const value = byName.get(snake(param))
    return value === undefined ? `{${snake(param)}}` : encodeURIComponent(String(value))
  })
  const search = new URLSearchParams(query.map(([k, v]) => [k, String(v)])).toString()
  // masked under the form's own names first, then as the client sends it: snake_case, as JSON
  const body =
    input.body === undefined
      ? undefined
      : (JSON.parse(JSON.stringify(snakeify(maskSecrets(input.body, secretFields)))) as unknown)
  const command = cliCommand(opName)
  const cli = command && cliLine(command, [...pathParams, ...query], body)
  return {
    method,
    url: search ? `${filled}?${search}` : filled,
    body: body === undefined ? null : JSON.stringify(body, null, 2),
    cli: cli?.line ?? null,
    cliNote: cli?.note ?? null,
  }
}
