import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import type { Page, Route } from '@playwright/test'
import { DEMO_PASSWORD, expect, test, uniqueName } from './fixtures'

const MiB = 1024 * 1024

/** A raw image of random (so never all-zero) bytes. */
const rawImage = (size: number) => randomBytes(size)

/**
 * The same, as a file in the test's output folder: a buffer handed to
 * setInputFiles travels to the browser as base64 (slow at tens of MiB, and
 * refused above 50 MB), a path is read by the browser itself.
 */
async function rawImageFile(name: string, size: number) {
  const path = test.info().outputPath(name)
  await writeFile(path, rawImage(size))
  return path
}

/** A project of the test's own, so what is left in it is exactly what the upload left. */
async function newProject(page: Page) {
  const name = uniqueName('upload')
  const res = await page.request.post('/v1/projects', {
    data: { name, description: 'image upload end-to-end test' },
  })
  expect(res.status()).toBe(201)
  return name
}

/** Names of a project's disks, snapshots or images, through the API. */
async function namesIn(page: Page, kind: 'disks' | 'snapshots' | 'images', project: string) {
  const res = await page.request.get(`/v1/${kind}?project=${project}&limit=1000`)
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { items: { name: string }[] }
  return body.items.map((i) => i.name)
}

async function openUpload(page: Page, project: string) {
  await page.goto(`/projects/${project}/images-new`)
  const panel = page.getByRole('dialog', { name: 'Upload image' })
  await expect(panel).toBeVisible()
  return panel
}

async function fillDetails(panel: ReturnType<Page['getByRole']>, name: string) {
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await panel.getByRole('textbox', { name: 'Description', exact: true }).fill('from a test')
  await panel.getByRole('textbox', { name: 'OS', exact: true }).fill('debian')
  await panel.getByRole('textbox', { name: 'Version', exact: true }).fill('12')
}

test('upload a 20 MiB raw file: progress to 100%, the image made, the temporaries gone', async ({
  authedPage: page,
}) => {
  test.setTimeout(180_000)
  const project = await newProject(page)
  const name = uniqueName('image')
  const panel = await openUpload(page, project)
  await fillDetails(panel, name)
  await panel.getByLabel('Image file').setInputFiles(await rawImageFile('debian-12.raw', 20 * MiB))
  await expect(panel.getByText('debian-12.raw 20 MiB (20,971,520 bytes)')).toBeVisible()

  await panel.getByRole('button', { name: 'Upload image' }).click()

  await expect(panel.getByRole('status').getByText(`Image ${name} uploaded.`)).toBeVisible({
    timeout: 60_000,
  })
  const bar = panel.getByRole('progressbar', { name: 'Upload progress' })
  await expect(bar).toHaveAttribute('aria-valuenow', '100')
  await expect(panel.getByText('20 MiB of 20 MiB · 100%')).toBeVisible()
  const steps = panel.getByRole('list', { name: 'Upload steps' }).getByRole('listitem')
  await expect(steps).toHaveText([
    'Create diskDone',
    'Start importDone',
    'Upload dataDone',
    'Stop importDone',
    'Create snapshotDone',
    'Create imageDone',
    'Clean upDone',
  ])

  expect(await namesIn(page, 'images', project)).toEqual([name])
  expect(await namesIn(page, 'disks', project)).toEqual([])
  expect(await namesIn(page, 'snapshots', project)).toEqual([])
  const image = await (await page.request.get(`/v1/images/${name}?project=${project}`)).json()
  expect(image).toMatchObject({ name, os: 'debian', version: '12', block_size: 512 })

  // closing the finished panel goes to the project's images
  await panel.getByRole('button', { name: 'Done' }).click()
  await expect(page).toHaveURL(`/projects/${project}/images`)
})

test('cancel an upload midway: asked first, then nothing is left behind', async ({
  authedPage: page,
}) => {
  test.setTimeout(180_000)
  const project = await newProject(page)
  const name = uniqueName('cancelled')
  // a slow link: the first few writes go through, the rest wait until the test lets them
  let passed = 0
  const held: Route[] = []
  await page.route(/\/v1\/disks\/[^/]+\/bulk-write\?/, (route) => {
    if (passed < 4) {
      passed++
      return route.continue()
    }
    held.push(route)
  })

  const panel = await openUpload(page, project)
  await fillDetails(panel, name)
  await panel.getByLabel('Image file').setInputFiles(await rawImageFile('big.raw', 32 * MiB))
  await panel.getByRole('button', { name: 'Upload image' }).click()
  const bar = panel.getByRole('progressbar', { name: 'Upload progress' })
  await expect(panel.getByText('2 MiB of 32 MiB · 6%')).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '6')
  await expect(panel.getByRole('listitem').filter({ hasText: 'Upload data' })).toHaveText(
    'Upload dataRunning',
  )

  // Cancel asks first; keeping on leaves the upload running
  await panel.getByRole('button', { name: 'Cancel' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Cancel upload' })
  await expect(confirm).toHaveAccessibleDescription(/Are you sure you want to cancel the upload\?/)
  // spec §2: a confirmation's Cancel leaves things as they were
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click()
  await expect(confirm).toBeHidden()
  await expect(panel).toBeVisible()
  expect(await namesIn(page, 'disks', project)).toHaveLength(1)

  // Escape asks too; this time the upload stops
  await page.keyboard.press('Escape')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  // the panel closes once the cleanup is done
  await expect(page).toHaveURL(`/projects/${project}/images`)
  for (const route of held) await route.continue().catch(() => undefined)

  expect(await namesIn(page, 'disks', project)).toEqual([])
  expect(await namesIn(page, 'snapshots', project)).toEqual([])
  expect(await namesIn(page, 'images', project)).toEqual([])
})

test('a server error on one write is retried and the upload goes through', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const name = uniqueName('retried')
  let writes = 0
  await page.route(/\/v1\/disks\/[^/]+\/bulk-write\?/, (route) => {
    if (++writes !== 3) return route.continue()
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ request_id: 'e2e', message: 'service unavailable' }),
    })
  })
  const panel = await openUpload(page, project)
  await fillDetails(panel, name)
  await panel.getByLabel('Image file').setInputFiles(await rawImageFile('disk.raw', 4 * MiB))
  await panel.getByRole('button', { name: 'Upload image' }).click()

  await expect(panel.getByRole('status').getByText(`Image ${name} uploaded.`)).toBeVisible()
  expect(await namesIn(page, 'images', project)).toEqual([name])
  expect(await namesIn(page, 'disks', project)).toEqual([])
})

test('a refused write shows the error, keeps what was typed and leaves nothing behind', async ({
  authedPage: page,
}) => {
  const project = await newProject(page)
  const name = uniqueName('failed')
  let writes = 0
  // a 4xx is an answer about the write itself: not retried
  await page.route(/\/v1\/disks\/[^/]+\/bulk-write\?/, (route) => {
    if (++writes !== 3) return route.continue()
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ request_id: 'e2e', message: 'storage backend unavailable' }),
    })
  })
  const panel = await openUpload(page, project)
  await fillDetails(panel, name)
  await panel.getByLabel('Image file').setInputFiles(await rawImageFile('disk.raw', 4 * MiB))
  await panel.getByRole('button', { name: 'Upload image' }).click()

  await expect(panel.getByText('Storage backend unavailable')).toBeVisible()
  const steps = panel.getByRole('list', { name: 'Upload steps' })
  await expect(steps.getByRole('listitem').filter({ hasText: 'Upload data' })).toHaveText(
    'Upload dataFailed',
  )
  await expect(steps.getByRole('listitem').filter({ hasText: 'Clean up' })).toHaveText(
    'Clean upDone',
  )
  await expect(panel.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(panel.getByRole('textbox', { name: 'OS', exact: true })).toHaveValue('debian')
  await expect(panel.getByText('disk.raw 4 MiB (4,194,304 bytes)')).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Upload image' })).toBeEnabled()
  expect(await namesIn(page, 'disks', project)).toEqual([])
  expect(await namesIn(page, 'images', project)).toEqual([])

  // the same file and values go through on a second try
  await panel.getByRole('button', { name: 'Upload image' }).click()
  await expect(panel.getByRole('status').getByText(`Image ${name} uploaded.`)).toBeVisible()
  expect(await namesIn(page, 'images', project)).toEqual([name])
  expect(await namesIn(page, 'disks', project)).toEqual([])
})

test('a file of the wrong size is refused before any request', async ({ authedPage: page }) => {
  const project = await newProject(page)
  const panel = await openUpload(page, project)
  await fillDetails(panel, uniqueName('wrong-size'))
  const apiCalls: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/')) apiCalls.push(`${r.method()} ${r.url()}`)
  })

  const file = panel.getByLabel('Image file')
  await file.setInputFiles({
    name: 'odd.raw',
    mimeType: 'application/octet-stream',
    buffer: rawImage(1000),
  })
  await panel.getByRole('button', { name: 'Upload image' }).click()
  await expect(
    panel.getByText('The file size (1,000 bytes) is not a multiple of the block size (512 bytes)'),
  ).toBeVisible()
  await expect(file).toHaveAttribute('aria-invalid', 'true')

  // a multiple of 512 is still wrong for 4096-byte blocks
  await file.setInputFiles({
    name: 'small.raw',
    mimeType: 'application/octet-stream',
    buffer: rawImage(1536),
  })
  await panel.getByRole('combobox', { name: 'Block size' }).click()
  await page.getByRole('option', { name: '4096 bytes' }).click()
  await panel.getByRole('button', { name: 'Upload image' }).click()
  await expect(
    panel.getByText(
      'The file size (1,536 bytes) is not a multiple of the block size (4,096 bytes)',
    ),
  ).toBeVisible()

  await file.setInputFiles({
    name: 'empty.raw',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(0),
  })
  await panel.getByRole('button', { name: 'Upload image' }).click()
  await expect(panel.getByText('The file is empty (0 bytes)')).toBeVisible()

  expect(apiCalls).toEqual([])
  expect(await namesIn(page, 'disks', project)).toEqual([])
})

test('a session that ends mid-upload: after signing in, the upload goes on from where it stopped', async ({
  authedPage: page,
}) => {
  test.setTimeout(180_000)
  const project = await newProject(page)
  const name = uniqueName('resumed')
  const path = await rawImageFile('resume.raw', 16 * MiB)
  const CHUNKS = 32 // of 512 KiB
  let writes = 0
  let resumedWrites = 0
  let ended = false
  let resuming = false
  await page.route(/\/v1\/disks\/[^/]+\/bulk-write\?/, async (route) => {
    if (resuming) resumedWrites++
    else if (!ended && ++writes === 10) {
      // the session ends here: this write and the next are refused with 401
      ended = true
      await page.context().clearCookies()
    }
    return route.continue()
  })
  const panel = await openUpload(page, project)
  await fillDetails(panel, name)
  await panel.getByLabel('Image file').setInputFiles(path)
  await panel.getByRole('button', { name: 'Upload image' }).click()

  // the 401 leads to sign-in, and the sign-in back to the panel
  await page.waitForURL(/\/login\//)
  await page.getByLabel('Username', { exact: true }).fill('fleet-admin')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(`/projects/${project}/images-new`)
  const again = page.getByRole('dialog', { name: 'Upload image' })
  const notice = again.getByRole('status').filter({ hasText: 'when your session ended' })
  await expect(notice).toContainText('resume.raw')
  await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name)
  await expect(again.getByRole('textbox', { name: 'OS', exact: true })).toHaveValue('debian')
  // its disk waits, still importing
  expect(await namesIn(page, 'disks', project)).toHaveLength(1)

  // another file is not the one it was sending
  await again.getByLabel('Image file').setInputFiles(await rawImageFile('other.raw', 1 * MiB))
  await again.getByRole('button', { name: 'Resume upload' }).click()
  await expect(again.getByText(/Choose resume\.raw \(16 MiB\) to resume its upload/)).toBeVisible()

  resuming = true
  await again.getByLabel('Image file').setInputFiles(path)
  await again.getByRole('button', { name: 'Resume upload' }).click()
  await expect(again.getByRole('status').getByText(`Image ${name} uploaded.`)).toBeVisible({
    timeout: 60_000,
  })
  // it went on from where the disk had got to, not from the start
  expect(resumedWrites).toBeGreaterThan(0)
  expect(resumedWrites).toBeLessThan(CHUNKS)
  expect(await namesIn(page, 'images', project)).toEqual([name])
  expect(await namesIn(page, 'disks', project)).toEqual([])
  expect(await namesIn(page, 'snapshots', project)).toEqual([])
})

test('an upload the session stopped can be discarded, and leaves nothing behind', async ({
  authedPage: page,
}) => {
  test.setTimeout(120_000)
  const project = await newProject(page)
  const name = uniqueName('discarded')
  let writes = 0
  await page.route(/\/v1\/disks\/[^/]+\/bulk-write\?/, async (route) => {
    if (++writes === 4) await page.context().clearCookies()
    return route.continue()
  })
  const panel = await openUpload(page, project)
  await fillDetails(panel, name)
  await panel.getByLabel('Image file').setInputFiles(await rawImageFile('gone.raw', 8 * MiB))
  await panel.getByRole('button', { name: 'Upload image' }).click()
  await page.waitForURL(/\/login\//)
  await page.getByLabel('Username', { exact: true }).fill('fleet-admin')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  const again = page.getByRole('dialog', { name: 'Upload image' })
  await again.getByRole('button', { name: 'Discard upload' }).click()
  await expect(page.getByText('Interrupted upload discarded')).toBeVisible()
  await expect(again.getByRole('button', { name: 'Upload image' })).toBeVisible()
  expect(await namesIn(page, 'disks', project)).toEqual([])
})
