import type { Page } from '@playwright/test'
import { expect, uniqueName } from './fixtures'

/** A VPC of the test's own in `project`, made through the API, with its default subnet, router and rules. */
export async function newVpc(page: Page, prefix: string, project = 'mock-project') {
  const vpc = uniqueName(prefix)
  const res = await page.request.post(`/v1/vpcs?project=${project}`, {
    data: { name: vpc, description: '', dns_name: vpc },
  })
  expect(res.status()).toBe(201)
  return vpc
}
