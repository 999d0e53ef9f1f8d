import { inLayout } from './define'

/** The signed-in user’s own settings. */
export const settingsRoutes = inLayout('settings', {
  profile: {
    pattern: '/settings/profile',
    title: 'Profile',
    nav: { label: 'Profile', icon: 'user', order: 1 },
  },
  sshKeys: {
    pattern: '/settings/ssh-keys',
    title: 'SSH Keys',
    nav: { label: 'SSH Keys', icon: 'key-round', order: 2 },
  },
  sshKeysNew: {
    pattern: '/settings/ssh-keys-new',
    panelOver: 'sshKeys',
    title: 'Add SSH key',
    parent: 'sshKeys',
  },
  sshKeyEdit: {
    pattern: '/settings/ssh-keys/[sshKey]/edit',
    panelOver: 'sshKeys',
    title: 'SSH key',
    parent: 'sshKeys',
    crumbParam: 'sshKey',
  },
  accessTokens: {
    pattern: '/settings/access-tokens',
    title: 'Access Tokens',
    nav: { label: 'Access Tokens', icon: 'ticket', order: 3 },
  },
})
