import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ErrorBody, ErrorResult } from './__generated__/http-client'
import { ApiError, isApiError, logApiError, parseErrorReason, processApiError } from './errors'

function serverError(status: number, data: Partial<ErrorBody>): ErrorResult {
  return { type: 'error', response: new Response(null, { status }), data: data as ErrorBody }
}

function clientError(text: string): ErrorResult {
  let error: Error
  try {
    JSON.parse(text)
    throw new Error('expected a parse failure')
  } catch (e) {
    error = e as Error
  }
  return { type: 'client_error', response: new Response(null, { status: 502 }), error, text }
}

describe('processApiError: unreadable responses', () => {
  it('says the response could not be read and keeps the raw text', () => {
    const error = processApiError(clientError('<html>Bad Gateway</html>'), 'projectList')
    expect(error.message).toBe('Error reading API response')
    expect(error.statusCode).toBe(502)
    expect(error.raw).toBe('<html>Bad Gateway</html>')
    expect(error.detail).toBe("Unexpected token '<'")
    expect(error.cause).toBeInstanceOf(SyntaxError)
    expect(error.errorCode).toBeUndefined()
  })
})

describe('processApiError: server errors', () => {
  it('Forbidden → Action not authorized', () => {
    const error = processApiError(
      serverError(403, { errorCode: 'Forbidden', message: 'forbidden', requestId: 'req-1' }),
      'projectView',
    )
    expect(error).toMatchObject({
      message: 'Action not authorized',
      errorCode: 'Forbidden',
      statusCode: 403,
      requestId: 'req-1',
    })
  })

  it('ObjectNotFound → the server message, capitalised', () => {
    const error = processApiError(
      serverError(404, {
        errorCode: 'ObjectNotFound',
        message: 'not found: project with name "prod"',
        requestId: 'req-2',
      }),
      'projectView',
    )
    expect(error.message).toBe('Not found: project with name "prod"')
    expect(error.statusCode).toBe(404)
  })

  it.each([
    ['already exists: project "web"', 'projectCreate', 'Project name already exists'],
    ['already exists: vpc-subnet "web"', 'vpcSubnetCreate', 'Vpc subnet name already exists'],
    ['already exists: floating ip "web"', 'floatingIpUpdate', 'Floating ip name already exists'],
    ['already exists: disk', 'diskCreate', 'Disk name already exists'],
    ['name is taken', 'vpcSubnetCreate', 'Vpc subnet name already exists'],
    [
      'already exists: anti-affinity-group "spread"',
      'antiAffinityGroupCreate',
      'Anti-affinity group name already exists',
    ],
    ['name is taken', 'antiAffinityGroupCreate', 'Anti-affinity group name already exists'],
    ['name is taken', 'currentUserSshKeyCreate', 'Current user ssh key name already exists'],
    ['name is taken', 'projectUpdate', 'Name is taken'],
  ])('ObjectAlreadyExists %j in %s → %s', (message, op, expected) => {
    const error = processApiError(
      serverError(400, { errorCode: 'ObjectAlreadyExists', message, requestId: 'r' }),
      op,
    )
    expect(error.message).toBe(expected)
  })

  it('reduces a request body parse failure to its reason', () => {
    const error = processApiError(
      serverError(400, {
        message: 'unable to parse JSON body: missing field `name` at line 1 column 17',
        requestId: 'r',
      }),
      'projectCreate',
    )
    expect(error.message).toBe('Missing field `name`')
  })

  it('falls back to the server message, capitalised', () => {
    const error = processApiError(
      serverError(500, { errorCode: 'Internal', message: 'something broke', requestId: 'r' }),
      'instanceStart',
    )
    expect(error.message).toBe('Something broke')
  })

  it('says Unknown server error when there is no message', () => {
    expect(processApiError(serverError(500, {}), 'instanceStart')).toMatchObject({
      message: 'Unknown server error',
      statusCode: 500,
      errorCode: undefined,
      requestId: undefined,
    })
    expect(processApiError(serverError(503, { message: '' }), 'ping').message).toBe(
      'Unknown server error',
    )
  })

  it('treats a null error code as none', () => {
    const error = processApiError(
      serverError(405, { errorCode: null, message: 'Method Not Allowed', requestId: 'r' }),
      'ping',
    )
    expect(error.errorCode).toBeUndefined()
    expect(error.message).toBe('Method Not Allowed')
  })
})

describe('parseErrorReason', () => {
  it.each([
    ['Unexpected token < in JSON at position 0', 'Unexpected token <'],
    ['SyntaxError: Unexpected token < in JSON at position 0', 'Unexpected token <'],
    [
      'SyntaxError: JSON.parse: unexpected character at line 1 column 1 of the JSON data',
      'Unexpected character',
    ],
    ['JSON.parse: unexpected end of data at line 1 column 9', 'Unexpected end of data'],
    ['Unexpected token \'<\', "<!DOCTYPE "... is not valid JSON', "Unexpected token '<'"],
    [
      "Expected ',' or ']' after array element in JSON at position 3 (line 1 column 4)",
      "Expected ',' or ']' after array element",
    ],
    ['Unexpected end of JSON input', 'Unexpected end of JSON input'],
    ["JSON Parse error: Unrecognized token '<'", "JSON Parse error: Unrecognized token '<'"],
  ])('%j → %j', (message, reason) => {
    expect(parseErrorReason(message)).toBe(reason)
  })
})

describe('ApiError', () => {
  it('is an Error with plain fields', () => {
    const error = new ApiError({ message: 'Nope', statusCode: 0, cause: new TypeError('offline') })
    expect(error).toBeInstanceOf(Error)
    expect(isApiError(error)).toBe(true)
    expect(isApiError(new Error('Nope'))).toBe(false)
    expect(error.name).toBe('ApiError')
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(error).toMatchObject({
      message: 'Nope',
      statusCode: 0,
      errorCode: undefined,
      requestId: undefined,
    })
  })
})

describe('logApiError', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('logs the API URL with the error fields', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = new ApiError({
      message: 'Action not authorized',
      statusCode: 403,
      errorCode: 'Forbidden',
      requestId: 'req-1',
    })
    logApiError(error, 'https://console.example/v1/projects')
    expect(spy).toHaveBeenCalledWith('API error from https://console.example/v1/projects:', {
      statusCode: 403,
      errorCode: 'Forbidden',
      message: 'Action not authorized',
      requestId: 'req-1',
    })
  })

  it('includes the parse detail for unreadable responses', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    logApiError(
      new ApiError({ message: 'Error reading API response', statusCode: 200, detail: 'Oops' }),
      '/v1/me',
    )
    expect(spy.mock.calls[0][1]).toMatchObject({ detail: 'Oops' })
  })
})
