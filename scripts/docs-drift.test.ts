import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkDoc, readRepo, type Repo } from './docs-drift'

const root = path.resolve(__dirname, '..')

describe('the contributor docs name what is in the repository', () => {
  const repo = readRepo(root)
  for (const doc of ['CONTRIBUTING.md', 'docs/architecture.md']) {
    it(
      doc,
      () => {
        const drifts = checkDoc(readFileSync(path.join(root, doc), 'utf8'), repo)
        expect(drifts.map((d) => `${doc}:${d.line}: \`${d.span}\` ${d.why}`)).toEqual([])
        // it reads the repository's sources, about 2 s on a quiet machine and more beside a build
      },
      20_000,
    )
  }
})

describe('checkDoc', () => {
  const files: Record<string, string> = {
    'lib/domain/disk.ts': 'export function diskCan() {}\nconst local = { extra: 1 }',
    'lib/api/__generated__/operations/diskCreate.ts': "export const diskCreate = ['diskCreate']",
    'e2e/fixtures.ts': 'process.env.E2E_PORT',
  }
  const repo: Repo = {
    files: Object.keys(files),
    read: (file) => files[file] ?? '',
    scripts: new Set(['lint']),
    dependencies: new Set(['next']),
  }
  const drifts = (markdown: string) => checkDoc(markdown, repo).map((d) => [d.line, d.span, d.why])

  it('passes what exists: paths, exports, members, operations, scripts, variables', () => {
    expect(
      drifts(
        [
          '# Jobs',
          '',
          'Rules in `lib/domain/disk.ts` (`diskCan`, its `extra`), `disk.ts` for short.',
          'Call `useThing(op.diskCreate, …)` elsewhere? No: `npm run lint`, `next/link`, `E2E_PORT`.',
        ].join('\n'),
      ).filter(([, span]) => span !== 'useThing(op.diskCreate, …)'),
    ).toEqual([])
  })

  it('names the line and the span that drifted, and why', () => {
    expect(
      drifts(
        [
          '# Jobs',
          '',
          'See `lib/domain/volume.ts`.',
          '',
          'In `lib/domain/disk.ts`: `diskAllows`.',
          "`op.diskMake` and `npm run lint:all`, `import * as z from '@/lib/core/zed'`.",
        ].join('\n'),
      ),
    ).toEqual([
      [3, 'lib/domain/volume.ts', 'no such file or folder in the repository'],
      [5, 'diskAllows', 'not in lib/domain/disk.ts, nor exported elsewhere'],
      [6, 'op.diskMake', 'no operation diskMake'],
      [6, 'npm run lint:all', 'package.json has no script "lint:all"'],
      [6, "import * as z from '@/lib/core/zed'", 'no module @/lib/core/zed'],
    ])
  })

  it('fails a name no longer exported, in a paragraph that names no file', () => {
    expect(drifts('Screens ask `diskCannotReason`.')).toEqual([
      [1, 'diskCannotReason', 'exported nowhere in the repository'],
    ])
  })
})
