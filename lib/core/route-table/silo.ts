import { inLayout } from './define'

/** The silo’s own pages, beside its project list. */
export const siloRoutes = inLayout('silo', {
  projects: {
    pattern: '/projects',
    title: 'Projects',
    nav: { label: 'Projects', icon: 'folder', order: 1 },
  },
  projectsNew: {
    pattern: '/projects-new',
    panelOver: 'projects',
    title: 'New project',
    parent: 'projects',
  },
  siloImages: {
    pattern: '/images',
    title: 'Silo images',
    nav: { label: 'Images', icon: 'image', order: 2 },
  },
  siloUtilization: {
    pattern: '/utilization',
    title: 'Utilization',
    nav: { label: 'Utilization', icon: 'gauge', order: 3 },
  },
  siloImageEdit: {
    pattern: '/images/[image]/edit',
    panelOver: 'siloImages',
    title: 'Image',
    parent: 'siloImages',
    crumbParam: 'image',
  },
  siloAccess: {
    pattern: '/access',
    title: 'Access',
    nav: { label: 'Access', icon: 'users', order: 4 },
  },
  projectEdit: {
    pattern: '/projects/[project]/edit',
    panelOver: 'projects',
    title: 'Edit project',
    parent: 'projects',
  },
  lookupInstance: {
    pattern: '/lookup/instances/[instance]',
    title: 'Instance',
    hideCrumb: true,
  },
  lookupInstanceShort: {
    pattern: '/lookup/i/[instance]',
    title: 'Instance',
    hideCrumb: true,
  },
})
