import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { SearchList, type ListMore, type SelectItem } from '@/components/ui/search-list'

const image = (n: number): SelectItem => ({
  value: `img-${n}`,
  label: `image-${String(n).padStart(4, '0')}`,
  detail: `Debian ${n}`,
})

/** A picker over `total` images, read `pageSize` at a time as the list asks. */
function Picker({ total, pageSize = total }: { total: number; pageSize?: number }) {
  const [read, setRead] = useState(pageSize)
  const [picked, setPicked] = useState<string>()
  const items = Array.from({ length: Math.min(read, total) }, (_, i) => image(i + 1))
  const more: ListMore = {
    hasMore: read < total,
    loading: false,
    error: null,
    loadMore: () => setRead((r) => r + pageSize),
  }
  return (
    <>
      <SearchList
        aria-label="Image"
        label="Image"
        placeholder="Select an image"
        items={items}
        summary={items.find((i) => i.value === picked)?.label}
        isSelected={(v) => v === picked}
        onPick={setPicked}
        closeOnPick
        more={more}
      />
      <output aria-label="Read">{items.length}</output>
    </>
  )
}

const trigger = page.getByRole('combobox', { name: 'Image' })
const search = page.getByRole('combobox', { name: 'Search Image' })
const listbox = page.getByRole('listbox', { name: 'Image' })

describe('SearchList', () => {
  it('renders only the rows in sight of a long list', async () => {
    await render(<Picker total={5000} />)
    await trigger.click()
    await expect.element(page.getByRole('option', { name: /^image-0001/ })).toBeVisible()
    const rendered = listbox.getByRole('option').elements().length
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(60)
  })

  it('renders a short list whole, every option in the page', async () => {
    await render(<Picker total={80} />)
    await trigger.click()
    await expect.element(page.getByRole('option', { name: /^image-0080/ })).toBeInTheDocument()
    expect(listbox.getByRole('option').elements()).toHaveLength(80)
  })

  it('reaches the last item with End and picks it with Enter', async () => {
    await render(<Picker total={3000} />)
    await trigger.click()
    await expect.element(search).toHaveFocus()
    await userEvent.keyboard('{End}')
    const last = page.getByRole('option', { name: /^image-3000/ })
    await expect.element(last).toBeVisible()
    await expect.element(search).toHaveAttribute('aria-activedescendant', last.element().id)
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await expect.element(trigger).toHaveTextContent('image-2999')
  })

  it('reads the next page as its end is scrolled into sight', async () => {
    await render(<Picker total={250} pageSize={100} />)
    await trigger.click()
    await expect.element(page.getByRole('option', { name: /^image-0001/ })).toBeVisible()
    await expect.element(page.getByLabelText('Read')).toHaveTextContent('100')
    for (let i = 0; i < 40 && !page.getByRole('option', { name: /^image-0250/ }).query(); i++) {
      listbox.element().parentElement!.scrollTop += 2000
      await new Promise((r) => setTimeout(r, 50))
    }
    await expect.element(page.getByRole('option', { name: /^image-0250/ })).toBeVisible()
    await expect.element(page.getByLabelText('Read')).toHaveTextContent('250')
  })

  it('reads on while a search matches nothing read yet', async () => {
    await render(<Picker total={300} pageSize={100} />)
    await trigger.click()
    await userEvent.keyboard('image-0290')
    await expect.element(page.getByRole('option', { name: /^image-0290/ })).toBeVisible()
    await userEvent.keyboard('{Enter}')
    await expect.element(trigger).toHaveTextContent('image-0290')
  })

  it('says the list is empty once all is read and nothing matches', async () => {
    await render(<Picker total={120} pageSize={100} />)
    await trigger.click()
    await userEvent.keyboard('no-such-image')
    await expect.element(page.getByText('No matches')).toBeVisible()
  })
})
