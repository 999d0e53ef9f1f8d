import { expect, type Page } from '@playwright/test'
import { signIn, test, uniqueName } from './fixtures'
import { newVpc } from './vpc-setup'
import { openRowMenu, rowOf } from './rows'

const project = 'mock-project'

async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  field: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: field }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'collaborator')
})

test("a new VPC's system router is read-only and lists its routes", async ({ page }) => {
  const vpc = await newVpc(page, 'rt-vpc')
  await page.goto(`/projects/${project}/vpcs/${vpc}/routers`)

  const system = rowOf(page, 'system')
  await expect(system).toContainText('System')
  await openRowMenu(page, 'system')
  for (const item of ['Edit', 'Delete']) {
    const menuItem = page.getByRole('menuitem', { name: item })
    await expect(menuItem).toHaveAttribute('aria-disabled', 'true')
    await expect(menuItem).toHaveAccessibleDescription(/system router is managed by the VPC/)
  }
  await page.keyboard.press('Escape')

  await system.getByRole('link', { name: 'system' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers/system`)
  await expect(page.getByRole('heading', { name: 'system', level: 1 })).toBeVisible()
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' })
  await expect(crumbs.getByRole('link', { name: vpc })).toBeVisible()
  await expect(crumbs.getByRole('link', { name: 'Routers' })).toBeVisible()

  // the default routes to the internet gateway and the default subnet's route
  const routes = page.getByRole('table', { name: 'Routes of system' })
  const v4 = routes.getByRole('row').filter({ hasText: 'default-v4' })
  await expect(v4).toContainText('0.0.0.0/0')
  await expect(v4.getByRole('link', { name: 'default' })).toHaveAttribute(
    'href',
    `/projects/${project}/vpcs/${vpc}/internet-gateways/default`,
  )
  await expect(routes.getByRole('row').filter({ hasText: 'default-v6' })).toContainText('::/0')
  await expect(
    routes
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'default', exact: true }) }),
  ).toContainText('VPC subnet')
  // nothing to add, and no route can be changed
  await expect(page.getByRole('link', { name: 'New route' })).toBeHidden()
  await openRowMenu(page, 'default-v4')
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await page.keyboard.press('Escape')
  // and its create URL, typed or followed from elsewhere, says so instead of offering a form
  await page.goto(`/projects/${project}/vpcs/${vpc}/routers/system/routes-new`)
  const panel = page.getByRole('dialog', { name: 'Create route' })
  await expect(panel.getByText("routes can't be added to it")).toBeVisible()
  await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveCount(0)
})

test('a custom router: create, add a route to the internet gateway, edit, delete it, rename and delete the router', async ({
  page,
}) => {
  const vpc = await newVpc(page, 'rt-vpc')
  const router = uniqueName('rt')
  const route = uniqueName('to-internet')

  await page.goto(`/projects/${project}/vpcs/${vpc}/routers`)
  await page.getByRole('link', { name: 'New router' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers-new`)
  const createRouter = page.getByRole('dialog', { name: 'Create router' })
  await createRouter.getByRole('textbox', { name: 'Name', exact: true }).fill(router)
  await createRouter.getByLabel('Description').fill('egress for the app tier')
  await createRouter.getByRole('button', { name: 'Create router' }).click()

  // the new router opens on its own page, with no routes yet
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers/${router}`)
  await expect(page.getByRole('heading', { name: router, level: 1 })).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Custom' })).toBeVisible()
  await expect(page.getByText('egress for the app tier')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'No routes' })).toBeVisible()

  await page.getByRole('link', { name: 'New route' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers/${router}/routes-new`)
  const panel = page.getByRole('dialog', { name: 'Create route' })
  await panel.getByRole('textbox', { name: 'Name', exact: true }).fill(route)

  // a bad IP, then a bad CIDR, each stopped with the validator's message
  await choose(page, panel, 'Destination type', 'IP address')
  await panel.getByRole('textbox', { name: 'Destination IP address' }).fill('10.1.2')
  await choose(page, panel, 'Target internet gateway', 'default')
  await panel.getByRole('button', { name: 'Create route' }).click()
  await expect(panel.getByText('Not a valid IP address')).toBeVisible()
  await choose(page, panel, 'Destination type', 'IP network')
  const network = panel.getByRole('textbox', { name: 'Destination IP network' })
  await network.fill('0.0.0.0')
  await panel.getByRole('button', { name: 'Create route' }).click()
  await expect(
    panel.getByText('Must contain an IP address and a width, separated by a /'),
  ).toBeVisible()
  await network.fill('0.0.0.0/40')
  await panel.getByRole('button', { name: 'Create route' }).click()
  await expect(panel.getByText('Max width for IPv4 is 32')).toBeVisible()
  await network.fill('0.0.0.0/0')

  // a combination Nexus refuses comes back with its message
  await choose(page, panel, 'Target type', 'IP address')
  await panel.getByRole('textbox', { name: 'Target IP address' }).fill('fd00::1')
  await panel.getByRole('button', { name: 'Create route' }).click()
  await expect(
    panel.getByText('route destination and target must be of the same IP version'),
  ).toBeVisible()

  // the gateway picked before is still the choice
  await choose(page, panel, 'Target type', 'Internet gateway')
  await expect(panel.getByRole('combobox', { name: 'Target internet gateway' })).toContainText(
    'default',
  )
  await panel.getByRole('button', { name: 'Create route' }).click()
  await expect(panel).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers/${router}`)
  const row = rowOf(page, route)
  await expect(row).toContainText('IP network')
  await expect(row).toContainText('0.0.0.0/0')
  await expect(row.getByRole('link', { name: 'default' })).toBeVisible()
  await expect(row).toContainText('Custom')

  // edit: the same route now drops its traffic
  await openRowMenu(page, route)
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(
    `/projects/${project}/vpcs/${vpc}/routers/${router}/routes/${route}/edit`,
  )
  const edit = page.getByRole('dialog', { name: 'Edit route' })
  await expect(edit.getByRole('textbox', { name: 'Destination IP network' })).toHaveValue(
    '0.0.0.0/0',
  )
  await choose(page, edit, 'Target type', 'Drop')
  await edit.getByRole('button', { name: 'Update route' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('Drop')
  await expect(row.getByRole('link', { name: 'default' })).toBeHidden()
  const saved = await page.request.get(
    `/v1/vpc-router-routes/${route}?project=${project}&vpc=${vpc}&router=${router}`,
  )
  expect(await saved.json()).toMatchObject({
    destination: { type: 'ip_net', value: '0.0.0.0/0' },
    target: { type: 'drop' },
  })

  // delete the route, confirmed
  await openRowMenu(page, route)
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete route' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(row).toBeHidden()
  await expect(page.getByRole('heading', { name: 'No routes' })).toBeVisible()

  // rename the router from its page
  await page.getByRole('button', { name: 'Router actions' }).click()
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers/${router}/edit`)
  const editRouter = page.getByRole('dialog', { name: 'Edit router' })
  const renamed = `${router}-b`
  await editRouter.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed)
  await editRouter.getByRole('button', { name: 'Update router' }).click()
  await expect(editRouter).toBeHidden()
  await expect(page).toHaveURL(`/projects/${project}/vpcs/${vpc}/routers`)
  await expect(rowOf(page, renamed)).toBeVisible()
  await expect(rowOf(page, router)).toBeHidden()

  // delete it from the list: the confirmation says what happens to its subnets
  await openRowMenu(page, renamed)
  await page.getByRole('menuitem', { name: 'Delete' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete router' })
  await expect(confirm).toContainText('Subnets that use it are unlinked from it')
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(rowOf(page, renamed)).toBeHidden()
  await expect(rowOf(page, 'system')).toBeVisible()
})
