import { inLayout } from './define'

/** Pages outside the console shell: sign-in and the device flow. */
export const publicRoutes = inLayout('public', {
  // index.html: whichever URL the platform serves it on, it shows that URL's page
  // (components/layout/boot.tsx), and `/` itself forwards to the projects
  root: { pattern: '/', title: 'Console', hideCrumb: true },
  login: { pattern: '/login', title: 'Sign in', platformOnly: true },
  loginLocal: { pattern: '/login/[silo]/local', title: 'Sign in' },
  loginSaml: { pattern: '/login/[silo]/saml/[provider]', title: 'Sign in' },
  deviceVerify: { pattern: '/device/verify', title: 'Device Authentication' },
  deviceSuccess: { pattern: '/device/success', title: 'Device logged in' },
})
