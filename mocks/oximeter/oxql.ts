/**
 * OxQL, the Oximeter query language, as Nexus parses it (omicron's
 * `oximeter/db/src/oxql/ast/grammar.rs`): a `get` of one timeseries, then table
 * operations joined by `|`: `filter`, `align`, `group_by`, `first` and `last`.
 * Subqueries (`{ … }`) and `join` are refused here with a clear message. A query
 * that doesn't parse is refused as Nexus refuses it: "Error at line:column", the
 * text around the spot with a caret under it, then what was expected there.
 */

export class OxqlError extends Error {}

export type Literal =
  | { kind: 'boolean'; value: boolean }
  | { kind: 'duration'; ms: number }
  | { kind: 'integer'; value: number }
  | { kind: 'double'; value: number }
  | { kind: 'uuid'; value: string }
  | { kind: 'ip'; value: string }
  | { kind: 'string'; value: string }
  | { kind: 'timestamp'; ms: number }

type Comparison = '==' | '!=' | '>=' | '>' | '<=' | '<' | '~='

export type Filter = { negated: boolean } & (
  | { kind: 'atom'; ident: string; cmp: Comparison; value: Literal }
  | { kind: 'or' | 'and' | 'xor'; left: Filter; right: Filter }
)

export type TableOp =
  | { op: 'filter'; expr: Filter }
  | { op: 'align'; method: 'mean_within' | 'interpolate'; periodMs: number }
  | { op: 'group_by'; fields: string[]; reducer: 'mean' | 'sum' }
  | { op: 'first' | 'last'; count: number }

export type OxqlQuery = { timeseriesName: string; ops: TableOp[] }

const MAX_QUERY_LENGTH = 4096

const UNITS: [string, number][] = [
  // longest first, so `ms` is not read as minutes followed by `s`
  ['ms', 1e-3],
  ['us', 1e-6],
  ['ns', 1e-9],
  ['Y', 365 * 86_400],
  ['M', 30 * 86_400],
  ['w', 7 * 86_400],
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
]

const COMPARISONS: Comparison[] = ['==', '!=', '>=', '>', '<=', '<', '~=']

/** Parses a query; `now` is what `@now()` reads. Throws `OxqlError` with Nexus's wording. */
export function parseOxql(query: string, now: number): OxqlQuery {
  const raw = query.trim()
  if (raw.length > MAX_QUERY_LENGTH) {
    throw new OxqlError(`Queries must be <= ${MAX_QUERY_LENGTH} characters`)
  }
  return new Parser(raw, now).query()
}

class Parser {
  private pos = 0
  constructor(
    private readonly src: string,
    private readonly now: number,
  ) {}

  query(): OxqlQuery {
    this.ws()
    if (this.src.startsWith('{', this.pos)) {
      throw new OxqlError('Subqueries ({ … }) and join are not supported by this query endpoint')
    }
    if (!this.keyword('get')) this.fail(['"get"'])
    this.ws1()
    const timeseriesName = this.timeseriesName()
    if (this.peekDelimiter(',')) {
      throw new OxqlError('A query gets one timeseries: several need subqueries and a join')
    }
    const ops: TableOp[] = []
    for (;;) {
      const mark = this.pos
      this.ws()
      if (this.pos >= this.src.length) break
      if (!this.eat('|')) {
        this.pos = mark
        this.ws()
        this.fail(['"|"', 'end of input'])
      }
      this.ws()
      ops.push(this.tableOp())
    }
    return { timeseriesName, ops }
  }

  private tableOp(): TableOp {
    if (this.keyword('filter')) {
      this.ws1()
      return { op: 'filter', expr: this.orExpr() }
    }
    if (this.keyword('align')) {
      this.ws1()
      const method = this.keyword('mean_within')
        ? 'mean_within'
        : this.keyword('interpolate')
          ? 'interpolate'
          : this.fail(['"interpolate"', '"mean_within"'])
      this.expect('(')
      const periodMs = this.duration()
      if (periodMs === undefined) this.fail(['a duration'])
      this.expect(')')
      return { op: 'align', method, periodMs }
    }
    if (this.keyword('group_by')) {
      this.ws1()
      this.expect('[')
      this.ws()
      const fields: string[] = []
      while (!this.src.startsWith(']', this.pos)) {
        fields.push(this.ident())
        this.ws()
        if (!this.eat(',')) break
        this.ws()
      }
      this.ws()
      this.expect(']')
      let reducer: 'mean' | 'sum' = 'mean'
      if (this.eat(',')) {
        this.ws()
        reducer = this.keyword('mean')
          ? 'mean'
          : this.keyword('sum')
            ? 'sum'
            : this.fail(['a reducer name'])
      }
      return { op: 'group_by', fields, reducer }
    }
    for (const op of ['first', 'last'] as const) {
      if (this.keyword(op)) {
        this.ws1()
        const count = this.integer()
        if (count === undefined || count < 1) this.fail(['a positive integer'])
        return { op, count }
      }
    }
    if (this.keyword('join')) {
      throw new OxqlError('Subqueries ({ … }) and join are not supported by this query endpoint')
    }
    if (this.keyword('get')) {
      this.fail(['every subquery must start with a `get` operation'])
    }
    return this.fail(['"align"', '"filter"', '"first"', '"group_by"', '"join"', '"last"'])
  }

  // logical expressions, lowest precedence first: || then && then ^ then ! and atoms
  private orExpr(): Filter {
    const left = this.andExpr()
    if (this.operator('||')) return { kind: 'or', negated: false, left, right: this.orExpr() }
    return left
  }
  private andExpr(): Filter {
    const left = this.xorExpr()
    if (this.operator('&&')) return { kind: 'and', negated: false, left, right: this.andExpr() }
    return left
  }
  private xorExpr(): Filter {
    const left = this.factor()
    if (this.operator('^')) return { kind: 'xor', negated: false, left, right: this.xorExpr() }
    return left
  }
  private factor(): Filter {
    if (this.eat('!')) {
      this.ws()
      const inner = this.factor()
      return { ...inner, negated: !inner.negated }
    }
    if (this.eat('(')) {
      this.ws()
      const inner = this.orExpr()
      this.ws()
      this.expect(')')
      return inner
    }
    const ident = this.ident()
    this.ws()
    const cmp = COMPARISONS.find((c) => this.eat(c)) ?? this.fail(COMPARISONS.map((c) => `"${c}"`))
    this.ws()
    const value = this.literal()
    if (cmp === '~=' && value.kind !== 'string') {
      this.fail(['~= comparison is only supported for string literals'])
    }
    return { kind: 'atom', negated: false, ident, cmp, value }
  }

  /** `op` with optional whitespace around it, or nothing consumed. */
  private operator(op: string) {
    const mark = this.pos
    this.ws()
    if (this.eat(op)) {
      this.ws()
      return true
    }
    this.pos = mark
    return false
  }

  private literal(): Literal {
    const rest = this.src.slice(this.pos)
    for (const value of [true, false]) {
      if (this.keyword(String(value))) return { kind: 'boolean', value }
    }
    const duration = this.duration()
    if (duration !== undefined) return { kind: 'duration', ms: duration }
    const number = /^-?(\d+\.?\d*|\.\d+)([eE]-?\d+)?/.exec(rest)
    if (number) {
      this.pos += number[0].length
      const isInteger = /^-?\d+$/.test(number[0])
      return isInteger
        ? { kind: 'integer', value: Number(number[0]) }
        : { kind: 'double', value: Number(number[0]) }
    }
    const uuid =
      /^"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})"/.exec(rest)
    if (uuid) {
      this.pos += uuid[0].length
      const hex = uuid[1].replace(/-/g, '')
      const dashed = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
      return { kind: 'uuid', value: dashed }
    }
    const ip = /^"(\d{1,3}(\.\d{1,3}){3}|[0-9a-f:]*:[0-9a-f:]*)"/.exec(rest)
    if (ip) {
      this.pos += ip[0].length
      return { kind: 'ip', value: ip[1] }
    }
    const string = /^"([^"]*)"|^'([^']*)'/.exec(rest)
    if (string) {
      this.pos += string[0].length
      return { kind: 'string', value: string[1] ?? string[2] }
    }
    const timestamp = this.timestamp()
    if (timestamp !== undefined) return { kind: 'timestamp', ms: timestamp }
    return this.fail(['a literal'])
  }

  private timestamp(): number | undefined {
    if (this.src.startsWith('@now()', this.pos)) {
      this.pos += '@now()'.length
      const mark = this.pos
      this.ws()
      const sign = this.src[this.pos]
      if (sign === '-' || sign === '+') {
        this.pos++
        this.ws()
        const offset = this.duration()
        if (offset === undefined) this.fail(['a duration'])
        return sign === '-' ? this.now - offset : this.now + offset
      }
      this.pos = mark
      return this.now
    }
    const stamp = /^@([0-9T:.-]+)/.exec(this.src.slice(this.pos))
    if (!stamp) return undefined
    const text = stamp[1]
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? `${text}T00:00:00Z`
      : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text)
        ? `${text}Z`
        : /^\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text)
          ? `${new Date(this.now).toISOString().slice(0, 10)}T${text}Z`
          : undefined
    const ms = iso === undefined ? NaN : Date.parse(iso)
    if (Number.isNaN(ms)) this.fail(['a recognized timestamp format'])
    this.pos += stamp[0].length
    return ms
  }

  /** A count and a unit (`5m`, `1h`, `7d`), in milliseconds; nothing consumed when absent. */
  private duration(): number | undefined {
    const m = /^(\d+)(ms|us|ns|Y|M|w|d|h|m|s)(?![a-zA-Z0-9_])/.exec(this.src.slice(this.pos))
    if (!m) return undefined
    const count = Number(m[1])
    if (count > 2 ** 32 - 1) this.fail(['invalid count for duration literal'])
    this.pos += m[0].length
    const seconds = UNITS.find(([u]) => u === m[2])![1]
    return count * seconds * 1000
  }

  private integer(): number | undefined {
    const m = /^\d+(?![.eE])/.exec(this.src.slice(this.pos))
    if (!m) return undefined
    this.pos += m[0].length
    return Number(m[0])
  }

  private timeseriesName() {
    const target = this.ident()
    this.expect(':')
    const metric = this.ident()
    return `${target}:${metric}`
  }

  private ident() {
    const m = /^[a-z]+[a-z0-9]*(_[a-z0-9]+)*/.exec(this.src.slice(this.pos))
    if (!m) this.fail(['A valid identifier'])
    this.pos += m[0].length
    return m[0]
  }

  /** A word followed by something that can't continue it. */
  private keyword(word: string) {
    if (!this.src.startsWith(word, this.pos)) return false
    if (/[a-z0-9_]/.test(this.src[this.pos + word.length] ?? '')) return false
    this.pos += word.length
    return true
  }

  private peekDelimiter(c: string) {
    const mark = this.pos
    this.ws()
    const found = this.src.startsWith(c, this.pos)
    this.pos = mark
    return found
  }

  private eat(token: string) {
    if (!this.src.startsWith(token, this.pos)) return false
    this.pos += token.length
    return true
  }

  private expect(token: string) {
    if (!this.eat(token)) this.fail([`"${token}"`])
  }

  private ws() {
    while (/[ \n\t]/.test(this.src[this.pos] ?? '')) this.pos++
  }

  private ws1() {
    if (!/[ \n\t]/.test(this.src[this.pos] ?? '')) this.fail(['whitespace'])
    this.ws()
  }

  /** Nexus's message for a query that stops parsing here (oxql's `fmt_parse_error`). */
  private fail(expected: string[]): never {
    const before = this.src.slice(0, this.pos).split('\n')
    const line = before.length
    const column = before[before.length - 1].length + 1
    const CONTEXT = 24
    const start = Math.max(0, this.pos - CONTEXT)
    const end = Math.min(this.src.length, this.pos + CONTEXT)
    const prefix = `Error at ${line}:${column}`
    const caret = ' '.repeat(prefix.length + 2 + 3 + (this.pos - start)) + '^'
    const sorted = [...expected].sort()
    const wanted = sorted.length === 1 ? sorted[0] : `one of ${sorted.join(', ')}`
    throw new OxqlError(
      `${prefix}: .. ${this.src.slice(start, end)} ..\n${caret}\nExpected: error at ${line}:${column}: expected ${wanted}`,
    )
  }
}
