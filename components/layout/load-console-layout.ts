/**
 * The console frame's code, from this one import: webpack makes each import() a chunk group of
 * its own, and a second import of the frame (the boot's) was a second copy of its modules,
 * 3.8 KB gzip that every page downloaded. app-shell.tsx renders the frame from it (next/dynamic);
 * the boot runs it early, so the frame's modules are ready when the page renders.
 */
export const loadConsoleLayout = () => import('./console-layout')
