import { FileText, LayoutDashboard, MessageSquare, Sparkles, Users, Vote } from 'lucide-react';
import type { UiNavNode } from '../components/NavList/NavList';

/** A navigation tree like the admin app's, for the workbench only. */
export const navFixture: UiNavNode[] = [
  {
    type: 'group',
    id: 'main',
    label: 'Administração',
    caption: 'Cadastros da empresa',
    children: [
      {
        type: 'item',
        id: 'dashboard',
        label: 'Início',
        href: '#inicio',
        icon: <LayoutDashboard size={20} />,
      },
      {
        type: 'collapse',
        id: 'users',
        label: 'Usuários',
        icon: <Users size={20} />,
        children: [
          { type: 'item', id: 'users-list', label: 'Todos os usuários', href: '#users-list' },
          { type: 'item', id: 'users-new', label: 'Novo usuário', href: '#users-new' },
        ],
      },
      {
        type: 'collapse',
        id: 'votings',
        label: 'Votações',
        icon: <Vote size={20} />,
        children: [
          { type: 'item', id: 'votings-list', label: 'Todas as votações', href: '#votings-list' },
          { type: 'item', id: 'votings-new', label: 'Nova votação', href: '#votings-new' },
        ],
      },
      {
        type: 'collapse',
        id: 'communication',
        label: 'Comunicação',
        icon: <MessageSquare size={20} />,
        children: [
          {
            type: 'item',
            id: 'communication-list',
            label: 'Todas as comunicações',
            href: '#communication-list',
          },
        ],
      },
    ],
  },
  {
    type: 'group',
    id: 'assistant-group',
    label: 'Assistente',
    children: [
      {
        type: 'collapse',
        id: 'assistant',
        label: 'Votações em lote',
        icon: <Sparkles size={20} />,
        badge: 'IA',
        children: [
          { type: 'item', id: 'batch-list', label: 'Todas as votações em lote', href: '#batch-list' },
          { type: 'item', id: 'batch-new', label: 'Nova votação em lote', href: '#batch-new' },
          {
            type: 'item',
            id: 'batch-fs',
            label: 'Nova votação de aprovação de contas',
            caption: 'Demonstrativo financeiro',
            badge: 'Novo',
            href: '#batch-fs',
          },
        ],
      },
      {
        type: 'item',
        id: 'help',
        label: 'Centro de Ajuda',
        href: 'https://ajuda.example.com',
        external: true,
        icon: <FileText size={20} />,
      },
    ],
  },
];
