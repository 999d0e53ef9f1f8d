import { ErrorScreen } from '@/components/kit/errors/error-screen'

/**
 * What index.html shows when the browser runs no scripts: the console is all script, and its
 * prerendered spinner would otherwise turn forever. The CSP forbids inline script but not
 * inline style, which hides that spinner's `main` and lets the frame around it (the demo's
 * banner) shrink to its content, so the notice follows the banner; the browser ignores all
 * of it when scripts run. It goes after Next's root in the document (pages/_document.tsx).
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <style>{'#main{display:none}#__next>div{min-height:0}'}</style>
      <main>
        <ErrorScreen title="This console needs JavaScript">
          JavaScript is turned off in this browser, or blocked for this site. Turn it on in the
          browser&apos;s settings, then reload the page.
        </ErrorScreen>
      </main>
    </noscript>
  )
}
