import { inLayout } from './define'

/** The silo’s own pages, beside its project list. */
export const siloRoutes = inLayout('silo', {
  projects: { pattern: '/projects', title: 'Projects' },
  projectsNew: {
    pattern: '/projects-new',
    panelOver: 'projects',
    title: 'New project',
    parent: 'projects',
  },
  siloImages: { pattern: '/images', title: 'Silo images' },
  siloUtilization: { pattern: '/utilization', title: 'Utilization' },
  siloImageEdit: {
    pattern: '/images/[image]/edit',
    panelOver: 'siloImages',
    title: 'Image',
    parent: 'siloImages',
    crumbParam: 'image',
  },
  siloAccess: { pattern: '/access', title: 'Access' },
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
