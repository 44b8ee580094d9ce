import { DEMO_COMPANY, OTHER_COMPANY } from '../../src/index.ts';

function user(company: typeof DEMO_COMPANY, email: string) {
  const found = company.users.find((u) => u.email === email);
  if (!found) throw new Error(`no demo user ${email}`);
  return found;
}

function workspace(company: typeof DEMO_COMPANY, name: string) {
  const found = company.workspaces.find((w) => w.name === name);
  if (!found) throw new Error(`no demo workspace ${name}`);
  return found;
}

export const demo = {
  company: DEMO_COMPANY,
  other: OTHER_COMPANY,
  admin: user(DEMO_COMPANY, 'admin@demo.local'),
  master: user(DEMO_COMPANY, 'master@demo.local'),
  operator: user(DEMO_COMPANY, 'operator@demo.local'),
  observer: user(DEMO_COMPANY, 'observer@demo.local'),
  noWorkspace: user(DEMO_COMPANY, 'sem-workspace@demo.local'),
  firstAccess: user(DEMO_COMPANY, 'primeiro-acesso@demo.local'),
  otherAdmin: user(OTHER_COMPANY, 'outra-admin@demo.local'),
  saoPaulo: workspace(DEMO_COMPANY, 'São Paulo Fundos Imobiliários'),
  rio: workspace(DEMO_COMPANY, 'Rio de Janeiro Crédito'),
  beloHorizonte: workspace(DEMO_COMPANY, 'Belo Horizonte Ações'),
  curitiba: workspace(DEMO_COMPANY, 'Curitiba Multimercado'),
  outraMesa: workspace(OTHER_COMPANY, 'Outra Mesa'),
};
