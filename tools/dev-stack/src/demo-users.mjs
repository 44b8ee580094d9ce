// The demo users of the local pool: the same e-mails the API seeds into its database.

export const DEMO_PASSWORD = 'Demo@2026!';
export const FIRST_ACCESS_EMAIL = 'primeiro-acesso@demo.local';
export const FIRST_ACCESS_TEMPORARY_PASSWORD = 'Temp@2026!';

/**
 * @typedef {'OBSERVER' | 'OPERATOR' | 'MASTER' | 'ADMIN'} Role
 * @typedef {object} DemoUser
 * @property {string} email
 * @property {string} name
 * @property {Role} role
 * @property {string} password the permanent password, or the temporary one when `firstAccess`
 * @property {boolean} firstAccess left in FORCE_CHANGE_PASSWORD for the new-password challenge
 * @property {string} [note] shown next to the user in the start banner
 */

/** @type {readonly DemoUser[]} */
export const DEMO_USERS = [
  {
    email: 'admin@demo.local',
    name: 'Ana Administradora',
    role: 'ADMIN',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'master@demo.local',
    name: 'Marcos Master',
    role: 'MASTER',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'operator@demo.local',
    name: 'Olívia Operadora',
    role: 'OPERATOR',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'observer@demo.local',
    name: 'Otávio Observador',
    role: 'OBSERVER',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'sem-workspace@demo.local',
    name: 'Sérgio Sem Workspace',
    role: 'OPERATOR',
    password: DEMO_PASSWORD,
    firstAccess: false,
    note: 'member of no workspace: access is refused',
  },
  {
    email: FIRST_ACCESS_EMAIL,
    name: 'Paula Primeiro Acesso',
    role: 'OPERATOR',
    password: FIRST_ACCESS_TEMPORARY_PASSWORD,
    firstAccess: true,
    note: 'temporary password: the first access asks for a new one',
  },
  {
    email: 'outra-admin@demo.local',
    name: 'Outra Administradora',
    role: 'ADMIN',
    password: DEMO_PASSWORD,
    firstAccess: false,
    note: 'company "Outra Gestora" (tenancy isolation)',
  },
];
