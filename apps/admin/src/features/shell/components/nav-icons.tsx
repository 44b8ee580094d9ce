import {
  Building2,
  ClipboardList,
  FileCog,
  FileText,
  Megaphone,
  Settings,
  Sparkles,
  Users,
  Vote,
  type LucideIcon,
} from 'lucide-react';

// The nav config names its icons; the shell draws them. Unknown names draw nothing.
const icons: Record<string, LucideIcon> = {
  vote: Vote,
  megaphone: Megaphone,
  clipboard: ClipboardList,
  'file-text': FileText,
  'file-cog': FileCog,
  users: Users,
  building: Building2,
  sparkles: Sparkles,
  settings: Settings,
};

export function navIcon(name: string | undefined) {
  const Icon = name ? icons[name] : undefined;
  return Icon ? <Icon size={18} aria-hidden /> : undefined;
}
