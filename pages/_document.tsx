import { Head, Html, Main, NextScript } from 'next/document'
import { NoScriptNotice } from '@/components/layout/no-script-notice'

export default function Document() {
  return (
    <Html lang="en">
      <Head>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* blocking on purpose: the theme class must be on <html> before the first
            paint, and the CSP allows no inline script to do it */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script src="/theme-init.js" />
        {/* blocking too, so it runs before Next's scripts: it asks for this address's page
            scripts while the framework downloads (public/boot-preload.js) */}
        {/* eslint-disable-next-line @next/next/no-sync-scripts */}
        <script src="/boot-preload.js" />
      </Head>
      <body>
        <Main />
        <NoScriptNotice />
        <NextScript />
      </body>
    </Html>
  )
}
