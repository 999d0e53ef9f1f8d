// The rule and its overrides, held to the oxide CLI's table (cli-commands/) for every write of
// the contract, not only those the forms make today: a form added tomorrow needs no entry.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { OpName } from '@/lib/api/client'
import * as op from '@/lib/api/ops'
import { requestPreview } from './cli'
import { cliCommand, commandByRule, OVERRIDES } from './cli-command'

const here = (file: string) => join(fileURLToPath(new URL('.', import.meta.url)), file)
const table = JSON.parse(readFileSync(here('cli-commands/oxide-cli-20250730.json'), 'utf8')) as {
  commands: Record<string, Record<string, string[] | null>>
}
type Operation = {
  operationId: string
  parameters?: { in: string; name: string }[]
  requestBody?: { content: Record<string, unknown> }
}
const contract = JSON.parse(readFileSync(here('../../api/nexus.json'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>
}

const camel = (id: string) => id.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())

/** Every POST and PUT of the contract. */
const writes = Object.values(contract.paths).flatMap((methods) =>
  ['post', 'put'].flatMap((m) => (methods[m] ? [methods[m]] : [])),
)

// signing in and out are the CLI's own `auth` commands, and a repository is uploaded by its
// own `system update repo upload`: none is the operation's generated command
const NO_COMMAND = [
  'deviceAccessToken',
  'deviceAuthConfirm',
  'deviceAuthRequest',
  'loginLocal',
  'loginSaml',
  'logout',
  'systemUpdatePutRepository',
]

describe('the CLI command of every write', () => {
  const derived = writes.map((w) => [camel(w.operationId), w] as const)
  const covered = derived.filter(([name]) => !NO_COMMAND.includes(name))

  it('is none only for those the CLI makes no command of', () => {
    const none = derived.filter(([name]) => cliCommand(name as OpName) === null)
    expect(none.map(([name]) => name).sort()).toEqual(NO_COMMAND)
    expect(covered).toHaveLength(90)
  })

  it.each(covered)('%s', (name, write) => {
    const command = cliCommand(name as OpName)!
    const { commands } = table
    expect(commands[command.path], command.path).toBeDefined()
    // one that runs: not a group of subcommands
    expect(Object.keys(commands).filter((c) => c.startsWith(`${command.path} `))).toEqual([])
    // the operation's: its path and query parameters are the command's flags, and so is a
    // body file when it takes a body
    const flags = Object.keys(command.flags)
    for (const param of write.parameters ?? []) {
      expect(flags, param.name).toContain(param.name.replace(/_/g, '-'))
    }
    expect(flags.includes('json-body'), 'a body file').toBe(
      write.requestBody?.content['application/json'] !== undefined,
    )
  })

  it('is a different command for each', () => {
    const paths = covered.map(([name]) => cliCommand(name as OpName)!.path)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('takes an override only where the rule finds another command, or none', () => {
    const overrides = Object.entries(OVERRIDES)
    for (const [name, path] of overrides) expect(commandByRule(name), name).not.toBe(path)
    expect(overrides).toHaveLength(28)
  })
})

describe('a write no form makes yet', () => {
  it('shows its preview with no entry anywhere', () => {
    expect(Object.keys(OVERRIDES)).not.toContain('floatingIpAttach')
    const attach = requestPreview(op.floatingIpAttach, {
      path: { floatingIp: 'ip1' },
      query: { project: 'web' },
      body: { kind: 'instance', parent: 'db1' },
    })
    expect(`${attach.method} ${attach.url}`).toBe('POST /v1/floating-ips/ip1/attach?project=web')
    expect(attach.cli).toBe(
      'oxide floating-ip attach --floating-ip=ip1 --project=web --kind=instance --parent=db1',
    )
    const quotas = requestPreview(op.siloQuotasUpdate, {
      path: { silo: 'acme' },
      body: { cpus: 8, memory: 2 ** 34 },
    })
    expect(`${quotas.method} ${quotas.url}`).toBe('PUT /v1/system/silos/acme/quotas')
    expect(quotas.cli).toBe('oxide silo quotas update --silo=acme --cpus=8 --memory=17179869184')
  })

  it('that the CLI has no command for shows the request alone', () => {
    const preview = requestPreview(op.loginLocal, {
      path: { siloName: 'acme' },
      body: { username: 'ada', password: 'hunter2' },
    })
    expect(`${preview.method} ${preview.url}`).toBe('POST /v1/login/acme/local')
    expect(preview.cli).toBeNull()
    expect(preview.body).not.toContain('hunter2')
  })
})
