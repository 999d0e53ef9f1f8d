import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('joins plain fields with commas and ends each record in CRLF', () => {
    expect(
      toCsv([
        ['Name', 'State'],
        ['db-1', 'running'],
      ]),
    ).toBe('Name,State\r\ndb-1,running\r\n')
  })

  it('quotes fields with a comma, a quote or a line break, doubling quotes', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', 'cr\rhere']])).toBe(
      '"a,b","say ""hi""","two\nlines","cr\rhere"\r\n',
    )
  })

  it('keeps empty fields and writes nothing for no records', () => {
    expect(toCsv([['', 'x', '']])).toBe(',x,\r\n')
    expect(toCsv([])).toBe('')
  })
})
