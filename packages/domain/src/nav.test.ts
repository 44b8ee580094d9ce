import { describe, expect, it } from 'vitest';
import {
  filterNav,
  navState,
  normalizeNavPath,
  type NavCollapse,
  type NavItem,
  type NavNode,
} from './nav.ts';
import { ROLES, type Role } from './roles.ts';
import { forAll, type Random } from './testing/seededRandom.ts';

const all = ROLES;
const managers: Role[] = ['MASTER', 'ADMIN'];
const item = (id: string, url: string, extra: Partial<NavItem> = {}): NavItem => ({
  type: 'item',
  id,
  titleKey: `nav.${id}`,
  url,
  roles: all,
  ...extra,
});

const config: NavNode[] = [
  {
    type: 'group',
    id: 'templates',
    titleKey: 'nav.templates',
    roles: all,
    children: [item('templates-list', '/templates/list'), item('templates-new', '/templates/new')],
  },
  {
    type: 'group',
    id: 'users',
    titleKey: 'nav.users',
    roles: managers,
    children: [
      item('users-list', '/users/list', { roles: managers }),
      item('users-new', '/users/new', { roles: ['ADMIN'] }),
    ],
  },
  {
    type: 'group',
    id: 'communication',
    titleKey: 'nav.communication',
    roles: all,
    feature: 'communication',
    children: [
      item('communication-list', '/communication/list'),
      item('communication-new', '/communication/new', { roles: ['OPERATOR', 'MASTER', 'ADMIN'] }),
    ],
  },
  {
    type: 'group',
    id: 'forms',
    titleKey: 'nav.forms',
    roles: all,
    children: [item('forms-list', '/forms/list', { feature: 'forms' })],
  },
  {
    type: 'group',
    id: 'assistant-group',
    titleKey: 'nav.assistantGroup',
    roles: all,
    children: [
      {
        type: 'collapse',
        id: 'assistant',
        titleKey: 'nav.assistant',
        roles: all,
        children: [
          item('batch-list', '/batch-votings/list'),
          {
            type: 'collapse',
            id: 'batch-new-collapse',
            titleKey: 'nav.batchNew',
            roles: ['OPERATOR', 'MASTER', 'ADMIN'],
            children: [
              item('batch-new', '/batch-votings/new', { roles: ['OPERATOR', 'MASTER', 'ADMIN'] }),
              item('batch-financial', '/batch-votings/new-financial-statement', {
                roles: ['OPERATOR', 'MASTER', 'ADMIN'],
                badgeKey: 'nav.new',
                captionKey: 'nav.financialStatement',
              }),
            ],
          },
        ],
      },
    ],
  },
  item('help', 'https://ajuda.example.com/templates/list', { external: true }),
];

const ids = (nodes: readonly NavNode[]): string[] =>
  nodes.flatMap((node) => [node.id, ...(node.type === 'item' ? [] : ids(node.children))]);
const allFeatures = { communication: true, forms: true };

describe('filterNav', () => {
  it('shows everything allowed to an ADMIN of a company with every feature', () => {
    expect(ids(filterNav(config, { role: 'ADMIN', features: allFeatures }))).toEqual(ids(config));
  });

  it('drops entries whose roles exclude the user, and groups left empty', () => {
    const master = ids(filterNav(config, { role: 'MASTER', features: allFeatures }));
    expect(master).toContain('users-list');
    expect(master).not.toContain('users-new');

    const observer = ids(filterNav(config, { role: 'OBSERVER', features: allFeatures }));
    expect(observer).not.toContain('users');
    expect(observer).not.toContain('communication-new');
    expect(observer).toContain('communication-list');
    // The nested collapse loses its items, so it goes; its parent keeps the list entry.
    expect(observer).not.toContain('batch-new-collapse');
    expect(observer).toContain('assistant');
  });

  it('hides feature entries unless the feature is on', () => {
    const off = ids(filterNav(config, { role: 'ADMIN', features: { communication: false } }));
    expect(off).not.toContain('communication');
    expect(off).not.toContain('communication-list');
    // The forms group has no feature itself, but its only item has: the group goes with it.
    expect(off).not.toContain('forms');
    const formsOnly = ids(filterNav(config, { role: 'ADMIN', features: { forms: true } }));
    expect(formsOnly).toContain('forms-list');
    expect(formsOnly).not.toContain('communication');
  });

  it('shows nothing without a role', () => {
    expect(filterNav(config, { role: null, features: allFeatures })).toEqual([]);
  });

  it('never mutates the config', () => {
    const before = JSON.stringify(config);
    const filtered = filterNav(config, { role: 'OBSERVER', features: {} });
    expect(JSON.stringify(config)).toBe(before);
    expect(filtered[0]).not.toBe(config[0]);
  });

  describe('properties', () => {
    const roleSubset = (random: Random): Role[] => ROLES.filter(() => random.next() < 0.6);
    const randomNode = (random: Random, depth: number, counter: { n: number }): NavItem | NavCollapse => {
      const id = `n${counter.n++}`;
      const feature = random.next() < 0.2 ? random.pick(['communication', 'forms'] as const) : undefined;
      if (depth === 0 || random.next() < 0.5) {
        return { type: 'item', id, titleKey: id, url: `/${id}`, roles: roleSubset(random), feature };
      }
      const children = Array.from({ length: random.int(0, 3) }, () => randomNode(random, depth - 1, counter));
      return { type: 'collapse', id, titleKey: id, roles: roleSubset(random), feature, children };
    };
    const randomConfig = (random: Random): NavNode[] => {
      const counter = { n: 0 };
      return Array.from({ length: random.int(0, 4) }, () => randomNode(random, 3, counter));
    };
    const randomContext = (random: Random) => ({
      role: random.next() < 0.1 ? null : random.pick(ROLES),
      features: { communication: random.next() < 0.5, forms: random.next() < 0.5 },
    });
    const everyNode = (nodes: readonly NavNode[]): NavNode[] =>
      nodes.flatMap((n) => [n, ...(n.type === 'item' ? [] : everyNode(n.children))]);

    it('keeps only allowed nodes, never an empty container, and is idempotent', () => {
      forAll(400, (random) => {
        const nodes = randomConfig(random);
        const ctx = randomContext(random);
        const filtered = filterNav(nodes, ctx);
        for (const node of everyNode(filtered)) {
          expect(ctx.role !== null && node.roles.includes(ctx.role)).toBe(true);
          if (node.feature) expect(ctx.features[node.feature]).toBe(true);
          if (node.type !== 'item') expect(node.children.length).toBeGreaterThan(0);
        }
        expect(filterNav(filtered, ctx)).toEqual(filtered);
      });
    });

    it('keeps every item whose whole chain of ancestors is allowed', () => {
      forAll(400, (random) => {
        const nodes = randomConfig(random);
        const ctx = randomContext(random);
        const allowed = (n: NavNode) =>
          ctx.role !== null && n.roles.includes(ctx.role) && (!n.feature || ctx.features[n.feature] === true);
        const expected: string[] = [];
        const walk = (list: readonly NavNode[]) => {
          for (const n of list) {
            if (!allowed(n)) continue;
            if (n.type === 'item') expected.push(n.id);
            else walk(n.children);
          }
        };
        walk(nodes);
        const kept = everyNode(filterNav(nodes, ctx)).filter((n) => n.type === 'item');
        expect(kept.map((n) => n.id)).toEqual(expected);
      });
    });
  });
});

describe('normalizeNavPath', () => {
  it('drops the query, the hash and trailing slashes, keeping the root', () => {
    expect(normalizeNavPath('/users/list/')).toBe('/users/list');
    expect(normalizeNavPath('/users/list?page=2')).toBe('/users/list');
    expect(normalizeNavPath('/users/list/?page=2#top')).toBe('/users/list');
    expect(normalizeNavPath('/')).toBe('/');
    expect(normalizeNavPath('')).toBe('/');
    expect(normalizeNavPath('/?theme_mode=dark')).toBe('/');
  });
});

describe('navState', () => {
  it('marks the item whose url equals the path, with no collapse open for a top-level group item', () => {
    expect(navState(config, '/templates/new')).toEqual({ activeId: 'templates-new', openIds: [] });
  });

  it('ignores a trailing slash and the query', () => {
    expect(navState(config, '/users/list/?theme_mode=dark')).toEqual({ activeId: 'users-list', openIds: [] });
  });

  it('opens every collapse above the active item, outermost first', () => {
    expect(navState(config, '/batch-votings/list')).toEqual({
      activeId: 'batch-list',
      openIds: ['assistant'],
    });
    expect(navState(config, '/batch-votings/new-financial-statement')).toEqual({
      activeId: 'batch-financial',
      openIds: ['assistant', 'batch-new-collapse'],
    });
  });

  it("keeps a section's entry active on its nested routes (an item's activeFor patterns)", () => {
    const sections: NavNode[] = [
      {
        type: 'collapse',
        id: 'votings',
        titleKey: 'nav.votings',
        roles: all,
        children: [
          item('votings-list', '/votings/list', { activeFor: ['/votings/:id'] }),
          item('votings-new', '/votings/new'),
        ],
      },
      item('templates-list', '/templates/list', { activeFor: ['/templates/:id', '/templates/:id/preview'] }),
    ];
    const uuid = '3f1c9a52-8d7e-4b1a-9c55-0e6f2a1b7d40';
    expect(navState(sections, `/votings/${uuid}`)).toEqual({
      activeId: 'votings-list',
      openIds: ['votings'],
    });
    expect(navState(sections, `/votings/${uuid}/?tab=voters`).activeId).toBe('votings-list');
    expect(navState(sections, `/templates/${uuid}`).activeId).toBe('templates-list');
    expect(navState(sections, `/templates/${uuid}/preview`).activeId).toBe('templates-list');
    // An exact url wins over a pattern that also matches it ('/votings/new' is also '/votings/:id').
    expect(navState(sections, '/votings/new')).toEqual({ activeId: 'votings-new', openIds: ['votings'] });
    // A parameter is one whole, non-empty segment.
    expect(navState(sections, `/votings/${uuid}/voters`).activeId).toBeNull();
    expect(navState(sections, '/votings').activeId).toBeNull();
    expect(navState(sections, `/templates/${uuid}/other`).activeId).toBeNull();
  });

  it('has no active entry on a path no item has exactly', () => {
    expect(navState(config, '/users/42')).toEqual({ activeId: null, openIds: [] });
    expect(navState(config, '/templates')).toEqual({ activeId: null, openIds: [] });
    expect(navState(config, '/')).toEqual({ activeId: null, openIds: [] });
  });

  it('never activates an external entry', () => {
    expect(
      navState([item('help', '/templates/list', { external: true })], '/templates/list').activeId,
    ).toBeNull();
  });

  it('works on a filtered config', () => {
    const observerNav = filterNav(config, { role: 'OBSERVER', features: {} });
    expect(navState(observerNav, '/batch-votings/new').activeId).toBeNull();
    expect(navState(observerNav, '/batch-votings/list').openIds).toEqual(['assistant']);
  });
});
