// Lighthouse mobile performance (the default mobile settings, simulated throttling) on the
// pages issue 18 names: projects, instances, an instance, disks and a VPC's firewall rules,
// each a median of BENCH_RUNS (3) cold loads, signed in, at the demo's 200-400 ms latency.
// Run after `npm run build`:
//   npm run bench:lighthouse
import { PORT, RUNS, base, median, startServer } from './bench-kit'
import { openLighthouse, type LighthouseRun } from './lighthouse-kit'

const PAGES = [
  '/projects',
  '/projects/mock-project/instances',
  '/projects/mock-project/instances/db1/storage',
  '/projects/mock-project/disks',
  '/projects/mock-project/vpcs/mock-vpc/firewall-rules',
]
const TARGET = 98

async function main() {
  const stop = await startServer({ MOCK_LATENCY_MS: process.env.MOCK_LATENCY_MS ?? '200-400' })
  const scores: number[] = []
  try {
    const lighthouse = await openLighthouse([base], PORT + 1000)
    try {
      console.log(`bench: Lighthouse mobile, median of ${RUNS} (each run: score, LCP, TBT, CLS)`)
      for (const path of PAGES) {
        const runs: LighthouseRun[] = []
        for (let i = 0; i < RUNS; i++) runs.push(await lighthouse.run(base + path))
        const score = median(runs.map((r) => r.score))
        scores.push(score)
        const each = runs
          .map(
            (r) =>
              `${r.score} (${Math.round(r.lcp)} ms, ${Math.round(r.tbt)} ms, ${r.cls.toFixed(3)})`,
          )
          .join(', ')
        console.log(`bench: ${path.padEnd(52)} ${String(score).padStart(3)}   ${each}`)
      }
    } finally {
      await lighthouse.close()
    }
  } finally {
    await stop()
  }
  const below = PAGES.filter((_, i) => scores[i] < TARGET)
  console.log(
    `bench: lighthouse lowest ${Math.min(...scores)}; ${below.length ? `below ${TARGET}: ${below.join(', ')}` : `every page ≥ ${TARGET}`}`,
  )
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
