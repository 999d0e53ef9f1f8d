/**
 * The `oxide` command line for one request, as the CLI built for this API
 * takes it (lib/domain/cli-commands/: its subcommands, flags and rules).
 */
import type { CliCommand } from './cli-command'
import { secretSources, type JsonPath, type SecretSource } from './cli-secrets'

type Scalar = string | number | boolean

/** A flag's value: as typed, a secret read at run time, or a file the CLI reads itself. */
type ArgValue = { literal: Scalar } | { secret: SecretSource } | { file: string }

type Arg = readonly [name: string, value: ArgValue]

/** The command, and what it reads that the user must provide (files, variables, the body file). */
export type CliLine = { line: string; note: string | null }

const BODY_FILE = 'body.json'

/** A value as one shell word: bare when safe, otherwise single-quoted. */
export function shellWord(value: string): string {
  if (/^[\w@%+=:,./-]+$/.test(value)) return value
  return `'${value.replace(/'/g, `'\\''`)}'`
}

function word(value: ArgValue): string {
  if ('literal' in value) return shellWord(String(value.literal))
  if ('file' in value) return shellWord(value.file)
  const { kind, name } = value.secret
  return kind === 'file' ? `"$(cat ${shellWord(name)})"` : `"$${name}"`
}

const flagName = (name: string) => name.replace(/_/g, '-')

// always `--flag=value`: the CLI reads a separate value that starts with `-` as a flag
const flag = ([name, value]: Arg) => `--${flagName(name)}=${word(value)}`

const isScalar = (v: unknown): v is Scalar => ['string', 'number', 'boolean'].includes(typeof v)

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * A body the CLI's flags can say: an object of strings, numbers and booleans,
 * each with a flag of the command's. A null is left out, as Nexus reads a field
 * left out (an absent option); a body left with nothing to say goes in the file,
 * whose null the builder of the CLI's request needs for a field the contract
 * requires. A field the command has no flag for puts the whole body in the file:
 * a body that is a choice of kinds (a password's) has none.
 */
function asFlags(
  body: Record<string, unknown>,
  flags: CliCommand['flags'],
  secrets: readonly SecretSource[],
): Arg[] | null {
  const given = Object.entries(body).filter(([, v]) => v !== undefined && v !== null)
  const sayable = ([name, v]: [string, unknown]) =>
    isScalar(v) && Object.hasOwn(flags, flagName(name))
  if (given.length === 0 || !given.every(sayable)) return null
  return given.map(([name, v]) => {
    const secret = secrets.find((s) => s.path.length === 1 && s.path[0] === name)
    return [name, secret ? { secret } : { literal: v as Scalar }]
  })
}

const jqPath = (path: JsonPath) =>
  path
    .map((step) =>
      typeof step === 'number'
        ? `[${step}]`
        : /^[A-Za-z_]\w*$/.test(step)
          ? `.${step}`
          : `.[${JSON.stringify(step)}]`,
    )
    .join('')

/** jq writing each secret into the body file's copy that the CLI reads from its input. */
function jqFilling(secrets: readonly SecretSource[]): string {
  const reads = secrets.map((s) =>
    s.kind === 'file'
      ? `--rawfile ${s.variable} ${shellWord(s.name)}`
      : `--arg ${s.variable} "$${s.name}"`,
  )
  const program = secrets.map((s) => `${jqPath(s.path)} = $${s.variable}`).join(' | ')
  return ['jq', ...reads, shellWord(program), BODY_FILE].join(' ')
}

const listed = (items: readonly string[]) =>
  items.length <= 1
    ? items.join('')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

/**
 * `silo idp saml create` takes two nested fields with flags of its own, which
 * it needs even with a body file: the metadata as a URL or as a file, and the
 * signing keypair as files, all of which the CLI reads and encodes itself.
 */
function samlFlags(body: Record<string, unknown>) {
  const { idp_metadata_source: source, signing_keypair: keypair, ...rest } = body
  const args: Arg[] = []
  const reads: string[] = []
  if (isPlainObject(source) && source.type === 'url') {
    args.push(['metadata_url', { literal: String(source.url ?? '') }])
  } else {
    args.push(['metadata_value', { file: 'idp-metadata.xml' }])
    reads.push('the metadata XML from idp-metadata.xml')
  }
  if (isPlainObject(keypair)) {
    args.push(
      ['public_cert', { file: 'signing-cert.der' }],
      ['private_key', { file: 'signing-key.der' }],
    )
    // the form takes PEM; the CLI, like the API, DER
    reads.push(
      'the signing certificate and key from signing-cert.der and signing-key.der, the PEM files in DER form (the base64 between their BEGIN and END lines, decoded)',
    )
  }
  return { args, rest, notes: reads.length > 0 ? [`It reads ${listed(reads)}.`] : [] }
}

/**
 * The command for a call: its path and query parameters as flags, then the
 * body as flags when they can say it, otherwise in a file. A secret is never
 * in the line: it is read from a file or a variable when the command runs.
 */
export function cliLine(
  { path: command, flags }: CliCommand,
  params: readonly (readonly [string, Scalar])[],
  body: unknown,
): CliLine {
  const args: Arg[] = params.map(([name, v]) => [name, { literal: v }])
  const notes: string[] = []
  let rest = body
  let ownFlags: Arg[] = []
  if (command === 'silo idp saml create' && isPlainObject(body)) {
    const saml = samlFlags(body)
    ownFlags = saml.args
    notes.push(...saml.notes)
    rest = saml.rest
  }
  const secrets = secretSources(rest, command)
  const bodyFlags = isPlainObject(rest) ? asFlags(rest, flags, secrets) : null
  const oxide = (...last: Arg[]) =>
    ['oxide', command, ...[...args, ...(bodyFlags ?? []), ...ownFlags, ...last].map(flag)].join(' ')
  let line: string
  if (rest === undefined || bodyFlags) {
    line = oxide()
  } else if (secrets.length === 0) {
    line = oxide(['json_body', { file: BODY_FILE }])
    notes.unshift(`${BODY_FILE} holds the request body shown below.`)
  } else {
    line = `${jqFilling(secrets)} | ${oxide(['json_body', { file: '/dev/stdin' }])}`
    notes.unshift(`${BODY_FILE} holds the request body shown below; jq fills in its secrets.`)
  }
  if (secrets.length > 0) {
    const from = secrets.map((s) => (s.kind === 'file' ? s.name : `$${s.name}`))
    notes.push(`Secrets stay out of the command: it reads them from ${listed(from)}.`)
  }
  return { line, note: notes.length > 0 ? notes.join(' ') : null }
}
