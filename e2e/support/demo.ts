// The demo data seeded by the start script (see README "Demo users").
export const DEMO_PASSWORD = 'Demo@2026!';
export const TEMP_PASSWORD = 'Temp@2026!';
export const users = {
  admin: { email: 'admin@demo.local', name: 'Ana Administradora' },
  operator: { email: 'operator@demo.local', name: 'Olívia Operadora' },
  observer: { email: 'observer@demo.local', name: 'Otávio Observador' },
  noWorkspace: { email: 'sem-workspace@demo.local' },
  firstAccess: { email: 'primeiro-acesso@demo.local', name: 'Paula Primeiro Acesso' },
} as const;
export const workspaces = {
  saoPaulo: 'São Paulo Fundos Imobiliários',
  rio: 'Rio de Janeiro Crédito',
  bh: 'Belo Horizonte Ações',
  curitiba: 'Curitiba Multimercado',
} as const;
