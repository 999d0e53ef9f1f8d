/**
 * The attribute on `<html>` that marks demo mode: written into `index.html` by
 * whatever serves `out/` against a mock API (our mock server), and shown by CSS
 * (the `demo:` Tailwind variant). A protocol between the server and the pages,
 * so the mock may import it.
 */
export const DEMO_MARKER = 'data-demo'
