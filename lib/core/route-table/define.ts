export type Layout = 'public' | 'silo' | 'project' | 'system' | 'settings'

/** A lucide icon by its name: the side nav's screen draws it, as this layer knows no React. */
export type NavIcon =
  | 'activity'
  | 'alert-triangle'
  | 'bell-ring'
  | 'cable'
  | 'camera'
  | 'cpu'
  | 'database'
  | 'eraser'
  | 'folder'
  | 'gauge'
  | 'globe'
  | 'hard-drive'
  | 'image'
  | 'key-round'
  | 'life-buoy'
  | 'line-chart'
  | 'network'
  | 'package-check'
  | 'radar'
  | 'scroll-text'
  | 'server'
  | 'shield-check'
  | 'split'
  | 'ticket'
  | 'user'
  | 'users'
  | 'waypoints'

/** A route's item in its layout's side nav. */
type NavEntry = {
  label: string
  icon: NavIcon
  /** its place among its layout's items, which the table's order doesn't give */
  order: number
  /** the heading of its group; without one, the layout's own (the project's name, Silo, …) */
  section?: string
}

export type RouteDef = {
  pattern: string
  title: string
  layout: Layout
  /** route key of the breadcrumb parent (checked by a test: a key of this table) */
  parent?: string
  /** breadcrumb label taken from a route param instead of the title */
  crumbParam?: string
  /** redirect-only routes have no crumb of their own */
  hideCrumb?: boolean
  /**
   * A side panel drawn over another route's page (its list or tab), by route key: moving
   * between the two, or between two panels over one page, keeps where that page was scrolled.
   */
  panelOver?: string
  /** answered by the platform itself (a redirect to the silo's sign-in page): no page of ours */
  platformOnly?: boolean
  /** an item of the side nav, linking here */
  nav?: NavEntry
}

/**
 * The routes of one layout, each given that layout: a group's file says it once. The
 * `const` parameter keeps each pattern's literal type, from which the path builder types
 * its params.
 */
export function inLayout<
  L extends Layout,
  const T extends Record<string, Omit<RouteDef, 'layout'>>,
>(layout: L, group: T): { [K in keyof T]: T[K] & { layout: L } } {
  return Object.fromEntries(
    Object.entries(group).map(([key, def]) => [key, { ...def, layout }]),
  ) as { [K in keyof T]: T[K] & { layout: L } }
}
