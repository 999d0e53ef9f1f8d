import type { Page } from '@playwright/test'
import { expect, signIn, test, uniqueName } from './fixtures'
import { limitNote, moreBeyondPickerLimit } from './picker-limit'

const PROJECT = 'mock-project'

type Snapshot = { id: string; name: string; state: string }
type Disk = { name: string; state: { state: string } }

/** A ready snapshot of mock-project to make images from: a seeded one, else a new one. */
async function readySnapshot(page: Page): Promise<string> {
  const list = async () => {
    const res = await page.request.get(`/v1/snapshots?project=${PROJECT}&limit=1000`)
    expect(res.status()).toBe(200)
    return ((await res.json()) as { items: Snapshot[] }).items
  }
  const ready = (await list()).find((s) => s.state === 'ready')
  if (ready) return ready.id

  const disks = await page.request.get(`/v1/disks?project=${PROJECT}&limit=1000`)
  const disk = ((await disks.json()) as { items: Disk[] }).items.find((d) =>
    ['attached', 'detached'].includes(d.state.state),
  )
  expect(disk, 'a disk of mock-project to snapshot').toBeDefined()
  const name = uniqueName('img-src')
  const made = await page.request.post(`/v1/snapshots?project=${PROJECT}`, {
    data: { name, description: '', disk: disk!.name },
  })
  expect(made.status()).toBe(201)
  await expect.poll(async () => (await list()).find((s) => s.name === name)?.state).toBe('ready')
  return ((await made.json()) as Snapshot).id
}

/** Setup through the API as the signed-in user: a project image with a unique name. */
async function newProjectImage(page: Page, os = 'e2e-linux', version = '1.2.3') {
  const name = uniqueName('img')
  const res = await page.request.post(`/v1/images?project=${PROJECT}`, {
    data: {
      name,
      description: 'made by an end-to-end test',
      os,
      version,
      source: { type: 'snapshot', id: await readySnapshot(page) },
    },
  })
  expect(res.status()).toBe(201)
  return name
}

function rowMenu(page: Page, name: string) {
  return page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Actions for ${name}` })
}

test('a project image: view, promote to the silo, demote back, delete', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const name = await newProjectImage(page)
  const link = page.getByRole('link', { name, exact: true })

  await page.goto(`/projects/${PROJECT}/images`)
  await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible()
  await link.click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/images/${name}/edit`)
  const panel = page.getByRole('dialog', { name: 'Image', exact: true })
  await expect(panel).toContainText(name)
  for (const [label, value] of [
    ['OS', 'e2e-linux'],
    ['Version', '1.2.3'],
    ['Description', 'made by an end-to-end test'],
    ['Block size', /^\d+ (B|KiB)$/],
    ['Size', /GiB$/],
  ] as const) {
    const term = panel.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })
    await expect(term).toBeVisible()
    await expect(panel.getByRole('definition').filter({ hasText: value }).first()).toBeVisible()
  }
  await expect(panel.getByRole('button', { name: 'Copy ID' })).toBeVisible()
  await panel.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/images`)

  // promote: the dialog says what it means; afterwards the image is the silo's
  await rowMenu(page, name).click()
  await page.getByRole('menuitem', { name: 'Promote' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Promote image' })
  await expect(confirm).toContainText(name)
  await expect(confirm).toContainText('visible to the whole silo')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(`Image ${name} promoted`)).toBeVisible()
  await expect(link).toHaveCount(0)
  await page.getByRole('link', { name: 'silo images' }).click()
  await expect(page).toHaveURL('/images')
  await expect(page.getByRole('heading', { name: 'Silo images', level: 1 })).toBeVisible()

  await link.click()
  await expect(page).toHaveURL(`/images/${name}/edit`)
  await expect(panel).toContainText(name)
  await expect(panel.getByRole('definition').filter({ hasText: 'e2e-linux' })).toBeVisible()
  await panel.getByRole('button', { name: 'Close' }).click()
  await expect(page).toHaveURL('/images')

  // demote into a project picked from the silo's projects
  await rowMenu(page, name).click()
  await page.getByRole('menuitem', { name: 'Demote' }).click()
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await expect(demote).toContainText(name)
  await demote.getByRole('button', { name: 'Demote image' }).click()
  await expect(demote.getByText('Choose a project')).toBeVisible()
  await demote.getByRole('combobox', { name: 'Project' }).click()
  // the suite's projects outnumber what the list shows at once: found by name, as a person would
  await page.getByRole('combobox', { name: 'Search Project' }).fill(PROJECT)
  await page.getByRole('option', { name: PROJECT, exact: true }).click()
  await demote.getByRole('button', { name: 'Demote image' }).click()
  await expect(demote).toBeHidden()
  await expect(page.getByText(`Image ${name} demoted to ${PROJECT}`)).toBeVisible()
  await expect(link).toHaveCount(0)
  await page.getByRole('link', { name: `images of ${PROJECT}` }).click()
  await expect(page).toHaveURL(`/projects/${PROJECT}/images`)
  await expect(link).toBeVisible()

  await rowMenu(page, name).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const del = page.getByRole('alertdialog', { name: 'Delete image' })
  await expect(del).toContainText(name)
  await del.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(`Image ${name} deleted`)).toBeVisible()
  await expect(link).toHaveCount(0)
})

test('delete a silo image', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const name = await newProjectImage(page)
  const promoted = await page.request.post(`/v1/images/${name}/promote?project=${PROJECT}`)
  expect(promoted.status()).toBe(202)

  await page.goto('/images')
  const link = page.getByRole('link', { name, exact: true })
  await expect(link).toBeVisible()
  await rowMenu(page, name).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const del = page.getByRole('alertdialog', { name: 'Delete image' })
  await expect(del).toContainText(name)
  await del.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(`Image ${name} deleted`)).toBeVisible()
  await expect(link).toHaveCount(0)
  const gone = await page.request.get(`/v1/images/${name}`)
  expect(gone.status()).toBe(404)
})

test("a project collaborator's promote is disabled with the silo role it needs", async ({
  page,
}) => {
  // collaborator on mock-project, yet only a viewer of the silo
  await signIn(page, 'collaborator')
  const name = await newProjectImage(page)

  await page.goto(`/projects/${PROJECT}/images`)
  await rowMenu(page, name).click()
  const promote = page.getByRole('menuitem', { name: 'Promote' })
  await expect(promote).toHaveAttribute('aria-disabled', 'true')
  await expect(promote).toHaveAccessibleDescription(
    'Needs collaborator on silo acme; you are viewer. Ask a silo admin.',
  )
  // the API refuses it too: the disabled item only says so first
  const refused = await page.request.post(`/v1/images/${name}/promote?project=${PROJECT}`)
  expect(refused.status()).toBe(403)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible()

  // a project image is the project's to delete
  await rowMenu(page, name).click()
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete image' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0)
})

test('a project without images offers to upload one', async ({ page }) => {
  await signIn(page, 'silo-admin')
  const project = uniqueName('img-empty')
  const res = await page.request.post('/v1/projects', { data: { name: project, description: '' } })
  expect(res.status()).toBe(201)

  await page.goto(`/projects/${project}/images`)
  await expect(page.getByRole('heading', { name: 'No images' })).toBeVisible()
  const upload = page.getByRole('link', { name: 'Upload image' })
  await expect(upload.first()).toHaveAttribute('href', `/projects/${project}/images-new`)
})

test('an unknown image shows the not-found page', async ({ page }) => {
  await signIn(page, 'silo-admin')
  await page.goto(`/projects/${PROJECT}/images/${uniqueName('nope')}/edit`)
  await expect(page.getByText('Page not found')).toBeVisible()
  // the silo image page opens from its list only: the platform serves nothing under /images
  const reloaded = await page.request.get(`/images/${uniqueName('nope')}/edit`)
  expect(reloaded.status()).toBe(404)
})

test("demoting picks from the silo's projects, saying when they stop at 1,000", async ({
  page,
}) => {
  await signIn(page, 'silo-admin')
  const name = await newProjectImage(page)
  const promoted = await page.request.post(`/v1/images/${name}/promote?project=${PROJECT}`)
  expect(promoted.status()).toBe(202)
  await moreBeyondPickerLimit(page, /\/v1\/projects\?.*limit=1000/)

  await page.goto('/images')
  await rowMenu(page, name).click()
  await page.getByRole('menuitem', { name: 'Demote' }).click()
  const demote = page.getByRole('dialog', { name: 'Demote image' })
  await expect(demote.getByText(limitNote('projects'))).toBeVisible()
  await demote.getByRole('button', { name: 'Cancel' }).click()
  expect((await page.request.delete(`/v1/images/${name}`)).status()).toBe(204)
})
