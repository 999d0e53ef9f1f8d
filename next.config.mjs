import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'

/** @type {(phase: string) => import('next').NextConfig} */
export default function nextConfig(phase) {
  return {
    // The console is an asset bundle served by the platform beside its API:
    // no server, every page is fetched and rendered in the browser.
    output: 'export',
    // The platform serves files only under /assets/ (scripts/package-bundle.ts moves
    // Next's output there); `next dev` serves its own at the root.
    assetPrefix: phase === PHASE_PRODUCTION_BUILD ? '/assets' : undefined,
    reactStrictMode: true,
    poweredByHeader: false,
    productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
    images: { unoptimized: true },
    // The API contract files and generated validators are for Node; keep
    // them out of the type-check of the export build (tsc runs separately).
    typescript: { ignoreBuildErrors: true },
    webpack: (config) => {
      // The operations (`op.x` of lib/api/ops.ts, one generated module each) and the modules
      // that re-export them declare only constants. Told so, webpack takes each `op.x` past
      // the re-exports straight to its operation's module, which then goes only into the
      // chunks of the pages that name it. Without it webpack kept the re-exports' links to
      // every operation any page names, and so put all of those (232) in every page.
      config.module.rules.push({
        test: /[\\/]lib[\\/]api[\\/](ops\.ts$|__generated__[\\/]operations(\.ts$|[\\/]))/,
        sideEffects: false,
      })
      return config
    },
  }
}
