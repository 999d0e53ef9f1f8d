import { describe, expect, it } from 'vitest'
import { routes, type RouteKey } from './routes'

/**
 * The platform (Nexus at API 20250730.0.0) serves the console's `index.html` only on these
 * paths; anything else it answers with a JSON 404. A route outside them can't be reloaded
 * or opened from a link on a rack.
 */
const SERVED: RegExp[] = [
  /^\/$/,
  /^\/projects(\/.*)?$/,
  /^\/projects-new$/,
  /^\/settings\/.*$/,
  /^\/system\/.*$/,
  /^\/lookup\/.*$/,
  /^\/images$/,
  /^\/utilization$/,
  /^\/access$/,
  /^\/device\/verify$/,
  /^\/device\/success$/,
  /^\/login\/[^/]+\/local$/,
  /^\/login\/[^/]+\/saml\/[^/]+$/,
]

/** Routes a person reaches only by a link inside the console, each with its reason. */
const IN_APP_ONLY: Partial<Record<RouteKey, string>> = {
  // the spec's route; the platform serves `/images` alone, so a reload here is a 404 (README)
  siloImageEdit: 'the platform serves /images but nothing under it',
}

// a sample value for each param: one path segment, as the router would fill it
const sample = (pattern: string) => pattern.replace(/\[[^\]]+\]/g, 'x1')

describe('routes the platform serves', () => {
  const keys = Object.keys(routes) as RouteKey[]

  it('serves index.html on every route a person can reload', () => {
    const unserved = keys.filter((k) => {
      const def: { pattern: string; platformOnly?: boolean } = routes[k]
      if (def.platformOnly || IN_APP_ONLY[k]) return false
      return !SERVED.some((re) => re.test(sample(def.pattern)))
    })
    expect(unserved).toEqual([])
  })

  it('lists as in-app only just the routes it has to', () => {
    for (const key of Object.keys(IN_APP_ONLY) as RouteKey[]) {
      expect(SERVED.some((re) => re.test(sample(routes[key].pattern)))).toBe(false)
    }
  })

  it('leaves /login to the platform, which redirects to the silo sign-in page', () => {
    expect(routes.login).toMatchObject({ pattern: '/login', platformOnly: true })
  })
})
