/** @type {import('next').NextConfig} */
const nextConfig = {
  // The console is an asset bundle served by the platform beside its API:
  // no server, every page is fetched and rendered in the browser.
  output: 'export',
  reactStrictMode: true,
  poweredByHeader: false,
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  images: { unoptimized: true },
  // The API contract files and generated validators are for Node; keep
  // them out of the type-check of the export build (tsc runs separately).
  typescript: { ignoreBuildErrors: true },
}

export default nextConfig
