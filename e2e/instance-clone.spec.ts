import type { Page } from '@playwright/test'
import { report, wcagViolations } from './axe'
import { GiB, newProject } from './disk-setup'
import { expect, test, uniqueName } from './fixtures'
import { newPublicKey } from './ssh-key-setup'

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true })

/** A silo image's id, by name. */
async function siloImageId(page: Page, name: string) {
  const res = await page.request.get('/v1/images?limit=1000')
  expect(res.status()).toBe(200)
  const { items } = (await res.json()) as { items: { id: string; name: string }[] }
  const image = items.find((i) => i.name === name)
  expect(image, `silo image ${name}`).toBeDefined()
  return image!.id
}

/**
 * An instance made through the API: 3 vCPUs and 6 GiB, a 12 GiB boot disk from debian-12,
 * a 5 GiB data disk, a new SSH key of the user's and an ephemeral IP.
 */
async function sourceInstance(page: Page, project: string, extra: Record<string, unknown> = {}) {
  const name = uniqueName('src')
  const key = uniqueName('clone-key')
  const madeKey = await page.request.post('/v1/me/ssh-keys', {
    data: { name: key, description: '', public_key: newPublicKey('clone@e2e') },
  })
  expect(madeKey.status()).toBe(201)
  const res = await page.request.post(`/v1/instances?project=${project}`, {
    data: {
      name,
      description: 'the one to copy',
      hostname: name,
      ncpus: 3,
      memory: 6 * GiB,
      boot_disk: {
        type: 'create',
        name: `${name}-boot`,
        description: '',
        size: 12 * GiB,
        disk_source: { type: 'image', image_id: await siloImageId(page, 'debian-12') },
      },
      disks: [
        {
          type: 'create',
          name: 'data',
          description: 'scratch space',
          size: 5 * GiB,
          disk_source: { type: 'blank', block_size: 4096 },
        },
      ],
      ssh_public_keys: [key],
      external_ips: [{ type: 'ephemeral' }],
      start: false,
      ...extra,
    },
  })
  expect(res.status()).toBe(201)
  return { name, key }
}

/** The line of the form's note that says why `what` wasn't copied. */
const notCopied = (page: Page, what: string) =>
  page.getByRole('list', { name: 'Not copied' }).getByRole('listitem').filter({ hasText: what })

/** The form shows what the source was made with. */
async function expectPrefilled(page: Page, source: string, key: string) {
  const copy = `${source}-copy`
  await expect(page.getByRole('status').filter({ hasText: `A copy of ${source}` })).toBeVisible()
  await expect(nameField(page)).toHaveValue(copy)
  await expect(page.getByLabel('Description')).toHaveValue('the one to copy')
  await expect(page.getByLabel('Hostname')).toHaveValue(copy)
  await expect(page.getByRole('tab', { name: 'Custom' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByLabel('vCPUs')).toHaveValue('3')
  await expect(page.getByLabel('Memory (GiB)')).toHaveValue('6')
  await expect(page.getByRole('tab', { name: 'Silo images' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(/debian-12/)
  await expect(page.getByLabel('Disk name')).toHaveValue(`${copy}-boot`)
  await expect(page.getByLabel('Disk size (GiB)')).toHaveValue('12')
  const disks = page.getByRole('list', { name: 'Additional disks' })
  await expect(disks.getByText('data-copy', { exact: true })).toBeVisible()
  await expect(disks.getByText('New blank disk · 5 GiB')).toBeVisible()
  await expect(page.getByRole('radio', { name: /^Default/ })).toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Allocate an ephemeral IP' })).toBeChecked()
  // only the source's key, among all of the user's
  const keys = page.getByRole('region', { name: 'SSH keys' })
  await expect(keys.getByRole('checkbox', { name: key })).toBeChecked()
  await expect(keys.getByText(/^1 of \d+ selected$/)).toBeVisible()
}

test('clone an instance from its row menu, change one field, and create the copy', async ({
  authedPage: page,
}) => {
  // two instances made and four pages loaded: on a loaded machine that outlasts the default
  test.setTimeout(180_000)
  const project = await newProject(page, 'clone')
  const { name, key } = await sourceInstance(page, project)
  const copy = `${name}-copy`

  await page.goto(`/projects/${project}/instances`)
  await page.getByRole('button', { name: `Actions for ${name}` }).click()
  await page.getByRole('menuitem', { name: 'Clone' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances-new?from=${name}`)
  await expect(page.getByRole('heading', { name: 'Create instance' })).toBeVisible()
  await expectPrefilled(page, name, key)

  // the note says what wasn't copied, and why
  await expect(notCopied(page, 'User data:')).toContainText("doesn't return")
  await expect(notCopied(page, 'Disk contents:')).toContainText(
    'data is made again as a new blank disk of the same size',
  )

  await page.getByLabel('Description').fill('a copy, changed')
  await page.getByRole('button', { name: 'Create instance' }).click()
  // the toast first: it goes after a few seconds, while the next page may still be loading
  await expect(page.getByText(`Instance ${copy} created`)).toBeVisible()
  await expect(page).toHaveURL(`/projects/${project}/instances/${copy}/storage`)
  await expect(page.getByRole('row').filter({ hasText: `${copy}-boot` })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'data-copy' })).toBeVisible()

  // the same size and disks, as the API tells
  const q = `project=${project}`
  const made = await (await page.request.get(`/v1/instances/${copy}?${q}`)).json()
  expect(made).toMatchObject({ ncpus: 3, memory: 6 * GiB, description: 'a copy, changed' })
  const disks = await (await page.request.get(`/v1/instances/${copy}/disks?${q}`)).json()
  const sizes = Object.fromEntries(
    disks.items.map((d: { name: string; size: number }) => [d.name, d.size]),
  )
  expect(sizes).toEqual({ [`${copy}-boot`]: 12 * GiB, 'data-copy': 5 * GiB })
  const boot = disks.items.find((d: { name: string }) => d.name === `${copy}-boot`)
  expect(boot.image_id).toBe(await siloImageId(page, 'debian-12'))
  const keys = await (await page.request.get(`/v1/instances/${copy}/ssh-public-keys?${q}`)).json()
  expect(keys.items.map((k: { name: string }) => k.name)).toEqual([key])
  // the source keeps its own disks
  const kept = await (await page.request.get(`/v1/instances/${name}/disks?${q}`)).json()
  expect(kept.items.map((d: { name: string }) => d.name).sort()).toEqual(
    ['data', `${name}-boot`].sort(),
  )
})

test("a clone's link keeps its values over a reload, and says a floating IP isn't copied", async ({
  authedPage: page,
}) => {
  // the form loads twice and axe walks it: on a loaded machine that outlasts the default
  test.setTimeout(180_000)
  const project = await newProject(page, 'clone')
  const fip = uniqueName('fip')
  const madeFip = await page.request.post(`/v1/floating-ips?project=${project}`, {
    data: { name: fip, description: '' },
  })
  expect(madeFip.status()).toBe(201)
  const { name, key } = await sourceInstance(page, project, {
    external_ips: [{ type: 'ephemeral' }, { type: 'floating', floating_ip: fip }],
  })

  // from the instance page's Actions menu
  await page.goto(`/projects/${project}/instances/${name}`)
  await page.getByRole('button', { name: 'Actions', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Clone' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances-new?from=${name}`)
  await expectPrefilled(page, name, key)
  const floating = notCopied(page, `Floating IP ${fip}:`)
  await expect(floating).toContainText(`belongs to ${name}`)
  await expect(page.getByRole('list', { name: 'Selected floating ips' })).toHaveCount(0)

  await page.reload()
  await expectPrefilled(page, name, key)
  await expect(floating).toBeVisible()
  expect(report(await wcagViolations(page, 'clone form'))).toEqual([])
})

test('a clone of an instance that is gone says so in place, with the way back', async ({
  authedPage: page,
}) => {
  const project = await newProject(page, 'clone')
  await page.goto(`/projects/${project}/instances-new?from=no-such-instance`)
  const alert = page.getByRole('alert').filter({ hasText: "Can't copy instance no-such-instance" })
  await expect(alert).toContainText('There is no instance no-such-instance in project')
  await page.getByRole('link', { name: 'Create an instance from scratch' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances-new`)
  await expect(nameField(page)).toHaveValue('')
  await page.goBack()
  await page.getByRole('link', { name: 'Back to instances' }).click()
  await expect(page).toHaveURL(`/projects/${project}/instances`)
})
