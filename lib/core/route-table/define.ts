export type Layout = 'public' | 'silo' | 'project' | 'system' | 'settings'

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
