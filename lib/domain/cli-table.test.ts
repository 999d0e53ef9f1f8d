// The CLI preview of a sample of every form's body, run through the oxide CLI's own table of
// commands (cli-commands/): the command exists, each flag exists for it with a value it
// accepts, and the rules the table's README lists hold, so that a pasted command runs. Every
// write's command itself, samples or not, is held to the table by cli-command.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Op, OpName, OpParams } from '@/lib/api/client'
import * as op from '@/lib/api/ops'
import { requestPreview } from './cli'
import { cliCommand } from './cli-command'
import { MASK } from './cli-secrets'

const here = (file: string) => join(fileURLToPath(new URL('.', import.meta.url)), file)
const table = JSON.parse(readFileSync(here('cli-commands/oxide-cli-20250730.json'), 'utf8')) as {
  commands: Record<string, Record<string, string[] | null>>
}
type Schema = {
  $ref?: string
  properties?: Record<string, unknown>
  required?: string[]
  oneOf?: Schema[]
  allOf?: Schema[]
}
const contract = JSON.parse(readFileSync(here('../../api/nexus.json'), 'utf8')) as {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; requestBody?: { content: Record<string, { schema: Schema }> } }
    >
  >
  components: { schemas: Record<string, Schema> }
}

/** What the secrets of the samples are: none may reach a command line. */
const SECRET = 'S3CRET'

type Sample<O extends OpName> = { params: OpParams<O>; secretFields?: string[] }

function samplesOf<O extends OpName>(operation: Op<O>, samples: Sample<O>[]) {
  return { operation, samples: samples as Sample<OpName>[] }
}

const pem = (kind: string, body: string) =>
  `-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----\n`

/** Each form's call, as its builder makes it, with the values that stress a command line. */
const SAMPLES = [
  samplesOf(op.projectCreate, [
    { params: { body: { name: 'web', description: '- staging' } } },
    { params: { body: { name: 'web', description: "it's --the web tier" } } },
  ]),
  samplesOf(op.projectUpdate, [
    { params: { path: { project: 'web' }, body: { name: 'web2', description: '' } } },
  ]),
  samplesOf(op.diskCreate, [
    {
      params: {
        query: { project: 'web' },
        body: {
          name: 'd',
          description: '-',
          size: 1024 ** 3,
          diskSource: { type: 'blank', blockSize: 4096 },
        },
      },
    },
  ]),
  samplesOf(op.instanceCreate, [
    {
      params: {
        query: { project: 'web' },
        body: {
          name: 'i',
          description: '',
          hostname: 'i',
          memory: 1024 ** 3,
          ncpus: 1,
          bootDisk: { type: 'attach', name: 'd' },
          networkInterfaces: { type: 'default' },
          start: true,
        },
      },
    },
  ]),
  samplesOf(op.snapshotCreate, [
    { params: { query: { project: 'web' }, body: { name: 's', description: '-x', disk: 'd' } } },
  ]),
  samplesOf(op.vpcCreate, [
    {
      params: {
        query: { project: 'web' },
        body: { name: 'v', description: '', dnsName: 'v', ipv6Prefix: null },
      },
    },
    {
      params: {
        query: { project: 'web' },
        body: { name: 'v', description: '', dnsName: 'v', ipv6Prefix: 'fd00:1122:3344::/48' },
      },
    },
  ]),
  samplesOf(op.vpcUpdate, [
    {
      params: {
        path: { vpc: 'v' },
        query: { project: 'web' },
        body: { name: 'v', description: '- d', dnsName: 'v' },
      },
    },
  ]),
  samplesOf(op.vpcFirewallRulesUpdate, [
    {
      params: {
        query: { project: 'web', vpc: 'v' },
        body: {
          rules: [
            {
              name: 'allow-ssh',
              description: '',
              action: 'allow',
              direction: 'inbound',
              priority: 65534,
              status: 'enabled',
              targets: [{ type: 'vpc', value: 'v' }],
              filters: { ports: ['22'], protocols: [{ type: 'tcp' }] },
            },
          ],
        },
      },
    },
  ]),
  samplesOf(op.vpcSubnetCreate, [
    {
      params: {
        query: { project: 'web', vpc: 'v' },
        body: {
          name: 'sn',
          description: '',
          ipv4Block: '10.1.0.0/24',
          ipv6Block: null,
          customRouter: null,
        },
      },
    },
    {
      params: {
        query: { project: 'web', vpc: 'v' },
        body: {
          name: 'sn',
          description: '',
          ipv4Block: '10.1.0.0/24',
          ipv6Block: 'fd00:1122:3344:1::/64',
          customRouter: 'rt',
        },
      },
    },
  ]),
  samplesOf(op.vpcSubnetUpdate, [
    {
      params: {
        path: { subnet: 'sn' },
        query: { project: 'web', vpc: 'v' },
        body: { name: 'sn', description: '', customRouter: null },
      },
    },
  ]),
  samplesOf(op.floatingIpCreate, [
    {
      params: {
        query: { project: 'web' },
        body: { name: 'ip', description: '', ip: null, pool: 'default' },
      },
    },
    {
      params: {
        query: { project: 'web' },
        body: { name: 'ip', description: '', ip: '192.0.2.5', pool: null },
      },
    },
  ]),
  samplesOf(op.floatingIpUpdate, [
    {
      params: {
        path: { floatingIp: 'ip' },
        query: { project: 'web' },
        body: { name: 'ip', description: '' },
      },
    },
  ]),
  samplesOf(op.currentUserSshKeyCreate, [
    {
      params: {
        body: { name: 'k', description: '', publicKey: 'ssh-ed25519 AAAAC3Nza me@example.com' },
      },
    },
  ]),
  samplesOf(op.siloCreate, [
    {
      params: {
        body: {
          name: 's',
          description: '',
          discoverable: true,
          identityMode: 'saml_jit',
          adminGroupName: null,
          quotas: { cpus: 0, memory: 0, storage: 0 },
          mappedFleetRoles: { admin: ['admin'] },
          tlsCertificates: [
            {
              name: 'a',
              description: '',
              cert: pem('CERTIFICATE', 'A'),
              key: pem('PRIVATE KEY', SECRET),
              service: 'external_api',
            },
            {
              name: 'b',
              description: '',
              cert: pem('CERTIFICATE', 'B'),
              key: pem('PRIVATE KEY', SECRET),
              service: 'external_api',
            },
          ],
        },
      },
    },
    {
      params: {
        body: {
          name: 's',
          description: '',
          discoverable: false,
          identityMode: 'local_only',
          adminGroupName: 'admins',
          quotas: { cpus: 1, memory: 1, storage: 1 },
          mappedFleetRoles: {},
          tlsCertificates: [],
        },
      },
    },
  ]),
  samplesOf(op.ipPoolCreate, [{ params: { body: { name: 'p', description: '' } } }]),
  samplesOf(op.certificateCreate, [
    {
      params: {
        body: {
          name: 'c',
          description: '- staging',
          cert: pem('CERTIFICATE', 'CHAIN'),
          key: pem('PRIVATE KEY', SECRET),
          service: 'external_api',
        },
      },
    },
  ]),
  samplesOf(op.ipPoolUpdate, [
    { params: { path: { pool: 'p' }, body: { name: 'p', description: '' } } },
  ]),
  samplesOf(op.antiAffinityGroupCreate, [
    {
      params: {
        query: { project: 'web' },
        body: { name: 'g', description: '', policy: 'allow', failureDomain: 'sled' },
      },
    },
  ]),
  samplesOf(op.antiAffinityGroupUpdate, [
    {
      params: {
        path: { antiAffinityGroup: 'g' },
        query: { project: 'web' },
        body: { name: 'g', description: '' },
      },
    },
  ]),
  samplesOf(op.affinityGroupCreate, [
    {
      params: {
        query: { project: 'web' },
        body: { name: 'g', description: '', policy: 'fail', failureDomain: 'sled' },
      },
    },
  ]),
  samplesOf(op.affinityGroupUpdate, [
    {
      params: {
        path: { affinityGroup: 'g' },
        query: { project: 'web' },
        body: { name: 'g', description: '' },
      },
    },
  ]),
  samplesOf(op.probeCreate, [
    {
      params: {
        query: { project: 'web' },
        body: {
          name: 'pr',
          description: '',
          sled: '8a3e6f0c-3b1e-4c55-9f4e-0a1b2c3d4e5f',
          ipPool: null,
        },
      },
    },
  ]),
  samplesOf(op.vpcRouterCreate, [
    { params: { query: { project: 'web', vpc: 'v' }, body: { name: 'rt', description: '' } } },
  ]),
  samplesOf(op.vpcRouterUpdate, [
    {
      params: {
        path: { router: 'rt' },
        query: { project: 'web', vpc: 'v' },
        body: { name: 'rt', description: '' },
      },
    },
  ]),
  samplesOf(op.vpcRouterRouteCreate, [
    {
      params: {
        query: { project: 'web', vpc: 'v', router: 'rt' },
        body: {
          name: 'r',
          description: '',
          destination: { type: 'ip_net', value: '10.0.0.0/8' },
          target: { type: 'drop' },
        },
      },
    },
  ]),
  samplesOf(op.vpcRouterRouteUpdate, [
    {
      params: {
        path: { route: 'r' },
        query: { project: 'web', vpc: 'v', router: 'rt' },
        body: {
          name: 'r',
          description: '',
          destination: { type: 'ip_net', value: '10.0.0.0/8' },
          target: { type: 'drop' },
        },
      },
    },
  ]),
  samplesOf(op.instanceNetworkInterfaceCreate, [
    {
      params: {
        query: { project: 'web', instance: 'i' },
        body: { name: 'n', description: '', vpcName: 'v', subnetName: 'sn', ip: null },
      },
    },
  ]),
  samplesOf(op.instanceNetworkInterfaceUpdate, [
    {
      params: {
        path: { interface: 'n' },
        query: { project: 'web', instance: 'i' },
        body: { name: 'n', description: '', primary: true, transitIps: [] },
      },
    },
    {
      params: {
        path: { interface: '0b7c1e52-1f4a-4d0e-9f7d-6b2a3c4d5e6f' },
        body: { name: 'n', description: '', primary: false },
      },
    },
  ]),
  samplesOf(op.imageCreate, [
    {
      params: {
        query: { project: 'web' },
        body: {
          name: 'img',
          description: '',
          os: 'debian',
          version: '-12',
          source: { type: 'snapshot', id: '3c1e0f2a-4b5d-4e6f-8a9b-0c1d2e3f4a5b' },
        },
      },
    },
  ]),
  samplesOf(op.webhookReceiverCreate, [
    {
      params: {
        body: {
          name: 'hook',
          description: '',
          endpoint: 'https://hooks.example.com/oxide',
          secrets: [SECRET, `-${SECRET}`],
          subscriptions: ['*'],
        },
      },
    },
  ]),
  samplesOf(op.webhookReceiverUpdate, [
    {
      params: {
        path: { receiver: 'hook' },
        body: { name: 'hook', description: '- d', endpoint: 'https://hooks.example.com/2' },
      },
    },
  ]),
  samplesOf(op.supportBundleCreate, [
    { params: { body: { userComment: "- sled 3's disks" } } },
    { params: { body: {} } },
  ]),
  samplesOf(op.samlIdentityProviderCreate, [
    {
      params: {
        query: { silo: 'acme' },
        body: {
          name: 'okta',
          description: '',
          acsUrl: 'https://console.example/login/acme/saml/okta',
          sloUrl: 'https://idp.example/slo',
          idpEntityId: 'https://idp.example',
          spClientId: 'oxide',
          technicalContactEmail: 'ops@example.com',
          groupAttributeName: 'groups',
          idpMetadataSource: { type: 'url', url: 'https://idp.example/metadata' },
          signingKeypair: null,
        },
      },
      secretFields: ['signingKey'],
    },
    {
      params: {
        query: { silo: 'acme' },
        body: {
          name: 'okta',
          description: '- idp',
          acsUrl: 'https://console.example/login/acme/saml/okta',
          sloUrl: 'https://idp.example/slo',
          idpEntityId: 'https://idp.example',
          spClientId: 'oxide',
          technicalContactEmail: 'ops@example.com',
          groupAttributeName: null,
          idpMetadataSource: { type: 'base64_encoded_xml', data: 'PEVudGl0eURlc2NyaXB0b3IvPg==' },
          signingKeypair: { publicCert: 'Q0VSVA==', privateKey: SECRET },
        },
      },
      secretFields: ['signingKey'],
    },
  ]),
  samplesOf(op.localIdpUserCreate, [
    {
      params: {
        query: { silo: 'acme' },
        body: { externalId: 'ada', password: { mode: 'password', value: SECRET } },
      },
    },
    {
      params: {
        query: { silo: 'acme' },
        body: { externalId: 'ada', password: { mode: 'login_disallowed' } },
      },
    },
  ]),
  samplesOf(op.localIdpUserSetPassword, [
    {
      params: {
        path: { userId: '6f1d2c3b-4a5e-4f60-8172-93a4b5c6d7e8' },
        query: { silo: 'acme' },
        body: { mode: 'password', value: SECRET },
      },
      secretFields: ['value'],
    },
  ]),
  samplesOf(op.ipPoolRangeAdd, [
    { params: { path: { pool: 'p' }, body: { first: '10.0.0.1', last: '10.0.0.9' } } },
    { params: { path: { pool: 'p' }, body: { first: 'fd00::1', last: 'fd00::9' } } },
  ]),
  samplesOf(op.networkingLoopbackAddressCreate, [
    {
      params: {
        body: {
          rackId: 'c19a698f-c6f9-4a17-ae30-20d711b8f7dc',
          switchLocation: 'switch0',
          address: '10.0.0.1',
          mask: 32,
          addressLot: 'lot',
          anycast: false,
        },
      },
    },
  ]),
  samplesOf(op.networkingSwitchPortSettingsCreate, [
    {
      params: {
        body: {
          name: 'qsfp0',
          description: '',
          portConfig: { geometry: 'qsfp28x1' },
          links: [],
          interfaces: [],
          routes: [],
          bgpPeers: [],
          addresses: [],
        },
      },
    },
  ]),
  samplesOf(op.networkingBfdEnable, [
    {
      params: {
        body: {
          switch: 'switch0',
          remote: '192.0.2.1',
          local: null,
          mode: 'single_hop',
          detectionThreshold: 3,
          requiredRx: 1000000,
        },
      },
    },
    {
      params: {
        body: {
          switch: 'switch1',
          remote: 'fd00::1',
          local: 'fd00::2',
          mode: 'multi_hop',
          detectionThreshold: 1,
          requiredRx: 1,
        },
      },
    },
  ]),
  samplesOf(op.networkingAddressLotCreate, [
    {
      params: {
        body: {
          name: 'lot',
          description: '',
          kind: 'infra',
          blocks: [{ firstAddress: '10.0.0.1', lastAddress: '10.0.0.9' }],
        },
      },
    },
  ]),
  samplesOf(op.networkingBgpConfigCreate, [
    {
      params: {
        body: { name: 'b', description: '', asn: 65000, bgpAnnounceSetId: 'set', vrf: null },
      },
    },
  ]),
  samplesOf(op.authSettingsUpdate, [
    { params: { body: { deviceTokenMaxTtlSeconds: 3600 } } },
    { params: { body: { deviceTokenMaxTtlSeconds: null } } },
  ]),
  samplesOf(op.networkingBgpAnnounceSetUpdate, [
    {
      params: {
        body: {
          name: 'set',
          description: '',
          announcement: [{ addressLotBlock: 'lot', network: '198.51.100.0/24' }],
        },
      },
    },
  ]),
]

/** The shell's words of a line, split at pipes; a double-quoted part kept as written. */
function shellWords(line: string): string[][] {
  const segments: string[][] = [[]]
  let word: string | null = null
  for (let i = 0; i < line.length; i++) {
    const c = line[i]
    if (c === "'") {
      const end = line.indexOf("'", i + 1)
      word = (word ?? '') + line.slice(i + 1, end)
      i = end
    } else if (c === '"') {
      const end = line.indexOf('"', i + 1)
      word = (word ?? '') + line.slice(i, end + 1)
      i = end
    } else if (c === '\\') {
      word = (word ?? '') + line[++i]
    } else if (c === ' ' || c === '|') {
      if (word !== null) segments[segments.length - 1].push(word)
      word = null
      if (c === '|') segments.push([])
    } else {
      word = (word ?? '') + c
    }
  }
  if (word !== null) segments[segments.length - 1].push(word)
  return segments
}

const deref = (schema: Schema): Schema =>
  schema.$ref
    ? deref(contract.components.schemas[schema.$ref.split('/').pop()!])
    : schema.allOf?.length === 1
      ? deref(schema.allOf[0])
      : schema

/** The body properties the contract requires (for a choice of kinds, those all kinds require). */
function requiredOf([, method, path]: Op): string[] {
  // the operation names its path's parameters in camelCase, the contract in snake_case
  const contractPath = path.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
  const content = contract.paths[contractPath][method.toLowerCase()].requestBody?.content
  const schema = deref(content!['application/json'].schema)
  const kinds = (schema.oneOf ?? [schema]).map(deref)
  return (kinds[0].required ?? []).filter((name) => kinds.every((k) => k.required?.includes(name)))
}

/** `--flag=value` into its name and value; undefined when the word is not of that form. */
const flagOf = (word: string) => /^--([a-z0-9-]+)=([\s\S]*)$/.exec(word)?.slice(1, 3)

// a secret comes from a file or a variable, named the same way each time
const READ_FROM = /^"\$\(cat [\w.-]+\.pem\)"$|^"\$OXIDE_[A-Z0-9_]+"$/

// the CLI's own flags for nested fields of one body, which it reads and encodes itself
const OWN_FLAGS: Record<string, Record<string, string[]>> = {
  'silo idp saml create': {
    idp_metadata_source: ['metadata-url', 'metadata-value'],
    signing_keypair: ['public-cert', 'private-key'],
  },
}

const cases = SAMPLES.flatMap(({ operation, samples }) =>
  samples.map((sample, i) => [`${operation[0]} #${i + 1}`, operation, sample] as const),
)

describe('the CLI preview of sampled bodies, against the oxide CLI’s table', () => {
  it.each(cases)('%s', (_, operation, { params, secretFields }) => {
    const input = params as { path?: object; query?: object; body?: unknown }
    const preview = requestPreview(operation, input as never, secretFields)
    const command = cliCommand(operation[0])?.path
    expect(command, 'a command of the CLI’s').toBeDefined()
    expect(preview.cli).not.toBeNull()
    if (command === undefined || preview.cli === null) return
    const segments = shellWords(preview.cli)
    const words = segments[segments.length - 1]

    // the subcommand exists, and is one that runs (no subcommand under it)
    expect(words.slice(0, 1 + command.split(' ').length).join(' ')).toBe(`oxide ${command}`)
    const flags = table.commands[command]
    expect(flags, command).toBeDefined()
    expect(Object.keys(table.commands).filter((c) => c.startsWith(`${command} `))).toEqual([])

    // every argument `--flag=value`, each flag the command's, once, with a value it accepts
    const given = new Map<string, string>()
    for (const word of words.slice(1 + command.split(' ').length)) {
      const flag = flagOf(word)
      expect(flag, `${word} is not --flag=value`).toBeDefined()
      const [name, value] = flag!
      expect(Object.keys(flags), `--${name} of ${command}`).toContain(name)
      const accepted = flags[name]
      if (accepted) expect(accepted, `--${name}=${value}`).toContain(value)
      expect(given.has(name), `--${name} twice`).toBe(false)
      given.set(name, value)
    }

    // the path and query parameters, under the CLI's names
    const named = { ...input.path, ...input.query } as Record<string, unknown>
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    const paramFlags = Object.keys(named).map(kebab)
    for (const [name, value] of Object.entries(named)) {
      expect(given.get(kebab(name)), `--${kebab(name)}`).toBe(String(value))
    }

    // no secret and no mask in the line: each secret is read from a file or a variable
    expect(preview.cli).not.toContain(SECRET)
    expect(preview.cli).not.toContain(MASK)

    const body = preview.body === null ? undefined : (JSON.parse(preview.body) as unknown)
    const own = OWN_FLAGS[command] ?? {}
    const ownFlags = Object.values(own).flat()
    if (given.has('json-body')) {
      // the file is the whole body: a body's flag beside it would be dropped
      expect(body).toBeDefined()
      for (const name of given.keys()) {
        expect([...paramFlags, ...ownFlags, 'json-body'], `--${name} beside --json-body`).toContain(
          name,
        )
      }
      if (segments.length === 1) {
        expect(given.get('json-body')).toBe('body.json')
        expect(preview.body).not.toContain(MASK)
      } else {
        // jq puts every masked secret into the body the CLI reads from its input
        expect(segments).toHaveLength(2)
        expect(segments[0][0]).toBe('jq')
        expect(given.get('json-body')).toBe('/dev/stdin')
        const jq = segments[0]
        const program = jq[jq.length - 2]
        expect(jq[jq.length - 1]).toBe('body.json')
        const masked = (preview.body!.match(/"\*{8}"/g) ?? []).length
        expect(program.split(' | ')).toHaveLength(masked)
        for (const assignment of program.split(' | ')) {
          const [, variable] = /^[.\w[\]]+ = \$(\w+)$/.exec(assignment) ?? []
          expect(variable, assignment).toBeDefined()
          const at = jq.findIndex((w, i) => w === variable && /^--(rawfile|arg)$/.test(jq[i - 1]))
          expect(at, `$${variable} read`).toBeGreaterThan(0)
          expect(jq[at + 1]).toMatch(jq[at - 1] === '--rawfile' ? /^[\w.-]+\.pem$/ : READ_FROM)
        }
      }
      expect(preview.cliNote).toContain('body.json')
    } else if (body !== undefined) {
      // the flags say the whole body: each field given, every one the contract requires
      const fields = body as Record<string, unknown>
      for (const [name, value] of Object.entries(fields)) {
        if (value === null || own[name]) continue
        const flag = name.replace(/_/g, '-')
        expect(['string', 'number', 'boolean'], `${name} as a flag`).toContain(typeof value)
        if (value === MASK) expect(given.get(flag), `--${flag}`).toMatch(READ_FROM)
        else expect(given.get(flag), `--${flag}`).toBe(String(value))
      }
      for (const name of requiredOf(operation)) {
        const flagsFor = own[name] ?? [name.replace(/_/g, '-')]
        expect(
          flagsFor.some((f) => given.has(f)),
          `${name}, which the contract requires`,
        ).toBe(true)
      }
    }
    if (preview.body?.includes(MASK)) expect(preview.cliNote).toMatch(/Secrets stay out|reads/)

    // what the CLI enforces beyond its flags (cli-commands/README.md)
    if (command === 'silo idp saml create') {
      expect(['metadata-url', 'metadata-value'].filter((f) => given.has(f))).toHaveLength(1)
      expect(given.has('public-cert')).toBe(given.has('private-key'))
    }
    if (command === 'system networking bfd enable') {
      expect(given.has('detection-threshold')).toBe(true)
      expect(given.has('required-rx')).toBe(true)
    }
  })
})
