// The demo users of the local pool: the same e-mails, subjects and companies the API seeds into its database
// (apps/api/src/db/demo-data.ts; apps/api/test/identity-attack.test.ts checks they agree).

export const DEMO_PASSWORD = 'Demo@2026!';
export const FIRST_ACCESS_EMAIL = 'primeiro-acesso@demo.local';
export const FIRST_ACCESS_TEMPORARY_PASSWORD = 'Temp@2026!';
const DEMO_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const OTHER_COMPANY_ID = 'c0000000-0000-4000-8000-000000000002';

/**
 * @typedef {'OBSERVER' | 'OPERATOR' | 'MASTER' | 'ADMIN'} Role
 * @typedef {object} DemoUser
 * @property {string} email
 * @property {string} sub the user's fixed pool subject (cognito-local takes a `sub` attribute in AdminCreateUser): the
 *   API binds the demo user's row to it, so the pool user is this user whatever its e-mail becomes
 * @property {string} companyId written as `custom:companyId`, as the API does for the users it creates
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
    sub: '5b000000-0000-4000-8000-000000000001',
    companyId: DEMO_COMPANY_ID,
    name: 'Ana Administradora',
    role: 'ADMIN',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'master@demo.local',
    sub: '5b000000-0000-4000-8000-000000000002',
    companyId: DEMO_COMPANY_ID,
    name: 'Marcos Master',
    role: 'MASTER',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'operator@demo.local',
    sub: '5b000000-0000-4000-8000-000000000003',
    companyId: DEMO_COMPANY_ID,
    name: 'Olívia Operadora',
    role: 'OPERATOR',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'observer@demo.local',
    sub: '5b000000-0000-4000-8000-000000000004',
    companyId: DEMO_COMPANY_ID,
    name: 'Otávio Observador',
    role: 'OBSERVER',
    password: DEMO_PASSWORD,
    firstAccess: false,
  },
  {
    email: 'sem-workspace@demo.local',
    sub: '5b000000-0000-4000-8000-000000000005',
    companyId: DEMO_COMPANY_ID,
    name: 'Sérgio Sem Workspace',
    role: 'OPERATOR',
    password: DEMO_PASSWORD,
    firstAccess: false,
    note: 'member of no workspace: access is refused',
  },
  {
    email: FIRST_ACCESS_EMAIL,
    sub: '5b000000-0000-4000-8000-000000000006',
    companyId: DEMO_COMPANY_ID,
    name: 'Paula Primeiro Acesso',
    role: 'OPERATOR',
    password: FIRST_ACCESS_TEMPORARY_PASSWORD,
    firstAccess: true,
    note: 'temporary password: the first access asks for a new one',
  },
  {
    email: 'outra-admin@demo.local',
    sub: '5b000000-0000-4000-8000-000000000101',
    companyId: OTHER_COMPANY_ID,
    name: 'Outra Administradora',
    role: 'ADMIN',
    password: DEMO_PASSWORD,
    firstAccess: false,
    note: 'company "Outra Gestora" (tenancy isolation)',
  },
];
